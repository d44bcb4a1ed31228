import type { JsonValue } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';
import { sortKeysDeep } from './sort-keys.ts';

/**
 * Pretty JSON with keys sorted at every depth, 2-space indent, `": "` after keys, no trailing
 * newline: the rule of rungs L0 and L2 (reference README, "The six rungs"). Numbers kept as
 * JsonNumbers are written digit for digit as the source had them ({@link toJsonText}).
 * WARNING: strings are escaped as JSON.stringify does; Go additionally escapes `<`, `>`, `&`,
 * U+2028 and U+2029, so texts holding those differ from a Go-written file.
 */
export function serializeJsonPretty(value: JsonValue): string {
  return toJsonText(sortKeysDeep(value), 2);
}
