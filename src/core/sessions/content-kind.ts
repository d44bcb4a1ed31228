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
 * The kind of `text`: `json` when the whole text (trimmed) parses as a JSON object or array;
 * `code` when at least 40% of its non-blank lines look like code (see `CODE_LINE`: a leading
 * keyword, a trailing bracket, `;`, `:` or `,`, or a comment opener) and it has 2 such lines or
 * more; `prose` otherwise.
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
  const code = lines.filter((l) => CODE_LINE.test(l)).length;
  return code >= 2 && code >= 0.4 * lines.length ? 'code' : 'prose';
}
