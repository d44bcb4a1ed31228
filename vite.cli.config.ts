/**
 * `npm run build:cli`: the `cce` command as a self-contained npm package in `dist-cli/` (plain
 * JavaScript, every library bundled, the tokenizer files Brotli-compressed under `files/` with their
 * licences named in `files/LICENCES.md`; no dependencies).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { TOKENIZERS } from './src/core/tokenizer/registry.ts';
import { BUNDLED_FILES_DIR, BUNDLED_SUFFIX } from './src/node/package-files.ts';
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

/** Where the bundled files' licences are named, under `files/`. */
export const LICENCES_FILE = 'LICENCES.md';

/** The licences a bundled package may carry: permissive, so the files may be redistributed. */
const ALLOWED_LICENCES = new Set(['MIT', 'Apache-2.0']);

/**
 * The bundled files' licences, each package's checked against {@link ALLOWED_LICENCES} (the build fails
 * otherwise) and its LICENSE file copied beside its files; the model's own licence governs a model's file.
 */
function licencesText(require: NodeJS.Require, out: string): string {
  const rows = TOKENIZERS.map(({ id, source }) => {
    // The package's folder from its file's path: a package's exports need not list its package.json.
    const filePath = require.resolve(`${source.package}/${source.file}`);
    const manifestPath = join(filePath.slice(0, filePath.length - source.file.length), 'package.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string; license?: string };
    if (!manifest.license || !ALLOWED_LICENCES.has(manifest.license))
      throw new Error(`${source.package}: licence ${manifest.license ?? '(none)'} is not one cce may bundle`);
    const licence = join(dirname(manifestPath), 'LICENSE');
    if (existsSync(licence)) copyFileSync(licence, join(out, BUNDLED_FILES_DIR, source.package, 'LICENSE'));
    const file = `${source.package}/${source.file}${BUNDLED_SUFFIX}`;
    return `| ${id} | \`${file}\` | ${source.package} ${manifest.version} | ${manifest.license} | ${source.note} |`;
  });
  return [
    '# Licences of the bundled tokenizer files',
    '',
    "Each file is its package's, Brotli-compressed. The package's licence is below (its LICENSE file, where it ships one, beside the file); a model's tokenizer.json is also under the model's own licence, which governs its use.",
    '',
    '| tokenizer | file | package | package licence | what it is |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
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
        const target = join(out, BUNDLED_FILES_DIR, pkg, file + BUNDLED_SUFFIX);
        mkdirSync(dirname(target), { recursive: true });
        const bytes = readFileSync(require.resolve(`${pkg}/${file}`));
        // Quality 9: 93 MB of tokenizer files in 15 MB, inflated in under 70 ms each (quality 11 gains little, builds for minutes).
        writeFileSync(
          target,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
      }
      writeFileSync(join(out, BUNDLED_FILES_DIR, LICENCES_FILE), licencesText(require, out));
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
