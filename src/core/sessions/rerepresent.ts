import { InputError } from '../input/input-error.ts';
import { readInput } from '../input/read-input.ts';
import type { Representation } from '../representation.ts';
import { runSteps } from '../steps.ts';
import type { Steps } from '../steps.ts';
import type { ParsedSession } from './model.ts';

/** Which tool results a re-representation rewrites, and how. */
export interface RerepresentOptions {
  /** The rung or format every chosen result is written in. */
  representation: Representation;
  /** Only results of these tools; null: every tool. */
  tools: readonly string[] | null;
  /** Fields kept per tool, in order (the projection); a tool without an entry keeps every field. */
  fields?: Readonly<Record<string, readonly string[]>>;
}

/** The rewritten results (item index → new text) and the results left as they were, with why. */
export interface Rerepresentation {
  texts: Map<number, string>;
  skipped: { item: number; reason: string }[];
}

/**
 * Re-serializes the tool results holding records (read as a dropped JSON file is; YAML or CSV text stays
 * text) in another rung or format, dropping any wrapper as a tool returning the rung would. Results
 * without records are left as they were, listed with the reader's reason.
 */
export function rerepresentResults(session: ParsedSession, options: RerepresentOptions): Rerepresentation {
  return runSteps(rerepresentResultsSteps(session, options));
}

/** {@link rerepresentResults} in steps: it pauses after each result it reads (see core/steps.ts). */
export function* rerepresentResultsSteps(session: ParsedSession, options: RerepresentOptions): Steps<Rerepresentation> {
  const texts = new Map<number, string>();
  const skipped: Rerepresentation['skipped'] = [];
  for (const [i, item] of session.items.entries()) {
    if (item.part !== 'toolResults') continue;
    if (options.tools !== null && !options.tools.includes(item.tool ?? '')) continue;
    try {
      const input = readInput(item.text, `result ${i}`, { jsonOnly: true });
      if (input.records.length === 0) skipped.push({ item: i, reason: 'no records' });
      else {
        const fields = options.fields?.[item.tool ?? ''] ?? input.fields;
        texts.set(i, options.representation.build(input.records, fields));
      }
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      skipped.push({ item: i, reason: error.message });
    }
    yield;
  }
  return { texts, skipped };
}

/**
 * `itemTokens` with the rewritten results' tokens in place of the logged ones.
 * @param count the encoding's counter (`TokenCounter.count`).
 */
export function tokensWith(
  itemTokens: readonly number[],
  rewritten: ReadonlyMap<number, string>,
  count: (text: string) => number,
): number[] {
  const out = [...itemTokens];
  for (const [i, text] of rewritten) out[i] = count(text);
  return out;
}
