/**
 * Losing moves and one-time texts in words: the verdict, the ladder table's rows and the savings
 * table's cells all say them with these, so each says the same thing.
 */
import type { LosingMove } from '../analysis/losing-moves.ts';
import type { SessionText } from '../analysis/session-texts.ts';
import { formatCalls, formatInt, formatRows, formatTokens } from '../format/numbers.ts';

/** `alias legend 13 tokens`; several joined: `schema response 1,089 tokens and alias legend 13 tokens`. */
export function textsWords(texts: readonly Pick<SessionText, 'name' | 'tokens'>[]): string {
  const each = texts.map((t) => `${t.name[0]!.toLowerCase()}${t.name.slice(1)} ${formatTokens(t.tokens)}`);
  return each.length <= 1 ? (each[0] ?? 'nothing') : `${each.slice(0, -1).join(', ')} and ${each.at(-1)!}`;
}

// `L5's alias legend costs` / `L5's schema response and alias legend cost`.
function whoseTexts(l: LosingMove): string {
  const names = l.texts.map((t) => `${t.name[0]!.toLowerCase()}${t.name.slice(1)}`);
  const list = names.length <= 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `${l.move.to}'s ${list} ${names.length === 1 ? 'costs' : 'cost'}`;
}

/**
 * The losing move as a sentence: `L4 costs more than L0 at 5 rows: 384 against 198 tokens per
 * response (186 more)`, or `L5's alias legend costs 383 tokens, more than L5 saves over 5 calls
 * against L0 at 5 rows (5 × 69 = 345 tokens)`.
 */
export function losingWords(l: LosingMove): string {
  const at = formatRows(l.rows);
  if (l.kind === 'costs-more')
    return (
      `${l.move.to} costs more than ${l.move.from} at ${at}: ${formatInt(l.after)} against ` +
      `${formatInt(l.before)} tokens per response (${formatInt(-l.saved)} more)`
    );
  return (
    `${whoseTexts(l)} ${formatTokens(l.oneTime)}, more than ${l.move.to} saves over ${formatCalls(l.calls)} ` +
    `against ${l.move.from} at ${at} (${formatInt(l.calls)} × ${formatInt(l.saved)} = ${formatTokens(l.calls * l.saved)})`
  );
}

/** The same, short, for a table cell: `loses: 186 more than L0`, `loses over 5 calls: alias legend 383 tokens`. */
export function losingNote(l: LosingMove): string {
  if (l.kind === 'costs-more') return `loses: ${formatInt(-l.saved)} more than ${l.move.from}`;
  return `loses over ${formatCalls(l.calls)}: ${textsWords(l.texts)}`;
}
