import type { JsonValue } from '../json-value.ts';
import { sortKeysDeep } from './sort-keys.ts';

/**
 * Minified JSON with keys sorted at every depth, no whitespace, no trailing newline: the rule of
 * rungs L1 and L3 (reference README, "The six rungs").
 */
export function serializeJsonMin(value: JsonValue): string {
  return JSON.stringify(sortKeysDeep(value));
}
