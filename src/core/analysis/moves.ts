import type { ResponseScale } from './per-response.ts';
import type { RungId } from '../ladder/rungs.ts';
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

/** One move at one scale: tokens before and after, tokens saved, and the saving's percentage. */
export interface MoveSaving {
  move: Move;
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
export const BASELINES = ['move', 'L0', 'as-received'] as const;

/** One of {@link BASELINES}. */
export type Baseline = (typeof BASELINES)[number];

/** True when `s` is one of {@link BASELINES} (a value read from a URL or a command line). */
export function isBaseline(s: string): s is Baseline {
  return (BASELINES as readonly string[]).includes(s);
}

/** The denominator's name in a percentage: `L1` (the move's source), `L0`, `as received`. */
export function baselineName(baseline: Baseline, move: Move): string {
  if (baseline === 'move') return move.from;
  return baseline === 'L0' ? 'L0' : 'as received';
}

/**
 * The saving of `move` at one scale of the ladder (payloads, or call totals: see
 * `per-response.ts`), its percentage of `baseline` (default: the move's source rung). A scale without a text as received (the fixture, the first k records of a
 * file) has no `as-received` denominator: the percentage is n/a with the reason.
 */
export function moveSaving(move: Move, scale: ResponseScale, baseline: Baseline = 'move'): MoveSaving {
  const before = scale.rungs[move.from].tokens;
  const after = scale.rungs[move.to].tokens;
  const saved = before - after;
  const denominator = baselineName(baseline, move);
  let percent: Percentage;
  if (baseline === 'as-received' && scale.asReceived === undefined) {
    // The scale is named by its column; the reason stays short because every cell of the column repeats it.
    percent = { value: Number.NaN, denominator, missing: 'no text as received' };
  } else {
    const tokens = baseline === 'move' ? before : baseline === 'L0' ? scale.rungs.L0.tokens : scale.asReceived!.tokens;
    percent = percentOf(saved, tokens, denominator);
  }
  return { move, rows: scale.rows, before, after, saved, percent };
}

/** Every move of {@link MOVES} at every scale, scale by scale, as percentages of `baseline`. */
export function savingsTable(
  scales: readonly ResponseScale[],
  moves: readonly Move[] = MOVES,
  baseline: Baseline = 'move',
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
