import type { Ladder } from '../core/ladder/ladder.ts';
import type { RungSize } from '../core/ladder/ladder.ts';
import type { LadderScale } from '../core/ladder/ladder.ts';
import { REPRESENTATIONS } from '../core/representations.ts';
import type { Representation } from '../core/representation.ts';

/** The rungs, then the added formats the ladder carries, in registry order. */
export function shownRepresentations(ladder: Ladder): Representation[] {
  const added = new Set(Object.keys(ladder.scales[0]?.formats ?? {}));
  return REPRESENTATIONS.filter((r) => /^L\d$/.test(r.id) || added.has(r.id));
}

/** The size of a rung or added format at one scale. */
export function sizeAt(scale: LadderScale, id: string): RungSize | undefined {
  return (scale.rungs as Record<string, RungSize>)[id] ?? scale.formats?.[id];
}
