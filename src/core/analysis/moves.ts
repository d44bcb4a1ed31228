import type { ResponseScale } from './per-response.ts';
import type { RungId } from '../ladder/rungs.ts';
import { RUNGS } from '../ladder/rungs.ts';
import { AS_RECEIVED_ID, AS_RECEIVED_PROJECTED_ID } from '../ladder-rows.ts';
import type { Percentage } from './percent.ts';
import { percentOf } from './percent.ts';

/** A move between two rungs: what changes in the response, and what it is called. */
export interface Move {
  id: string;
  from: RungId;
  to: RungId;
  name: string;
}

/** The moves the savings view lists (seed article, "The six rungs" and its transitions). */
export const MOVES: readonly Move[] = [
  { id: 'L0-L1', from: 'L0', to: 'L1', name: 'minify' },
  { id: 'L1-L3', from: 'L1', to: 'L3', name: 'projection, minified' },
  { id: 'L0-L2', from: 'L0', to: 'L2', name: 'projection, pretty' },
  { id: 'L2-L3', from: 'L2', to: 'L3', name: 'minify the projection' },
  { id: 'L3-L4', from: 'L3', to: 'L4', name: 'compact view' },
  { id: 'L4-L5', from: 'L4', to: 'L5', name: 'header aliases' },
  { id: 'L0-L4', from: 'L0', to: 'L4', name: 'whole stack to the compact view' },
  { id: 'L0-L5', from: 'L0', to: 'L5', name: 'whole stack to aliases' },
];

/** A move from the text as received: to the same text less the dropped fields, a rung or an added format. */
export interface ReceivedMove {
  id: string;
  from: typeof AS_RECEIVED_ID;
  /** The text less the dropped fields (`AS_RECEIVED_PROJECTED_ID`), a rung's id or an added format's (`csv`). */
  to: string;
  name: string;
}

/** A row of the savings table: a move between rungs, or one from the text as received. */
export type ShownMove = Move | ReceivedMove;

// The move from the text as received to `to`, with its id (`received-L4`) and name.
const received = (to: string, name: string, id = `received-${to}`): ReceivedMove => ({
  id,
  from: AS_RECEIVED_ID,
  to,
  name,
});

/** The moves from the text as received: its fields dropped in its own style (the verdict's first move), then each rung. */
export const RECEIVED_MOVES: readonly ReceivedMove[] = [
  received(AS_RECEIVED_PROJECTED_ID, 'in its own style', 'received-fields'),
  ...RUNGS.map((r) => received(r.id, r.name[0]!.toLowerCase() + r.name.slice(1))),
];

/**
 * The rows of the savings table under `baseline`: the article's moves; with `as-received`, the moves
 * from the text as received instead (the fields row only when some scale dropped a field), so every
 * share is of what is sent today and none exceeds it.
 */
export function shownMoves(baseline: Baseline, scales: readonly ResponseScale[]): readonly ShownMove[] {
  if (baseline !== AS_RECEIVED_ID) return MOVES;
  const dropped = scales.some((s) => s.asReceivedProjected !== undefined);
  const formats = [...new Set(scales.flatMap((s) => Object.keys(s.formats ?? {})))];
  return [
    ...RECEIVED_MOVES.filter((m) => dropped || m.to !== AS_RECEIVED_PROJECTED_ID),
    ...formats.map((id) => received(id, 'projected')),
  ];
}

/** One move at one scale: tokens before and after, tokens saved, and the saving's percentage. */
export interface MoveSaving {
  move: ShownMove;
  rows: number;
  before: number;
  after: number;
  saved: number;
  percent: Percentage;
}

/**
 * What every saving's percentage is of: `move`, each move's source rung (the seed article's
 * rule, the default); `L0`, the full pretty JSON; `as-received`, the text exactly as the tool
 * sent it (a file or a paste, at the scale that is the whole file).
 */
export const BASELINES = ['move', 'L0', AS_RECEIVED_ID] as const;

/** One of {@link BASELINES}. */
export type Baseline = (typeof BASELINES)[number];

/** True when `s` is one of {@link BASELINES} (a value read from a URL or a command line). */
export function isBaseline(s: string): s is Baseline {
  return (BASELINES as readonly string[]).includes(s);
}

/**
 * The denominator's name in a percentage: `L1` (the move's source), `L0`, `as received`. Under
 * `as-received` a move between rungs is of its source rung: L0 can hold more than the text as
 * received (a compact response measured pretty), and a share of more than the whole does not read.
 */
export function baselineName(baseline: Baseline, move: ShownMove): string {
  if (move.from === AS_RECEIVED_ID) return 'as received';
  if (baseline === 'L0') return 'L0';
  return move.from;
}

/** The tokens a move from the text as received ends at, at `scale`; undefined when not measured there. */
function receivedEnd(to: string, scale: ResponseScale): number | undefined {
  if (to === AS_RECEIVED_PROJECTED_ID) return scale.asReceivedProjected?.tokens;
  return (scale.rungs as Record<string, { tokens: number }>)[to]?.tokens ?? scale.formats?.[to]?.tokens;
}

/** Why a move from the text as received has no figure at a scale; undefined when it has one. */
function receivedMissing(move: ReceivedMove, scale: ResponseScale): string | undefined {
  if (scale.asReceived === undefined) return 'no text as received';
  if (receivedEnd(move.to, scale) === undefined)
    return move.to === AS_RECEIVED_PROJECTED_ID ? 'no field dropped' : 'not measured here';
  return undefined;
}

/**
 * The saving of `move` at one scale of the ladder (payloads, or call totals: see `per-response.ts`),
 * its percentage of `baseline`'s denominator for it ({@link baselineName}). A move from the text
 * as received where the scale has none (a CSV's first records), or no text less the dropped fields, is n/a.
 */
export function moveSaving(move: ShownMove, scale: ResponseScale, baseline: Baseline = 'move'): MoveSaving {
  const denominator = baselineName(baseline, move);
  if (move.from === AS_RECEIVED_ID) {
    const missing = receivedMissing(move, scale);
    const before = scale.asReceived?.tokens ?? Number.NaN;
    const after = receivedEnd(move.to, scale) ?? Number.NaN;
    // The scale is named by its column; the reason stays short because every cell of the row repeats it.
    const percent = missing
      ? { value: Number.NaN, denominator, missing }
      : percentOf(before - after, before, denominator);
    return { move, rows: scale.rows, before, after, saved: missing ? Number.NaN : before - after, percent };
  }
  const before = scale.rungs[move.from].tokens;
  const after = scale.rungs[move.to].tokens;
  const saved = before - after;
  const tokens = baseline === 'L0' ? scale.rungs.L0.tokens : before;
  return { move, rows: scale.rows, before, after, saved, percent: percentOf(saved, tokens, denominator) };
}

/** Every move of `moves` (default {@link shownMoves}) at every scale, scale by scale, as percentages of `baseline`. */
export function savingsTable(
  scales: readonly ResponseScale[],
  baseline: Baseline = 'move',
  moves: readonly ShownMove[] = shownMoves(baseline, scales),
): MoveSaving[][] {
  return scales.map((scale) => moves.map((move) => moveSaving(move, scale, baseline)));
}

/** One way of reaching L3 from L0 in two steps: each step's credit, and the shared total. */
export interface OrderingPath {
  name: string;
  steps: [MoveSaving, MoveSaving];
  total: MoveSaving;
}

/**
 * Minify-then-project against project-then-minify at one scale: the same operation gets two
 * percentages because each step's denominator is what the previous step left. The cumulative
 * saving (L0 → L3, of L0) is identical either way.
 */
export function orderingComparison(scale: ResponseScale): [OrderingPath, OrderingPath] {
  const step = (from: RungId, to: RungId, name: string) => moveSaving({ id: `${from}-${to}`, from, to, name }, scale);
  const total = step('L0', 'L3', 'minify and project');
  return [
    { name: 'minify, then project', steps: [step('L0', 'L1', 'minify'), step('L1', 'L3', 'project')], total },
    { name: 'project, then minify', steps: [step('L0', 'L2', 'project'), step('L2', 'L3', 'minify')], total },
  ];
}
