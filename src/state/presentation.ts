/**
 * Presentation mode: the page laid out for a projector (large type, high contrast, settings in a drawer);
 * nothing counted depends on it. In the link as `present=1`, so a shared wall view opens the same way.
 */
import type { SliceSet } from './slice.ts';

/** The URL key of the flag. */
export const PRESENT_PARAM = 'present';

/** The flag as a link carries it. */
export interface PresentationSettings {
  present: boolean;
}

/** The presentation slice of the store. */
export interface PresentationSlice extends PresentationSettings {
  setPresent(present: boolean): void;
}

/** The slice's state and actions (spread into the store by `createAppStore`); off by default. */
export function createPresentationSlice(set: SliceSet<PresentationSlice>): PresentationSlice {
  return { present: false, setPresent: (present) => set({ present }) };
}

/** The flag's part of a query string, with its leading `&`: `&present=1` when on, else nothing. */
export function presentQuery(present: boolean | undefined): string {
  return present ? `&${PRESENT_PARAM}=1` : '';
}

/**
 * The flag from a link's parameters: `1` on, `0` off, absent undefined (the default stays). Any
 * other value is named in `warnings` and reads as off.
 */
export function readPresent(params: URLSearchParams, warnings: string[]): boolean | undefined {
  const value = params.get(PRESENT_PARAM);
  if (value === null) return undefined;
  if (value === '1' || value === '0') return value === '1';
  warnings.push(`presentation mode "${value}" in the link is unknown; showing the normal layout`);
  return false;
}
