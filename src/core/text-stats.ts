/** Sizes of a text other than tokens: UTF-8 bytes and Unicode code points ("characters"). */
export interface TextSize {
  /** UTF-8 bytes; a lone surrogate counts as the 3 bytes of U+FFFD, as TextEncoder writes it. */
  bytes: number;
  /** Unicode code points (an emoji such as U+1F600 is one character, not two UTF-16 units). */
  chars: number;
}

/** Bytes and characters of `text`, without allocating an encoded copy. */
export function textSize(text: string): TextSize {
  let bytes = 0;
  let chars = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    chars++;
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return { bytes, chars };
}
