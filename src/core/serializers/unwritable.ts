/**
 * A value a format cannot write (TOON and a lone surrogate): the ladder leaves that format out
 * for that data, says why, and counts the rest.
 */
import type { JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import type { PathStep } from '../input/exact-json.ts';

/** Thrown by a serializer for data it cannot write; `message` says what and where, in words. */
export class UnwritableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnwritableError';
  }
}

/** An unpaired UTF-16 surrogate: a high one not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Any surrogate code unit: the quick test before {@link LONE_SURROGATE}. */
const SURROGATE = /[\ud800-\udfff]/;

/** The first lone surrogate in `text`, as `U+D800`, or undefined. */
export function loneSurrogateIn(text: string): string | undefined {
  if (!SURROGATE.test(text)) return undefined;
  const match = LONE_SURROGATE.exec(text);
  return match ? `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : undefined;
}

/** Where a lone surrogate is: the code unit, the path to the string (or to the object whose key holds it), and which. */
export interface FoundSurrogate {
  unit: string;
  path: PathStep[];
  inKey: boolean;
}

/** The first lone surrogate in a string or key of `value` (depth first, in key order), or undefined. No recursion. */
export function findLoneSurrogate(value: JsonValue): FoundSurrogate | undefined {
  const stack: { value: JsonValue; path: PathStep[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      const unit = loneSurrogateIn(v);
      if (unit !== undefined) return { unit, path, inKey: false };
    } else if (Array.isArray(v)) {
      for (let k = v.length - 1; k >= 0; k--) stack.push({ value: v[k]!, path: [...path, k] });
    } else if (isJsonObject(v)) {
      const keys = Object.keys(v);
      for (const key of keys) {
        const unit = loneSurrogateIn(key);
        if (unit !== undefined) return { unit, path: [...path, key], inKey: true };
      }
      for (let k = keys.length - 1; k >= 0; k--) stack.push({ value: v[keys[k]!]!, path: [...path, keys[k]!] });
    }
  }
  return undefined;
}
