import type { LadderScale } from '../ladder/ladder.ts';
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

/** The saving of `move` at one scale of the ladder; the denominator is the move's source rung. */
export function moveSaving(move: Move, scale: LadderScale): MoveSaving {
  const before = scale.rungs[move.from].tokens;
  const after = scale.rungs[move.to].tokens;
  return {
    move,
    rows: scale.rows,
    before,
    after,
    saved: before - after,
    percent: percentOf(before - after, before, move.from),
  };
}

/** Every move of {@link MOVES} at every scale, scale by scale. */
export function savingsTable(scales: readonly LadderScale[], moves: readonly Move[] = MOVES): MoveSaving[][] {
  return scales.map((scale) => moves.map((move) => moveSaving(move, scale)));
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
export function orderingComparison(scale: LadderScale): [OrderingPath, OrderingPath] {
  const step = (from: RungId, to: RungId, name: string) => moveSaving({ id: `${from}-${to}`, from, to, name }, scale);
  const total = step('L0', 'L3', 'minify and project');
  return [
    { name: 'minify, then project', steps: [step('L0', 'L1', 'minify'), step('L1', 'L3', 'project')], total },
    { name: 'project, then minify', steps: [step('L0', 'L2', 'project'), step('L2', 'L3', 'minify')], total },
  ];
}
