import { FORMATS } from './formats.ts';
import type { Ladder, RungSize } from './ladder/ladder-shape.ts';
import type { RungId } from './ladder/rungs.ts';
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

/** True when `id` names one of the six rungs (`L0`–`L5`), false for an added format or an unknown id. */
export function isRungId(id: string): boolean {
  return REPRESENTATIONS.some((r) => r.id === id && r.kind === 'rung');
}

/** `L0 Pretty JSON, full` for a rung, `CSV` for a format (or any other ladder row, by its name): how legends and tables name one. */
export function representationLabel(r: Pick<Representation, 'id' | 'name'> & { kind: string }): string {
  return r.kind === 'rung' ? `${r.id} ${r.name}` : r.name;
}

/** The rungs, then the added formats the ladder carries, in registry order (as the page shows them). */
export function shownRepresentations(ladder: Pick<Ladder, 'scales'>): Representation[] {
  const added = new Set(Object.keys(ladder.scales[0]?.formats ?? {}));
  return REPRESENTATIONS.filter((r) => r.kind === 'rung' || added.has(r.id));
}

/** The tokens, bytes and characters of a rung or added format at one scale; undefined when not measured there. */
export function sizeOf<T extends { tokens: number } = RungSize>(
  scale: { rungs: Record<RungId, T>; formats?: Record<string, T> },
  id: string,
): T | undefined {
  return (scale.rungs as Record<string, T>)[id] ?? scale.formats?.[id];
}
