import { fieldPathsOf } from '../fields/field-tree.ts';
import type { DataRecord } from '../json-value.ts';
import type { RungId } from '../ladder/rungs.ts';
import { rungById } from '../ladder/rungs.ts';
import type { Representation } from '../representation.ts';
import type { Steps } from '../steps.ts';
import { runSteps } from '../steps.ts';
import type { TokenCounter } from '../tokenizer/tokenizer.ts';
import { countInSteps } from '../tokenizer/tokenizer.ts';

/** What one field costs in a representation: the tokens saved by dropping only that field. */
export interface FieldCost {
  field: string;
  tokens: number;
}

/** Every kept field's cost, and the denominator: the tokens of the text with all of them. */
export interface FieldCosts {
  /** Tokens of the representation's text with every kept field. */
  total: number;
  /** Most expensive first (ties in field order); empty when over the budget. */
  costs: FieldCost[];
  /** Set when the fields were not costed: the characters it would take (fields × text length). */
  overBudget?: { fields: number; chars: number; budget: number };
}

/**
 * Most characters one cost request counts: each field is one more text of about the whole's length,
 * so the work grows with fields × length (2,000 fields of a 40,000-character record is 80 million
 * characters, over a minute in the worker). Past it the costs are not counted and the answer says so.
 */
export const FIELD_COST_BUDGET = 10_000_000;

// The full-record rungs ignore the projection; a field dropped from them is the projected rung
// with every field but that one (L2 over all fields is L0 byte for byte, L3 is L1).
const FULL_AS_PROJECTED: Partial<Record<RungId, RungId>> = { L0: 'L2', L1: 'L3' };

/**
 * Tokens each field costs in `representation`, as steps the worker can stop: count(all kept fields)
 * − count(kept fields less that one); for L0 and L1 every field path is kept.
 * Over {@link FIELD_COST_BUDGET} only the total is counted.
 */
export function* fieldCostSteps(
  records: readonly DataRecord[],
  projection: readonly string[],
  representation: Representation,
  counter: TokenCounter,
): Steps<FieldCosts> {
  const projectedId = FULL_AS_PROJECTED[representation.id as RungId];
  const build = projectedId ? rungById(projectedId).build : representation.build;
  const kept = projectedId ? fieldPathsOf(records) : [...new Set(projection)];
  const whole = build(records, kept);
  const total = yield* countInSteps(counter, whole);
  const chars = whole.length * kept.length;
  if (chars > FIELD_COST_BUDGET)
    return { total, costs: [], overBudget: { fields: kept.length, chars, budget: FIELD_COST_BUDGET } };
  const costs: FieldCost[] = [];
  for (const field of kept) {
    const without = yield* countInSteps(
      counter,
      build(
        records,
        kept.filter((f) => f !== field),
      ),
    );
    costs.push({ field, tokens: total - without });
  }
  return { total, costs: costs.sort((a, b) => b.tokens - a.tokens) };
}

/** {@link fieldCostSteps} run to the end at once (the command line, tests). */
export function fieldCosts(
  records: readonly DataRecord[],
  projection: readonly string[],
  representation: Representation,
  counter: TokenCounter,
): FieldCost[] {
  return runSteps(fieldCostSteps(records, projection, representation, counter)).costs;
}
