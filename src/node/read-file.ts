import { readFileSync } from 'node:fs';
import type { DecodedText } from '../core/input/decode.ts';
import { decodeBytes } from '../core/input/decode.ts';

/**
 * The text of the file at `path`, decoded as the page decodes a dropped file (`decodeBytes`:
 * UTF-8, or UTF-16/UTF-32 by its byte-order mark), with how it was decoded.
 * @throws the file system's error (ENOENT, EISDIR, …) when it cannot be read.
 */
export function readDecodedFile(path: string): DecodedText {
  return decodeBytes(readFileSync(path));
}
