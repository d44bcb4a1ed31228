import { formatInt } from '../report/format.ts';

/**
 * Why there is nothing to count when the projection keeps no field, or undefined when it keeps
 * one. Rule: the projected rungs L2–L5 write only
 * the kept fields, so with none their texts are empty records (`[{}, {}]`, a header of no names)
 * whose token counts measure nothing; every view that shows them shows this instead.
 * `available` is how many fields the data has.
 */
export function nothingKept(kept: readonly string[], available: number): string | undefined {
  if (kept.length > 0) return undefined;
  return `No field is kept (0 of ${formatInt(available)}), so the projected rungs L2–L5 have nothing to count: keep at least one field.`;
}
