/**
 * `npm run mcp -- --ladder`: a call's records through the ladder, as the page would take the
 * result's text as its data (`readInput`, JSON only, the records found where the page finds them:
 * a top-level array, or the largest array of objects inside an object, or the object itself).
 */
import { InputError } from '../../core/input/input-error.ts';
import { readInput } from '../../core/input/read-input.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import type { JsonObject } from '../../core/json-value.ts';
import type { TokenCounter } from '../../core/tokenizer/tokenizer.ts';
import { wholeSourceOf } from '../../core/whole/source.ts';
import { CliError } from '../cli-error.ts';
import { chooseFields } from '../read-files.ts';
import { recordsTextOf } from '../../core/mcp/result-data.ts';

/** A call's ladder, or why its result holds no records. */
export type CallLadder = { name: string; ladder: Ladder } | { name: string; problem: string };

/**
 * The ladder of the call `name`'s `result` for `fields` (undefined: every field), counted by
 * `counter`; an InputError (no JSON, no records) or an unknown field becomes the `problem`.
 */
export function callLadder(
  name: string,
  result: JsonObject,
  fields: readonly string[] | undefined,
  counter: TokenCounter,
): CallLadder {
  const text = recordsTextOf(result);
  try {
    const input = readInput(text, `${name} result`, { jsonOnly: true });
    const dataset = { label: name, records: input.records, whole: wholeSourceOf(text, input) };
    const chosen = chooseFields([dataset], fields);
    return { name, ladder: computeLadder([dataset], chosen, counter, []) };
  } catch (error) {
    if (error instanceof InputError || error instanceof CliError) return { name, problem: error.message };
    throw error;
  }
}
