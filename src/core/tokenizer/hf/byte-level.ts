/**
 * GPT-2's byte-level alphabet, in which byte-level BPE `tokenizer.json` files write vocabulary and merges:
 * each byte 0–255 is one printable character; printable Latin-1 bytes stand for themselves, the others
 * are U+0100 upwards in byte order ("Ġ" U+0120 is the space).
 */

/** The byte each alphabet character stands for, by UTF-16 code; -1 where none. */
const BYTE_OF = new Int16Array(0x200).fill(-1);
{
  const printable = (b: number): boolean => (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || (b >= 174 && b <= 255);
  let extra = 0;
  for (let b = 0; b < 256; b++) BYTE_OF[printable(b) ? b : 256 + extra++] = b;
}

/**
 * The latin1 key (one char per byte, as `bpe/ranks.ts` keys tokens) of a token written in the
 * byte-level alphabet, or `undefined` if a character is not in it.
 */
export function byteLevelKey(token: string): string | undefined {
  let key = '';
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    const b = c < BYTE_OF.length ? BYTE_OF[c]! : -1;
    if (b < 0) return undefined;
    key += String.fromCharCode(b);
  }
  return key;
}
