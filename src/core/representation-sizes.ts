/**
 * A JSON result's records written in every rung and format, each text's tokens and characters: what
 * a history's re-representation and a tool's results against a host's limits are measured with.
 */
import { InputError } from './input/input-error.ts';
import { readInput } from './input/read-input.ts';
import { projectionIsIdentity } from './records.ts';
import { REPRESENTATIONS } from './representation-list.ts';

/** One representation's text measured: tokens, and characters (UTF-16 code units, as JavaScript counts). */
export interface RepresentationSize {
  tokens: number;
  chars: number;
}

/**
 * A result's size in every rung and format (`REPRESENTATIONS` order), or null when it holds no JSON
 * records. Texts two representations share (L0 and L2 when every field is selected) are built and
 * counted once.
 */
export function representationSizes(text: string, count: (text: string) => number): RepresentationSize[] | null {
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') return null;
  try {
    const input = readInput(text, 'tool result', { jsonOnly: true });
    if (input.records.length === 0 || input.fields.length === 0) return null;
    const counts = new Map<string, number>();
    // L2 and L3 are L0's and L1's texts when the projection keeps every record as it is: not built again.
    const unprojected = projectionIsIdentity(input.records, input.fields);
    const texts = new Map<string, string>();
    return REPRESENTATIONS.map((r) => {
      const built =
        (unprojected && r.unprojectedAs !== undefined ? texts.get(r.unprojectedAs) : undefined) ??
        r.build(input.records, input.fields);
      texts.set(r.id, built);
      let tokens = counts.get(built);
      if (tokens === undefined) {
        tokens = count(built);
        counts.set(built, tokens);
      }
      return { tokens, chars: built.length };
    });
  } catch (error) {
    if (error instanceof InputError) return null;
    throw error;
  }
}
