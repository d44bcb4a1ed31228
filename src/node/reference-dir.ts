import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));

/**
 * The reference `article-ladder` folder: `$CCE_REFERENCE_DIR` (either the `reference/` folder or
 * `article-ladder/` itself), else `../shared/reference/article-ladder` beside the project root.
 * Returns undefined when absent. The data stays in shared/: it is never copied into this repo.
 */
export function articleLadderDir(): string | undefined {
  const fromEnv = process.env.CCE_REFERENCE_DIR;
  const candidates = fromEnv
    ? [join(fromEnv, 'article-ladder'), fromEnv]
    : [join(PROJECT_ROOT, '..', 'shared', 'reference', 'article-ladder')];
  return candidates.find((dir) => existsSync(join(dir, 'json-5.txt')));
}

/** The project root (the folder holding package.json). */
export function projectRoot(): string {
  return PROJECT_ROOT;
}
