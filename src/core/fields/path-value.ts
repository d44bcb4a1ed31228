import type { JsonObject, JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import type { PathStep } from './field-path.ts';
import { tryParseFieldPath } from './field-path.ts';
import { BoundedCache } from '../bounded-cache.ts';

// Paths are parsed once per name: serializers ask for the same few names once per cell.
const parsed = new BoundedCache<string, readonly PathStep[]>(20_000);
// A name without `.`, `[`, `]` or `\` is one key: no parsing needed.
const PLAIN = /^[^.[\]\\]*$/;

/** True when field name `field` is one key (no `.`, `[`, `]` or `\`), never read as a path. */
export function isOneKey(field: string): boolean {
  return PLAIN.test(field);
}

/**
 * The steps of field name `field` (see `formatFieldPath`); a name that does not follow the path
 * syntax (an unescaped `[` in a key written before paths existed) is one key of that exact name.
 */
export function stepsOf(field: string): readonly PathStep[] {
  let steps = parsed.get(field);
  if (steps === undefined) {
    steps = PLAIN.test(field) ? [{ key: field }] : (tryParseFieldPath(field) ?? [{ key: field }]);
    parsed.set(field, steps);
  }
  return steps;
}

/**
 * The value `steps` lead to from `value`, undefined when a step is missing; a missing key is retried joined
 * by `.` with the next keys (an older dotted name finds a flattened key). An `each` step maps every element,
 * one the rest does not reach standing as `null`, so sibling member arrays stay aligned.
 */
export function valueAtSteps(value: JsonValue, steps: readonly PathStep[], at = 0): JsonValue | undefined {
  if (at === steps.length) return value;
  const step = steps[at]!;
  if ('each' in step) {
    if (!Array.isArray(value)) return undefined;
    return value.map((element) => valueAtSteps(element, steps, at + 1) ?? null);
  }
  if (!isJsonObject(value)) return undefined;
  let key = step.key;
  for (let end = at + 1; ; end++) {
    if (Object.hasOwn(value, key)) return valueAtSteps(value[key]!, steps, end);
    const next = steps[end];
    if (next === undefined || 'each' in next) return undefined;
    key += `.${next.key}`;
  }
}

/** What a selection keeps under one key: the whole value, some of its keys, and/or some of each element. */
export interface Selection {
  whole: boolean;
  keys?: Map<string, Selection>;
  each?: Selection;
}

/** The selection tree of `fields`, keys in the order the fields first name them. */
export function selectionOf(fields: readonly string[]): Map<string, Selection> {
  const root = new Map<string, Selection>();
  for (const field of fields) {
    const steps = stepsOf(field);
    let keys = root;
    let node: Selection | undefined;
    for (const step of steps) {
      if ('each' in step) {
        node = node!.each ??= { whole: false };
      } else {
        if (node) keys = node.keys ??= new Map();
        node = keys.get(step.key);
        if (!node) keys.set(step.key, (node = { whole: false }));
      }
    }
    node!.whole = true;
  }
  return root;
}

function pick(selection: Selection, value: JsonValue): JsonValue | undefined {
  // A null where a group's object or array could be is kept as it is: the group holds nothing here.
  if (selection.whole || value === null) return value;
  if (Array.isArray(value) && selection.each) {
    const each = selection.each;
    return value.map((element) => pick(each, element) ?? (isJsonObject(element) ? {} : null));
  }
  if (isJsonObject(value) && selection.keys) {
    const out = pickKeys(value, selection.keys);
    return out.size > 0 ? Object.fromEntries(out) : undefined;
  }
  return undefined;
}

function pickKeys(
  object: JsonObject,
  keys: Map<string, Selection>,
  out = new Map<string, JsonValue>(),
  prefix = '',
): Map<string, JsonValue> {
  for (const [key, selection] of keys) {
    const name = prefix + key;
    if (Object.hasOwn(object, name)) {
      const value = pick(selection, object[name]!);
      if (value !== undefined && !out.has(name)) out.set(name, value);
    } else if (selection.keys && !selection.whole) {
      // A flattened record (`user.login` as one key) answers the unescaped dotted path too.
      pickKeys(object, selection.keys, out, `${name}.`);
    }
  }
  return out;
}

/**
 * `record` reduced to `selection` (from {@link selectionOf}), keys in the selection's order; an object
 * keeping nothing is left out, but inside an array kept element by element it stays `{}` and a
 * non-object element `null`, so the array keeps its length.
 */
export function projectRecord(record: JsonObject, selection: Map<string, Selection>): JsonObject {
  // fromEntries defines own keys, so a field named `__proto__` stays a field.
  return Object.fromEntries(pickKeys(record, selection));
}
