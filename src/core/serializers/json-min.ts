import type { JsonValue } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';
import { sortKeysDeep } from './sort-keys.ts';

/**
 * Minified JSON with keys sorted at every depth, no whitespace, no trailing newline: the rule of
 * rungs L1 and L3 (reference README, "The six rungs"). Numbers kept as JsonNumbers are written
 * digit for digit as the source had them ({@link toJsonText}).
 */
export function serializeJsonMin(value: JsonValue): string {
  return toJsonText(sortKeysDeep(value));
}
