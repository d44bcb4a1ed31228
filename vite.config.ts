/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

// No plugins: Vite 8 transforms TSX itself. `base: './'` lets the built site be served from any
// sub-path; `worker.format: 'es'` keeps the tokenizer worker a module so the encodings can be
// imported lazily (each one becomes its own chunk, fetched only when chosen).
export default defineConfig({
  base: './',
  oxc: { jsx: { runtime: 'automatic' } },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // The ranks of an encoding are one large chunk by nature (cl100k_base ~1.7 MB before gzip).
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Radix ships "use client" directives for React Server Components; irrelevant to a static site.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
