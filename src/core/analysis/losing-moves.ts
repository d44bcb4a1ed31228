/**
 * Moves that lose: the destination costs more per response than the source, or its one-time cost
 * is more than it saves over one session's calls. The ladder rows, the savings table and the
 * verdict say these where they appear.
 */
import type { CurrentInputs } from './current.ts';
import { sessionTexts } from './current.ts';
import type { Move } from './moves.ts';
import { MOVES } from './moves.ts';
import type { ResponseScale } from './per-response.ts';
import { responseScales } from './per-response.ts';
import type { SessionText } from './session-texts.ts';
import { oneTimeTexts } from './session-texts.ts';
import { AS_RECEIVED_ID } from '../ladder-rows.ts';

/** One losing move at one scale. */
export interface LosingMove {
  move: Pick<Move, 'id' | 'from' | 'to'>;
  rows: number;
  /**
   * `costs-more`: the destination has more tokens per response than the source;
   * `one-time`: it has fewer, but `calls × saved` is less than the one-time cost.
   */
  kind: 'costs-more' | 'one-time';
  /** Tokens per response: the source's, the destination's, and source − destination. */
  before: number;
  after: number;
  saved: number;
  /** The session texts the destination needs and the source does not (with `kind: 'one-time'`, at least one). */
  texts: SessionText[];
  /** Their tokens, read once per session. */
  oneTime: number;
  /** The session's calls (the Growth steps). */
  calls: number;
}

/**
 * Whether `move` loses at `scale` over a session of `calls` calls (see {@link LosingMove}); null
 * when it does not. A move that saves nothing and needs nothing is not losing (it changes nothing).
 */
export function losingMove(
  move: Pick<Move, 'id' | 'from' | 'to'>,
  scale: Pick<ResponseScale, 'rows'> & { tokens: (id: string) => number | undefined },
  texts: readonly SessionText[],
  calls: number,
): LosingMove | null {
  const before = scale.tokens(move.from);
  const after = scale.tokens(move.to);
  if (before === undefined || after === undefined) return null;
  const saved = before - after;
  const needed = oneTimeTexts(move, texts);
  const oneTime = needed.reduce((sum, t) => sum + t.tokens, 0);
  const base = { move, rows: scale.rows, before, after, saved, texts: needed, oneTime, calls };
  if (saved < 0) return { ...base, kind: 'costs-more' };
  if (oneTime > 0 && calls * saved < oneTime) return { ...base, kind: 'one-time' };
  return null;
}

/** The tokens of rung or format `id` at `scale` (payloads or call totals, as the scale holds them). */
export function scaleTokens(scale: ResponseScale): (id: string) => number | undefined {
  return (id) =>
    id === AS_RECEIVED_ID
      ? scale.asReceived?.tokens
      : ((scale.rungs as Record<string, { tokens: number }>)[id]?.tokens ?? scale.formats?.[id]?.tokens);
}

/** Every losing move of `moves` at every scale, scale by scale (then in `moves` order). */
export function losingMoves(
  scales: readonly ResponseScale[],
  texts: readonly SessionText[],
  calls: number,
  moves: readonly Move[] = MOVES,
): LosingMove[] {
  return scales.flatMap((scale) =>
    moves.flatMap((move) => {
      const losing = losingMove(move, { rows: scale.rows, tokens: scaleTokens(scale) }, texts, calls);
      return losing ? [losing] : [];
    }),
  );
}

/**
 * The losing moves of the current state at every scale shown (payloads, or call totals over MCP,
 * as the ladder and savings views count them), over a session of `calls` calls; undefined while a
 * session text is being counted.
 */
export function currentLosing(
  state: Pick<CurrentInputs, 'result' | 'session' | 'sessionCounts' | 'transport'>,
  calls: number,
): LosingMove[] | undefined {
  const ladder = state.result.ladder;
  const texts = sessionTexts(state);
  if (!ladder || !texts) return undefined;
  return losingMoves(responseScales(ladder, state.transport ?? 'cli'), texts, calls);
}
