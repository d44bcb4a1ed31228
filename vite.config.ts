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

/**
 * `og:image` as an absolute URL under `siteUrl`, plus `og:url`: chat apps and document editors
 * fetch the preview from the link alone and ignore a relative address, which is all a build with
 * `base: './'` can know. Applied when the build is given `CCE_SITE_URL` (the address `dist/` will be
 * published at, e.g. `https://example.org/cce/`); without it the tags stay relative.
 * @throws TypeError when `siteUrl` is not an absolute URL.
 */
export function absoluteShareUrls(html: string, siteUrl: string): string {
  const site = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  return html
    .replace(
      /<meta property="og:image" content="([^"]*)" \/>/,
      (_, image: string) => `<meta property="og:image" content="${new URL(image, site).href}" />`,
    )
    .replace(
      '<meta property="og:type"',
      `<meta property="og:url" content="${site.href}" />\n    <meta property="og:type"`,
    );
}

function shareUrls(): Plugin {
  const siteUrl = process.env.CCE_SITE_URL;
  return {
    name: 'cce-share-urls',
    apply: 'build',
    transformIndexHtml: (html) => (siteUrl ? absoluteShareUrls(html, siteUrl) : html),
  };
}

// No framework plugin: Vite 8 transforms TSX itself. `base: './'` lets the built site be served from any
// sub-path; `worker.format: 'es'` keeps the tokenizer worker a module so the encodings can be
// imported lazily (each one becomes its own chunk, fetched only when chosen).
export default defineConfig({
  base: './',
  plugins: [contentSecurityPolicy(), shareUrls()],
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
