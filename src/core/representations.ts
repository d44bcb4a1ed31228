import { FORMATS } from './formats.ts';
import { RUNGS } from './ladder/rungs.ts';
import type { Representation } from './representation.ts';

/** Every representation the dashboard counts: the six rungs, then the added formats. */
export const REPRESENTATIONS: readonly Representation[] = [...RUNGS, ...FORMATS];

/**
 * The rung or format with `id` (`L4`, `csv`).
 * @throws RangeError for an unknown id.
 */
export function representationById(id: string): Representation {
  const found = REPRESENTATIONS.find((r) => r.id === id);
  if (!found) throw new RangeError(`unknown rung or format: ${id}`);
  return found;
}
