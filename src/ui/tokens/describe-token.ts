import type { DisplaySegment } from '../../core/inspect/token-spans.ts';

const WHITESPACE_NAMES: Record<string, [string, string]> = {
  ' ': ['space', 'spaces'],
  '\n': ['newline', 'newlines'],
  '\t': ['tab', 'tabs'],
  '\r': ['carriage return', 'carriage returns'],
};

/**
 * A token's text in words a reader (or a screen reader) can follow: whitespace-only text is named
 * (`newline + 2 spaces`); any other text is quoted, with line breaks and tabs shown as ↵ ␍ ⇥.
 */
export function visibleText(text: string): string {
  if (text === '') return 'nothing';
  if (/^\s+$/.test(text)) {
    const runs = text.match(/(\s)\1*/g) ?? [];
    return runs
      .map((run) => {
        const names = WHITESPACE_NAMES[run[0]!];
        const name = names
          ? run.length === 1
            ? names[0]
            : names[1]
          : `U+${run.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
        return run.length === 1 ? name : `${run.length} ${name}`;
      })
      .join(' + ');
  }
  return `'${text.replaceAll('\r', '␍').replaceAll('\n', '↵').replaceAll('\t', '⇥')}'`;
}

/** The numbers (1-based) of a segment's tokens: `3` or `2–4`. */
export function tokenNumbers(segment: DisplaySegment): string {
  const first = segment.first + 1;
  return segment.ids.length === 1 ? String(first) : `${first}–${first + segment.ids.length - 1}`;
}

/** The accessible name of a segment: `token 3, id 1234: 'status'`, or `tokens 2–4, ids 9468, 99, 250: '🦜'`. */
export function segmentLabel(segment: DisplaySegment): string {
  const several = segment.ids.length > 1;
  return `${several ? 'tokens' : 'token'} ${tokenNumbers(segment)}, ${several ? 'ids' : 'id'} ${segment.ids.join(', ')}: ${visibleText(segment.text)}`;
}
