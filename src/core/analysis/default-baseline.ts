import type { Baseline } from './moves.ts';

/** Whose data is shown: the built-in fixture (the seed article's tasks) or the user's own files or paste. */
export type DataOwner = 'fixture' | 'own';

/**
 * The savings baseline used until the user chooses one: for the
 * user's own data, the text as received (what the API really sent, so no saving is counted
 * against a pretty L0 it never sent); for the built-in fixture, each move's source rung (the seed
 * article's rule, whose verdict compares with L0: the fixture has no text as received). The page
 * (`state/baseline.ts`) and `npm run savings` (its data files are always own data) both use it.
 */
export function defaultBaseline(owner: DataOwner): Baseline {
  return owner === 'own' ? 'as-received' : 'move';
}
