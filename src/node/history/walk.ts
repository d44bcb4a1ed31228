/**
 * The files of a history: each path given, a folder walked recursively (names sorted, so runs
 * agree), yielded one at a time so the command reads them one by one and never holds two.
 */
import { readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { decodeBytes } from '../../core/input/decode.ts';
import { STDIN_PATH, readFileBytes } from '../read-file.ts';

/**
 * The most bytes one file may have: V8 cannot hold a longer string (2^29 − 24 UTF-16 code units),
 * and a log is one text to its reader. A larger file is refused with its size, never half-read.
 */
export const MAX_LOG_BYTES = 512 * 1024 * 1024;

/** Extensions a folder's files must have to be read (a file named on the command line is always read). */
const LOG_EXTENSIONS = new Set(['.jsonl', '.json', '.ndjson']);

/** One file found: read it, or why not. */
export type WalkedFile = { path: string; bytes: number; skip?: string };

/** `2.00 GB`, `536.9 MB`, `2000 bytes`: sizes for messages. */
function size(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(2)} GB`;
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${bytes} bytes`;
}

/**
 * Every file under `paths`, in order: a file as given, a folder's files recursively (only
 * `.jsonl`, `.json` and `.ndjson`; others are listed with `skip`, unread). A path that does not
 * exist or a file over `maxBytes` comes with `skip` saying what.
 */
export function* walkHistory(paths: readonly string[], maxBytes = MAX_LOG_BYTES): Generator<WalkedFile> {
  for (const path of paths) yield* walk(path, true, maxBytes);
}

function* walk(path: string, named: boolean, maxBytes: number): Generator<WalkedFile> {
  if (path === STDIN_PATH) {
    yield { path, bytes: readFileBytes(path).length };
    return;
  }
  let stat;
  try {
    stat = statSync(path);
  } catch (error) {
    yield { path, bytes: 0, skip: `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
    return;
  }
  if (stat.isDirectory()) {
    const names = readdirSync(path).sort();
    if (named && names.length === 0) yield { path, bytes: 0, skip: 'an empty folder: no log in it' };
    for (const name of names) yield* walk(join(path, name), false, maxBytes);
    return;
  }
  if (!stat.isFile()) return;
  if (!named && !LOG_EXTENSIONS.has(extname(path).toLowerCase()))
    yield { path, bytes: stat.size, skip: `not a .jsonl, .json or .ndjson file` };
  else if (stat.size > maxBytes)
    yield {
      path,
      bytes: stat.size,
      skip: `${size(stat.size)}, more than the ${size(maxBytes)} one file may have (a JavaScript string's limit): not read; split it into parts (split -l) to read it`,
    };
  else yield { path, bytes: stat.size };
}

/** The file's text (`-`: standard input), decoded as the page decodes a file (UTF-8, or UTF-16/32 by its byte-order mark). */
export function readLogText(path: string): string {
  return decodeBytes(readFileBytes(path)).text;
}
