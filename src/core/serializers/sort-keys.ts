import type { JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';

/**
 * Compares strings by Unicode code point, which is the byte order of their UTF-8 form: the order
 * Go's encoding/json uses for map keys (the reference rungs were written by it). Plain `<` on JS
 * strings compares UTF-16 units and differs for characters above U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done) return y.done ? 0 : -1;
    if (y.done) return 1;
    const d = x.value.codePointAt(0)! - y.value.codePointAt(0)!;
    if (d !== 0) return d;
  }
}

/** A deep copy of `value` whose objects have their keys sorted by code point, at every depth. */
export function sortKeysDeep(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (isJsonObject(value)) {
    // fromEntries, not assignment: a key named `__proto__` must stay a key.
    return Object.fromEntries(
      Object.keys(value)
        .sort(compareCodePoints)
        .map((key) => [key, sortKeysDeep(value[key]!)]),
    );
  }
  return value;
}
