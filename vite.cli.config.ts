/**
 * `npm run build:cli`: the `cce` command as a self-contained npm package in `dist-cli/` (plain
 * JavaScript, every library bundled, the tokenizer files copied under `files/`; no dependencies).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { TOKENIZERS } from './src/core/tokenizer/registry.ts';
import { BUNDLED_FILES_DIR } from './src/node/package-files.ts';
import { HISTORY_WORKER } from './src/node/history/pool.ts';

/** The built package's folder. */
export const CLI_OUT_DIR = 'dist-cli';

/** The package files the command reads at run time: every registry tokenizer's file. */
export const RUNTIME_FILES: readonly { package: string; file: string }[] = TOKENIZERS.map((t) => t.source);

const root = import.meta.dirname;
const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  engines: { node: string };
};

/** The built package's package.json: the bin, Node's floor, no dependencies (all bundled). */
export function cliPackageJson(): object {
  return {
    name: 'cce',
    version: project.version,
    description: "Context Cost Explorer's command line: what an AI agent's tool responses cost in tokens.",
    type: 'module',
    bin: { cce: 'cce.js' },
    engines: project.engines,
    files: ['*.js', '*.wasm', `${BUNDLED_FILES_DIR}/`, 'README.md'],
  };
}

/** Writes package.json and a README beside the bundle and copies {@link RUNTIME_FILES} under `files/`. */
function cliPackage(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'cce-cli-package',
    apply: 'build',
    writeBundle(options) {
      const out = resolve(options.dir ?? CLI_OUT_DIR);
      copyFileSync(require.resolve('tiktoken/lite/tiktoken_bg.wasm'), join(out, 'tiktoken_bg.wasm'));
      for (const { package: pkg, file } of RUNTIME_FILES) {
        const target = join(out, BUNDLED_FILES_DIR, pkg, file);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(require.resolve(`${pkg}/${file}`), target);
      }
      writeFileSync(join(out, 'package.json'), `${JSON.stringify(cliPackageJson(), null, 2)}\n`);
      writeFileSync(
        join(out, 'README.md'),
        '# cce\n\nThe command line of Context Cost Explorer. Run `cce` for its commands, `cce COMMAND --help` for one.\n',
      );
    },
  };
}

export default defineConfig({
  plugins: [cliPackage()],
  // CommonJS code bundled in reads `__dirname` (tiktoken finds its WASM so): the bundle's folder.
  define: { __CCE_BUNDLE__: 'true', __dirname: 'import.meta.dirname' },
  // Everything bundled: the installed package needs nothing from the registry but itself.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: true,
    outDir: CLI_OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: { cce: 'src/cli/cce.ts', [HISTORY_WORKER.replace(/\.js$/, '')]: 'src/node/history/count.worker.ts' },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunk-[name].js',
        banner: (chunk) => (chunk.name === 'cce' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
});
