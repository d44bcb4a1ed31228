/**
 * A fast writer, byte for byte the `yaml` package's text with `yaml.ts`'s options (its `stringify` was the
 * history's costliest step); null for what it is not sure of (line breaks, control characters, surrogates,
 * document markers, long keys), and the caller asks the package. `yaml-plain.test.ts` checks 20,000 documents.
 */
import type { JsonObject, JsonValue } from '../json-value.ts';
import { isJsonNumber } from '../json-value.ts';

/** What makes a plain scalar impossible (the package's test, less the line-break cases this writer gives up on). */
const NOT_PLAIN = /^[\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|:[ \t]|[\t ]#|[\t :]$/;

/** Texts the YAML 1.2 core schema reads as another type (null, bool, int, float): written quoted. */
const CORE_TYPED =
  /^(?:~|[Nn]ull|NULL)?$|^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$|^0o[0-7]+$|^[-+]?[0-9]+$|^0x[0-9a-fA-F]+$|^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$|^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$|^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/** What this writer leaves to the package: line breaks, other control characters, U+2028/9, unpaired surrogates, a leading document marker. */
const GIVE_UP = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\u{d800}-\u{dfff}]|^(?:---|\.\.\.)/u;

/** Keys longer than this are left to the package (it writes a key over 1,024 characters as `? key`). */
const LONGEST_KEY = 1000;

/** Thrown inside the writer to give up; never escapes it. */
const UNSURE = Symbol('unsure');

/** A string as the package writes it (plain, else single-quoted when it holds `"` only, else double-quoted). */
function scalarString(value: string): string {
  if (GIVE_UP.test(value)) throw UNSURE;
  if (!NOT_PLAIN.test(value) && !CORE_TYPED.test(value)) return value;
  if (value.includes('"') && !value.includes("'")) return `'${value}'`;
  // No control character or line break: JSON's escapes are the package's double-quoted escapes.
  return JSON.stringify(value);
}

/** A scalar value's text, or null for a collection. */
function scalar(value: JsonValue): string | null {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return scalarString(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw UNSURE;
      return Object.is(value, -0) ? '-0' : JSON.stringify(value);
  }
  if (isJsonNumber(value)) return value.toString();
  return null;
}

/** Appends `- item` lines of a non-empty sequence at `indent` (`inline`: the first after a `- ` already written). */
function writeSeq(out: string[], items: readonly JsonValue[], indent: string, inline: boolean): void {
  items.forEach((item, i) => {
    out.push(inline && i === 0 ? '' : indent, '- ');
    writeItem(out, item, indent + '  ');
  });
}

/** Appends `key: value` lines of a non-empty mapping at `indent` (`inline`: as in {@link writeSeq}). */
function writeMap(out: string[], value: JsonObject, keys: readonly string[], indent: string, inline: boolean): void {
  keys.forEach((key, i) => {
    if (key.length > LONGEST_KEY) throw UNSURE;
    out.push(inline && i === 0 ? '' : indent, scalarString(key), ':');
    const v = value[key]!;
    const text = scalar(v);
    if (text !== null) out.push(' ', text, '\n');
    else if (Array.isArray(v)) {
      if (v.length === 0) out.push(' []\n');
      else {
        out.push('\n');
        writeSeq(out, v, indent + '  ', false);
      }
    } else {
      const inner = Object.keys(v);
      if (inner.length === 0) out.push(' {}\n');
      else {
        out.push('\n');
        writeMap(out, v as JsonObject, inner, indent + '  ', false);
      }
    }
  });
}

/** Appends a sequence item's value (after its `- `), its further lines at `indent`. */
function writeItem(out: string[], item: JsonValue, indent: string): void {
  const text = scalar(item);
  if (text !== null) out.push(text, '\n');
  else if (Array.isArray(item)) {
    if (item.length === 0) out.push('[]\n');
    else writeSeq(out, item, indent, true);
  } else {
    // Not a scalar (no null, no JsonNumber) and not a list: an object.
    const map = item as JsonObject;
    const keys = Object.keys(map);
    if (keys.length === 0) out.push('{}\n');
    else writeMap(out, map, keys, indent, true);
  }
}

/**
 * `value` (a JSON value: what `serializeYaml` writes is an array of records) as the `yaml`
 * package's `stringify` writes it with `yaml.ts`'s options, ending in `\n`; null when this writer
 * is not sure of the text (see the file's comment), to be asked of the package instead.
 */
export function yamlPlain(value: JsonValue): string | null {
  const out: string[] = [];
  try {
    const text = scalar(value);
    if (text !== null) return text + '\n';
    if (Array.isArray(value)) {
      if (value.length === 0) return '[]\n';
      writeSeq(out, value, '', false);
    } else {
      const map = value as JsonObject;
      const keys = Object.keys(map);
      if (keys.length === 0) return '{}\n';
      writeMap(out, map, keys, '', false);
    }
  } catch (error) {
    if (error === UNSURE) return null;
    throw error;
  }
  return out.join('');
}
