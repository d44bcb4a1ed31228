// Characters that change how the text around them shows, or do not show at all: controls (Cc),
// format characters (Cf: bidi overrides and isolates, zero-width space and joiners, the BOM, tag
// characters), line and paragraph separators, and lone surrogates.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * `name` as the page shows a field name: each control, bidi, zero-width or other format
 * character, line or paragraph separator and lone surrogate written as a visible escape in
 * upper-case hex (`\u202E`, `\u{E0041}` past U+FFFF), so `\u202eexe.txt` shows as
 * `\u202Eexe.txt` and never reverses the text after it. Every other character is left as it is.
 * For display only: the texts that are counted keep the name as it is.
 */
export function visibleName(name: string): string {
  return name.replace(INVISIBLE, (ch) => {
    const code = ch.codePointAt(0)!;
    const hex = code.toString(16).toUpperCase();
    return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
  });
}
