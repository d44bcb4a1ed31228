import type { RungId } from '../ladder/rungs.ts';
import type { Move } from './moves.ts';
import type { BreakEven } from './break-even.ts';
import { HORIZONS, breakEven, netAfter } from './break-even.ts';

/** A text the agent reads once per session (schema response, alias legend, a custom text). */
export interface SessionText {
  id: string;
  name: string;
  /** Tokens of the text in the current encoding. */
  tokens: number;
  /** The rungs whose responses the agent can only use after reading this text. */
  neededBy: readonly RungId[];
}

/**
 * One-time cost of `move` in tokens: the session texts the destination rung needs and the source
 * rung did not (a text read on both sides of the move costs nothing). Source: the seed article,
 * "Every rung of this ladder is output from the same query layer". Either side may be any id (an
 * added format, `as-received`): a text is needed by the rungs it names and nothing else.
 */
export function oneTimeCost(move: { from: string; to: string }, texts: readonly SessionText[]): number {
  const needs = (text: SessionText, id: string) => (text.neededBy as readonly string[]).includes(id);
  return texts
    .filter((text) => needs(text, move.to) && !needs(text, move.from))
    .reduce((sum, text) => sum + text.tokens, 0);
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
