import type { Baseline } from './moves.ts';
import { AS_RECEIVED_ID } from '../ladder-rows.ts';

/** Whose data is shown: the built-in fixture (the seed article's tasks) or the user's own files or paste. */
export type DataOwner = 'fixture' | 'own';

/**
 * The savings baseline until the user chooses one: for own data, the text as received (so no saving
 * is counted against a pretty L0 never sent); for the built-in fixture, which has none, each move's
 * source rung. The page and `npm run savings` both use it.
 */
export function defaultBaseline(owner: DataOwner): Baseline {
  return owner === 'own' ? AS_RECEIVED_ID : 'move';
}
