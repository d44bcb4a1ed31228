import type { Move } from './moves.ts';
import type { BreakEven } from './break-even.ts';
import { HORIZONS, breakEven, netAfter } from './break-even.ts';

/** A text the agent reads once per session (schema response, alias legend, a custom text). */
export interface SessionText {
  id: string;
  name: string;
  /** Tokens of the text in the current encoding. */
  tokens: number;
  /** The rungs and formats whose responses the agent can only use after reading this text. */
  neededBy: readonly string[];
}

/**
 * The session texts (of more than 0 tokens) `move`'s destination needs and its source does not, in
 * the order given: what {@link oneTimeCost} adds up and every view names. Either side may be any id;
 * a text is needed only by the rungs it names.
 */
export function oneTimeTexts(move: { from: string; to: string }, texts: readonly SessionText[]): SessionText[] {
  const needs = (text: SessionText, id: string) => (text.neededBy as readonly string[]).includes(id);
  return texts.filter((text) => text.tokens > 0 && needs(text, move.to) && !needs(text, move.from));
}

/**
 * One-time cost of `move` in tokens: the sum of {@link oneTimeTexts} (a text read on both sides
 * of the move costs nothing).
 */
export function oneTimeCost(move: { from: string; to: string }, texts: readonly SessionText[]): number {
  return oneTimeTexts(move, texts).reduce((sum, text) => sum + text.tokens, 0);
}

/** A move's break-even at one scale: one-time cost, saving per query, break-even, net at horizons. */
export interface MoveBreakEven {
  move: Move;
  rows: number;
  oneTime: number;
  savingPerQuery: number;
  breakEven: BreakEven;
  /** Net tokens after each of {@link HORIZONS} queries. */
  net: { queries: number; tokens: number }[];
}

/** The break-even of `move` given its per-query saving (tokens) at a scale of `rows` rows. */
export function moveBreakEven(
  move: Move,
  rows: number,
  savingPerQuery: number,
  texts: readonly SessionText[],
): MoveBreakEven {
  const oneTime = oneTimeCost(move, texts);
  return {
    move,
    rows,
    oneTime,
    savingPerQuery,
    breakEven: breakEven(oneTime, savingPerQuery),
    net: HORIZONS.map((queries) => ({ queries, tokens: netAfter(queries, oneTime, savingPerQuery) })),
  };
}
