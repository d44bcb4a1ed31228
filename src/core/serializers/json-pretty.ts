import type { JsonValue } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';
import { sortKeysDeep } from './sort-keys.ts';

/**
 * Pretty JSON, keys sorted at every depth, 2-space indent, no trailing newline (rungs L0 and L2);
 * JsonNumbers as their digits. Strings are escaped as JSON.stringify does, so texts holding `<`, `>`,
 * `&`, U+2028 or U+2029 differ from a Go-written file (Go escapes them).
 */
export function serializeJsonPretty(value: JsonValue): string {
  return toJsonText(sortKeysDeep(value), 2);
}
