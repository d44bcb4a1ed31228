/** U+FEFF, the byte-order mark an editor may write at the start of a UTF-8 file. */
const BOM = 0xfeff;

/**
 * `text` without a leading byte-order mark (U+FEFF), else `text` itself (same string). A file read
 * as text keeps its mark while a pasted text has none, so every reader drops it before parsing or
 * counting; a mark further in is text and stays. Callers that report the stripping compare lengths.
 */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === BOM ? text.slice(1) : text;
}
