/**
 * A fast writer, byte for byte `@toon-format/toon` 4.x `encode`'s text (TOON was the history's costliest
 * format after YAML), for lists of plain records of primitives or primitive lists; null for anything else,
 * and the caller asks the library. Rules below cite its source; `toon-plain.test.ts` checks 20,000 documents.
 */
import type { DataRecord, JsonValue } from '../json-value.ts';

/** Thrown inside the writer to give up; never escapes it. */
const UNSURE = Symbol('unsure');

/** The library's numeric-like test: such strings are quoted. */
const NUMERIC_LIKE = /^[+-]?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;

/** Whatever makes an unquoted string impossible (the library's `isSafeUnquoted`, comma delimiter). */
const UNSAFE = /^[ \t#-]|[ \t]$|[:"\\[\]{},\u0000-\u001f]/;

/** A key the library writes without quotes. */
const PLAIN_KEY = /^[A-Z_][\w.]*$/i;

/** The library's `escapeString`: backslash, quote, line breaks and tab by letter, other controls as `\uXXXX`. */
function escaped(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/[\u0000-\u001f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A primitive as the library writes it, or undefined for a list or an object. */
function primitive(value: JsonValue): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      if (value === '' || value === 'true' || value === 'false' || value === 'null') return `"${escaped(value)}"`;
      return UNSAFE.test(value) || NUMERIC_LIKE.test(value) ? `"${escaped(value)}"` : value;
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      // The library writes −0 as 0 (and would write a non-finite number, which JSON has not, as null).
      if (!Number.isFinite(value)) throw UNSURE;
      return String(Object.is(value, -0) ? 0 : value);
  }
  return undefined;
}

/** A key as the library writes it. */
function key(name: string): string {
  return PLAIN_KEY.test(name) ? name : `"${escaped(name)}"`;
}

/** `key: value`, `key[N]: a,b` or `key: []` for one entry of a record; gives up on anything nested deeper. */
function entry(name: string, value: JsonValue): string {
  const p = primitive(value);
  if (p !== undefined) return `${key(name)}: ${p}`;
  if (!Array.isArray(value)) throw UNSURE;
  if (value.length === 0) return `${key(name)}: []`;
  return `${key(name)}[${value.length}]: ${value.map(cell).join(',')}`;
}

/** A primitive that must be one (a list's item, a table's cell); gives up on a list or an object. */
function cell(value: JsonValue): string {
  const p = primitive(value);
  if (p === undefined) throw UNSURE;
  return p;
}

/** True when the library writes `records` as a table: the same keys (in the first one's order, any count ≥ 1) and only primitives. */
function tabular(records: readonly DataRecord[], keys: readonly string[]): boolean {
  if (keys.length === 0) return false;
  for (const r of records) {
    if (Object.keys(r).length !== keys.length) return false;
    for (const k of keys) {
      if (!Object.hasOwn(r, k)) return false;
      const v = r[k]!;
      if (v !== null && typeof v === 'object') return false;
    }
  }
  return true;
}

/**
 * `records` as the library's `encode` writes them with `toon.ts`'s options (no trailing newline),
 * or null when this writer is not sure of the text (see the file's comment).
 */
export function toonPlain(records: readonly DataRecord[]): string | null {
  if (records.length === 0) return '[]';
  try {
    for (const r of records) {
      const proto: unknown = Object.getPrototypeOf(r);
      if (proto !== Object.prototype && proto !== null) return null;
    }
    const first = Object.keys(records[0]!);
    const lines: string[] = [];
    if (tabular(records, first)) {
      lines.push(`[${records.length}]{${first.map(key).join(',')}}:`);
      for (const r of records) lines.push('  ' + first.map((k) => cell(r[k]!)).join(','));
      return lines.join('\n');
    }
    lines.push(`[${records.length}]:`);
    for (const r of records) {
      const keys = Object.keys(r);
      if (keys.length === 0) lines.push('  -');
      keys.forEach((k, i) => lines.push((i === 0 ? '  - ' : '    ') + entry(k, r[k]!)));
    }
    return lines.join('\n');
  } catch (error) {
    if (error === UNSURE) return null;
    throw error;
  }
}
