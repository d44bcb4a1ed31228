/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, defineConfig } from 'vite';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { packRanks } from './src/core/tokenizer/packed-ranks.ts';
import type { TiktokenRanks } from './src/core/tokenizer/tiktoken-counter.ts';
import { TIKTOKEN_ENCODINGS } from './src/core/tokenizer/tokenizer.ts';

/**
 * Where the page may connect besides its own origin: only the Transport view's "Connect" to the
 * user's own MCP server uses them, on a click, to the URL typed. The address cannot be known
 * when the page is built, and a policy delivered in a `<meta>` can never be widened at run time
 * (a second policy only narrows the first), so the list is the narrowest that still reaches where
 * MCP servers run: a server on this machine (`http://localhost:*`, `http://127.0.0.1:*`; CSP
 * source expressions cannot name an IPv6 literal such as [::1]) and a remote one over `https:`.
 * Plain `http:` to another host stays blocked (an https page could not reach it anyway: mixed
 * content), and so does every `ws:`/`wss:`. `CCE_CONNECT_SRC` replaces the list at build time
 * (a space-separated source list; empty: the page connects to its own origin only, and "Connect"
 * says the policy blocks it). Nothing else on the page makes a request outside its origin
 * (`e2e/privacy.spec.ts`).
 */
export const CONNECT_SOURCES = process.env.CCE_CONNECT_SRC ?? 'http://localhost:* http://127.0.0.1:* https:';

/**
 * The production page's Content-Security-Policy: everything from the page's own origin, nothing
 * else, but for the connections of {@link CONNECT_SOURCES}; WebAssembly compiled from the
 * tokenizer's own file; style attributes (React, recharts); images from data:/blob: (chart
 * export). No `unsafe-eval`: the MCP SDK runs with zod's jitless mode and no Ajv
 * (`src/state/mcp/server-client.ts`). Only in the build: Vite's dev server needs inline scripts and a
 * websocket of its own.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  `connect-src 'self' ${CONNECT_SOURCES}`.trim(),
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

/** What a shared link shows: one source for the page's meta tags. */
export const SHARE = {
  title: 'Context Cost Explorer',
  description: "What an AI agent's tool responses cost in its context window, counted exactly in your browser.",
  themeColour: '#1b2330',
  image: { path: 'preview.png', width: 1200, height: 630 },
  imageAlt: 'The token ladder of the built-in fixture: six rungs from pretty JSON to aliased rows.',
} as const;

/**
 * The head tags that make a pasted link show what the page is: description, icons, manifest, and
 * the `og:`/`twitter:` preview. Chat apps and document editors fetch the preview from the link
 * alone and ignore a relative address, which is all a build with `base: './'` knows; given
 * `siteUrl` (the address `dist/` is published at, `CCE_SITE_URL`), `og:image` is absolute and
 * `og:url` is added.
 * @throws TypeError when `siteUrl` is given but is not an absolute URL.
 */
export function shareTags(siteUrl?: string): HtmlTagDescriptor[] {
  const site = siteUrl ? new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`) : undefined;
  const link = (rel: string, href: string, type?: string) => ({
    tag: 'link',
    attrs: { rel, href, ...(type ? { type } : {}) },
  });
  const meta = (key: 'name' | 'property', name: string, content: string | number) => ({
    tag: 'meta',
    attrs: { [key]: name, content: String(content) },
  });
  const image = site ? new URL(SHARE.image.path, site).href : `./${SHARE.image.path}`;
  const tags = [
    meta('name', 'description', SHARE.description),
    meta('name', 'theme-color', SHARE.themeColour),
    link('icon', './favicon.svg', 'image/svg+xml'),
    link('apple-touch-icon', './apple-touch-icon.png'),
    link('manifest', './manifest.webmanifest'),
    ...(site ? [meta('property', 'og:url', site.href)] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SHARE.title),
    meta('property', 'og:title', SHARE.title),
    meta('property', 'og:description', SHARE.description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', SHARE.image.width),
    meta('property', 'og:image:height', SHARE.image.height),
    meta('property', 'og:image:alt', SHARE.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  return tags.map((tag) => ({ ...tag, injectTo: 'head' as const }));
}

/**
 * `src/worker/boot.ts` as an entry of its own, first in the page's head (`async`: it runs as soon as
 * it arrives, before the document is parsed), so the tokenizer worker starts loading while the
 * main bundle is still downloaded and parsed. Two module scripts in index.html would be bundled
 * into one entry, which only runs once all of it has loaded. It shares no module with the page
 * (`early-worker.ts`), so it waits on no second file. In dev the page starts the worker itself.
 */
function bootFirst(): Plugin {
  return {
    name: 'cce-boot-first',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: { index: 'index.html', boot: 'src/worker/boot.ts' } } } }),
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const boot = Object.values(context.bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'boot',
        );
        if (!boot) throw new Error('cce-boot-first: no boot chunk in the bundle');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `./${boot.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

const PACKED_RANKS = 'virtual:cce-packed-ranks/';

/**
 * `virtual:cce-packed-ranks/<encoding>`: the `tiktoken` package's ranks of that encoding, packed
 * for a quick read (core/tokenizer/packed-ranks.ts), as a module of their own (one chunk per
 * encoding, named after it). The worker counts from these; WASM tiktoken reads the original file.
 */
function packedRanks(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'cce-packed-ranks',
    resolveId: (id) => (id.startsWith(PACKED_RANKS) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PACKED_RANKS}`)) return undefined;
      const encoding = id.slice(PACKED_RANKS.length + 1);
      if (!(TIKTOKEN_ENCODINGS as readonly string[]).includes(encoding))
        throw new Error(`${id}: unknown encoding "${encoding}"; known: ${TIKTOKEN_ENCODINGS.join(', ')}`);
      const path = require.resolve(`tiktoken/encoders/${encoding}.json`);
      const file = JSON.parse(readFileSync(path, 'utf8')) as TiktokenRanks;
      return `export default ${JSON.stringify(packRanks(file.bpe_ranks, file.pat_str))};`;
    },
  };
}

/**
 * The built-in example's first screen rendered into index.html by the page's own store, sync and
 * components (`scripts/first-screen/render.tsx`, loaded through Vite's SSR loader), with its counts
 * as JSON beside it for the page to start from (`src/state/first-screen.ts`).
 */
function firstScreen(): Plugin {
  return {
    name: 'cce-first-screen',
    apply: 'build',
    transformIndexHtml: async (html) => {
      const server = await createServer({
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        oxc: { jsx: { runtime: 'automatic' } },
      });
      try {
        const { renderFirstScreen } = (await server.ssrLoadModule('/scripts/first-screen/render.tsx')) as {
          renderFirstScreen: () => Promise<string>;
        };
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`cce-first-screen: index.html has no ${root}`);
        return html.replace(root, await renderFirstScreen());
      } finally {
        await server.close();
      }
    },
  };
}

function shareMeta(): Plugin {
  return { name: 'cce-share-meta', transformIndexHtml: () => shareTags(process.env.CCE_SITE_URL) };
}

// No framework plugin: Vite 8 transforms TSX itself. `base: './'` lets the built site be served from any
// sub-path; `worker.format: 'es'` keeps the tokenizer worker a module so the encodings can be
// imported lazily (each one becomes its own chunk, fetched only when chosen).
export default defineConfig({
  base: './',
  plugins: [contentSecurityPolicy(), bootFirst(), packedRanks(), shareMeta(), firstScreen()],
  oxc: { jsx: { runtime: 'automatic' } },
  worker: { format: 'es', plugins: () => [packedRanks()] },
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
