import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataRecord } from '../core/json-value.ts';

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

/**
 * {@link articleLadderDir}, for the tests that reproduce the published figures: they run
 * everywhere and fail, never skip, without the data.
 * @throws Error naming where the data is looked for when it is absent.
 */
export function requireArticleLadderDir(): string {
  const dir = articleLadderDir();
  if (!dir)
    throw new Error(
      'reference data absent: put ../shared/reference beside the project or set CCE_REFERENCE_DIR to it (the reference tests never skip)',
    );
  return dir;
}

/** The project root (the folder holding package.json). */
export function projectRoot(): string {
  return PROJECT_ROOT;
}

/** The reference records at `rows` rows (`json-<rows>.txt`) from `dir`, parsed. */
export function loadReferenceRecords(dir: string, rows: number): DataRecord[] {
  return JSON.parse(readFileSync(join(dir, `json-${rows}.txt`), 'utf8')) as DataRecord[];
}

/** A reference file's text, e.g. `alias-legend.txt`. */
export function readReferenceText(dir: string, name: string): string {
  return readFileSync(join(dir, name), 'utf8');
}

/**
 * The folder of the official MCP 2026-07-28 example messages: `$CCE_REFERENCE_DIR/mcp-2026-07-28`
 * or `../shared/reference/mcp-2026-07-28`; undefined when absent.
 */
export function mcpExamplesDir(): string | undefined {
  const fromEnv = process.env.CCE_REFERENCE_DIR;
  const candidates = fromEnv
    ? [join(fromEnv, 'mcp-2026-07-28'), join(fromEnv, '..', 'mcp-2026-07-28')]
    : [join(PROJECT_ROOT, '..', 'shared', 'reference', 'mcp-2026-07-28')];
  return candidates.find((dir) => existsSync(join(dir, 'CallToolRequest_call-tool-request.json')));
}
