/**
 * Where the command line finds the files it reads at run time: beside the built `cce` (its build,
 * `vite.cli.config.ts`, defines `__CCE_BUNDLE__`), else in the repository's node_modules.
 */
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

declare const __CCE_BUNDLE__: boolean | undefined;

/** True in the built `cce`, false when the sources run (tsx, Vitest). */
export const IN_BUNDLE = typeof __CCE_BUNDLE__ !== 'undefined' && __CCE_BUNDLE__;

/** The built package's folder of copied package files, each at `<package>/<file>` + {@link BUNDLED_SUFFIX}. */
export const BUNDLED_FILES_DIR = 'files';

/** The built package keeps each file Brotli-compressed (a sixth of the disk), inflated when read. */
export const BUNDLED_SUFFIX = '.br';

const require = createRequire(import.meta.url);

/**
 * Absolute path of `file` inside the npm package `pkg`: the built package's compressed copy, or node_modules'.
 * @throws Error (from require.resolve) when the sources run and the package is not installed.
 */
export function packageFilePath(pkg: string, file: string): string {
  if (IN_BUNDLE)
    return fileURLToPath(new URL(`./${BUNDLED_FILES_DIR}/${pkg}/${file}${BUNDLED_SUFFIX}`, import.meta.url));
  return require.resolve(`${pkg}/${file}`);
}

/** The text of `file` in the npm package `pkg` (UTF-8), inflated in the built package. */
export function readPackageText(pkg: string, file: string): string {
  const bytes = readFileSync(packageFilePath(pkg, file));
  return (IN_BUNDLE ? brotliDecompressSync(bytes) : bytes).toString('utf8');
}

/** URL of the built entry `name` (e.g. `history-worker.js`) beside the bundle; only in the bundle. */
export function bundledEntryUrl(name: string): URL {
  return new URL(`./${name}`, import.meta.url);
}

/** The version of `cce`: from the built package's package.json, else the repository's. */
export function cceVersion(): string {
  const manifest = new URL(IN_BUNDLE ? './package.json' : '../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
