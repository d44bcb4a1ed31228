/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

/**
 * The production page's Content-Security-Policy: everything from the page's own origin, nothing
 * else; WebAssembly compiled from the tokenizer's own file; style attributes (React, recharts);
 * images from data:/blob: (chart export). Only in the build: Vite's dev server needs inline
 * scripts and a websocket of its own.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "connect-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'cce-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

// No plugins: Vite 8 transforms TSX itself. `base: './'` lets the built site be served from any
// sub-path; `worker.format: 'es'` keeps the tokenizer worker a module so the encodings can be
// imported lazily (each one becomes its own chunk, fetched only when chosen).
export default defineConfig({
  base: './',
  plugins: [contentSecurityPolicy()],
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
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
