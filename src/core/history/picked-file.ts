/**
 * Which of the files a user picked or dropped on the page a history reads, and why not: the rule
 * the command line's folder walk applies (`node/history/walk.ts`), for files the browser lists.
 */

/**
 * The most bytes one file may have: a JavaScript string holds at most 2^29 − 24 UTF-16 code units,
 * and a log is one text to its reader. A larger file is refused with its size, never half-read.
 */
export const MAX_PICKED_LOG_BYTES = 512 * 1024 * 1024;

/** Extensions a picked folder's files must have to be read. */
const LOG_EXTENSION = /\.(jsonl|json|ndjson)$/i;

/** `2.00 GB`, `536.9 MB`, `2000 bytes`. */
function size(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(2)} GB`;
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${bytes} bytes`;
}

/**
 * Why the file at `path` (`bytes` long) is not read, or null to read it. `inFolder`: the file came
 * with a folder (its other files are not logs, so only `.jsonl`, `.json`, `.ndjson` are read);
 * a file dropped or picked on its own is read whatever its name.
 */
export function pickedFileSkip(
  path: string,
  bytes: number,
  inFolder: boolean,
  maxBytes = MAX_PICKED_LOG_BYTES,
): string | null {
  if (inFolder && !LOG_EXTENSION.test(path)) return 'not a .jsonl, .json or .ndjson file';
  if (bytes > maxBytes)
    return `${size(bytes)}, more than the ${size(maxBytes)} one file may have (a JavaScript string's limit): not read; split it into parts (split -l) to read it`;
  return null;
}
