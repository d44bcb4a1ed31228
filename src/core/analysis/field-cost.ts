import type { DataRecord } from '../json-value.ts';
import type { RungId } from '../ladder/rungs.ts';
import { rungById } from '../ladder/rungs.ts';
import { fieldsOf } from '../records.ts';
import type { Representation } from '../representation.ts';
import type { TokenCounter } from '../tokenizer/tokenizer.ts';

/** What one field costs in a representation: the tokens saved by dropping only that field. */
export interface FieldCost {
  field: string;
  tokens: number;
}

// The full-record rungs ignore the projection; a field dropped from them is the projected rung
// with every field but that one (L2 over all fields is L0 byte for byte, L3 is L1).
const FULL_AS_PROJECTED: Partial<Record<RungId, RungId>> = { L0: 'L2', L1: 'L3' };

/**
 * Tokens each field costs in `representation`: count(all kept fields) − count(kept fields less
 * that one), sorted from the most to the least expensive (ties in field order). For L0 and L1,
 * whose records are full, the kept fields are all fields of the data.
 */
export function fieldCosts(
  records: readonly DataRecord[],
  projection: readonly string[],
  representation: Representation,
  counter: TokenCounter,
): FieldCost[] {
  const projectedId = FULL_AS_PROJECTED[representation.id as RungId];
  const build = projectedId ? rungById(projectedId).build : representation.build;
  const kept = projectedId ? fieldsOf(records) : [...projection];
  const whole = counter.count(build(records, kept));
  const costs = kept.map((field) => ({
    field,
    tokens:
      whole -
      counter.count(
        build(
          records,
          kept.filter((f) => f !== field),
        ),
      ),
  }));
  return costs.sort((a, b) => b.tokens - a.tokens);
}
