import { formatInt } from '../format/numbers.ts';

/**
 * Why there is nothing to count when the projection keeps no field (`available`: the data's field
 * count), or undefined when it keeps one. L2–L5 would then be empty records whose counts measure
 * nothing, so every view shows this instead.
 */
export function nothingKept(kept: readonly string[], available: number): string | undefined {
  if (kept.length > 0) return undefined;
  return `No field is kept (0 of ${formatInt(available)}), so the projected rungs L2–L5 have nothing to count: keep at least one field.`;
}
