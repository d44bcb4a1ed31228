import { readFileSync, readSync } from 'node:fs';
import type { DecodedText } from '../core/input/decode.ts';
import { decodeBytes } from '../core/input/decode.ts';

/** The FILE that names standard input, as in most command-line tools. */
export const STDIN_PATH = '-';

let stdinBytes: Buffer | undefined;

/**
 * The bytes of the file at `path`, or of standard input for {@link STDIN_PATH} (read once, to its
 * end, and kept: a second `-` gets the same bytes).
 * @throws the file system's error (ENOENT, EISDIR, …) when it cannot be read.
 */
export function readFileBytes(path: string): Buffer {
  if (path !== STDIN_PATH) return readFileSync(path);
  stdinBytes ??= readStdin();
  return stdinBytes;
}

/** Standard input to its end; a non-blocking pipe (EAGAIN) is waited on, 10 ms at a time. */
function readStdin(): Buffer {
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(1 << 16);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    let read: number;
    try {
      read = readSync(0, buffer, 0, buffer.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EOF') break;
      if (code !== 'EAGAIN') throw error;
      Atomics.wait(pause, 0, 0, 10);
      continue;
    }
    if (read === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, read)));
  }
  return Buffer.concat(chunks);
}

/**
 * The text of the file at `path` (`-`: standard input), decoded as the page decodes a dropped file
 * (`decodeBytes`: UTF-8, or UTF-16/UTF-32 by its byte-order mark), with how it was decoded.
 * @throws the file system's error (ENOENT, EISDIR, …) when it cannot be read.
 */
export function readDecodedFile(path: string): DecodedText {
  return decodeBytes(readFileBytes(path));
}
