/**
 * What a tool result's text is, for the calibration's ratios by kind (tokenizers differ most on
 * code and least on prose): a deliberately simple rule, documented so a reader can check a row.
 */

/** The kinds of content a result is sorted into. */
export const CONTENT_KINDS = ['json', 'code', 'prose'] as const;

/** One of {@link CONTENT_KINDS}. */
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Lines that look like source code: a keyword at the start, or ending in a bracket, `;` or `:`, or a comment. */
const CODE_LINE =
  /^\s*(import|export|from|def|class|function|const|let|var|return|if|elif|else|for|while|fn|pub|use|package|#include|public|private|static|async|await|try|catch)\b|[{};()[\]:,]\s*$|^\s*(\/\/|#!|\/\*|\*)/;

/**
 * A line's text without a tool's prefix (Read's `     1→`, `cat -n`'s number and tab, `grep -n`'s
 * `path:line:`), so a numbered file or a grep over code is judged by its code, not by the numbers.
 */
const LINE_PREFIX = /^\s*\d+(→|\t)|^[^\s:]+[:-]\d+[:-]/;

/**
 * The kind of `text`: `json` when the trimmed text parses as a JSON object or array; `code` when at least
 * 40 % of its non-blank lines, {@link LINE_PREFIX} removed, look like code ({@link CODE_LINE}) and 2 or more
 * do; `prose` otherwise.
 */
export function contentKind(text: string): ContentKind {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      JSON.parse(trimmed);
      return 'json';
    } catch {
      // Not JSON after all: judged by its lines below.
    }
  }
  const lines = trimmed.split('\n').filter((l) => l.trim() !== '');
  const code = lines.filter((l) => CODE_LINE.test(l.replace(LINE_PREFIX, ''))).length;
  return code >= 2 && code >= 0.4 * lines.length ? 'code' : 'prose';
}
