// Characters that change how the text around them shows, or do not show at all: controls (Cc),
// format characters (Cf: bidi overrides and isolates, zero-width space and joiners, the BOM, tag
// characters), line and paragraph separators, and lone surrogates.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * `name` as the page shows a field name: control, bidi, zero-width and format characters, line separators
 * and lone surrogates as upper-case hex escapes (`\u202E`), so a name never reverses the text after it.
 * Display only: counted texts keep the name as it is.
 */
export function visibleName(name: string): string {
  return name.replace(INVISIBLE, (ch) => {
    const code = ch.codePointAt(0)!;
    const hex = code.toString(16).toUpperCase();
    return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
  });
}
