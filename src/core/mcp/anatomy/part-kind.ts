/**
 * What kind of text a part of a tool definition is, for the picture's colours and legend: the
 * anatomy's parts (`properties.city.enum`, `$defs.Address`) grouped into a few kinds a reader knows.
 */
import { STRUCTURE } from './tool-segments.ts';

/** The kinds, in the legend's order. */
export const PART_KINDS = [
  'description',
  'property descriptions',
  'types and schemas',
  'enum values',
  'defaults and examples',
  '$defs',
  'output schema',
  'name and other',
  'structure',
] as const;

export type PartKind = (typeof PART_KINDS)[number];

/** The kind of anatomy part `part` (a tool's `description`, `properties.unit.enum`, `structure`…). */
export function partKind(part: string): PartKind {
  if (part === 'description') return 'description';
  if (part === STRUCTURE) return 'structure';
  if (part === 'outputSchema') return 'output schema';
  if (part.startsWith('$defs.') || part.startsWith('definitions.')) return '$defs';
  if (part === 'inputSchema') return 'types and schemas';
  if (part.startsWith('properties.')) {
    if (part.endsWith('.description')) return 'property descriptions';
    if (part.endsWith('.enum')) return 'enum values';
    if (part.endsWith('.default') || part.endsWith('.examples')) return 'defaults and examples';
    return 'types and schemas';
  }
  return 'name and other';
}
