import { LosslessNumber, parse as losslessParse } from 'lossless-json';
import type { JsonObject, JsonValue } from '../json-value.ts';
import { jsonNumberOf } from '../json-value.ts';

/** One step of a path into a JSON value: an object key or an array index. */
export type PathStep = string | number;

/** A key written twice (or more) in one object; the last value wins, as JSON.parse does. */
export interface DuplicateKey {
  /** The key, unescaped. */
  key: string;
  /** The path from the top-level value to the object holding the key twice (empty for the top level). */
  path: PathStep[];
  /** Offset (UTF-16 units) of the repeated key's opening quote in the text. */
  offset: number;
}

/** A JSON text parsed exactly: its value, its repeated keys, and whether numbers needed keeping as text. */
export interface ExactJson {
  /** The value, as JSON.parse gives it except that numbers JavaScript cannot hold exactly are JsonNumbers. */
  value: JsonValue;
  /** Every key repeated within one object, in text order. */
  duplicates: DuplicateKey[];
  /** True when some number's text is kept as a JsonNumber. */
  exactNumbers: boolean;
  /** True when the nesting was too deep to re-read numbers exactly; the value is JSON.parse's. */
  tooDeep: boolean;
}

/**
 * Parse JSON text exactly: JSON.parse's value, with inexact numbers put back as JsonNumbers and repeated
 * keys found; how, and when `lossless-json` reparses: docs/input.md, "How the reading works".
 * @throws SyntaxError (JSON.parse's own) when `text` is not valid JSON; other errors are rethrown.
 */
export function parseExactJson(text: string): ExactJson {
  const plain = JSON.parse(text) as JsonValue;
  const { duplicates, inexact, dropped } = scanValidJson(text);
  if (inexact.length === 0) return { value: plain, duplicates, exactNumbers: false, tooDeep: false };
  if (!dropped) return { value: putNumbers(plain, inexact), duplicates, exactNumbers: true, tooDeep: false };
  try {
    const value = losslessParse(text, null, {
      parseNumber: jsonNumberOf,
      onDuplicateKey: ({ newValue }) => newValue,
    }) as JsonValue;
    return { value, duplicates, exactNumbers: true, tooDeep: false };
  } catch (error) {
    if (error instanceof RangeError) return { value: plain, duplicates, exactNumbers: false, tooDeep: true };
    throw error;
  }
}

/** A number token to keep as text, and where it is in the value. */
interface InexactNumber {
  path: PathStep[];
  text: string;
}

/** `value` (JSON.parse's, changed in place) with each number of `inexact` replaced by a JsonNumber of its text. */
function putNumbers(value: JsonValue, inexact: readonly InexactNumber[]): JsonValue {
  for (const { path, text } of inexact) {
    if (path.length === 0) return new LosslessNumber(text);
    let holder = value as JsonObject & JsonValue[];
    for (let k = 0; k < path.length - 1; k++) holder = holder[path[k] as never] as JsonObject & JsonValue[];
    holder[path[path.length - 1] as never] = new LosslessNumber(text) as never;
  }
  return value;
}

/** One open container of the scan. */
interface Frame {
  object: boolean;
  /** Keys seen so far (objects only). */
  keys: Set<string> | null;
  /** The current key (objects) of the value being read. */
  key: string;
  /** The current index (arrays) of the value being read. */
  index: number;
  /** Objects: the next string is a key. */
  expectKey: boolean;
}

/**
 * One iterative pass over VALID JSON text: keys repeated within an object, number tokens whose text
 * differs from `String(Number(token))` with their paths, and whether one sits in a value JSON.parse dropped.
 */
function scanValidJson(text: string): { duplicates: DuplicateKey[]; inexact: InexactNumber[]; dropped: boolean } {
  const duplicates: DuplicateKey[] = [];
  const stack: Frame[] = [];
  const inexact: InexactNumber[] = [];
  let dropped = false;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const unit = text.charCodeAt(i);
    switch (unit) {
      case 0x7b: // {
        stack.push({ object: true, keys: new Set(), key: '', index: 0, expectKey: true });
        i++;
        break;
      case 0x5b: // [
        stack.push({ object: false, keys: null, key: '', index: 0, expectKey: false });
        i++;
        break;
      case 0x7d: // }
      case 0x5d: // ]
        stack.pop();
        i++;
        break;
      case 0x2c: {
        // ,
        const top = stack[stack.length - 1]!;
        if (top.object) top.expectKey = true;
        else top.index++;
        i++;
        break;
      }
      case 0x22: {
        // "
        const end = stringEnd(text, i);
        const top = stack[stack.length - 1];
        if (top !== undefined && top.object && top.expectKey) {
          const raw = text.slice(i + 1, end);
          const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end + 1)) as string) : raw;
          if (top.keys!.has(key)) {
            const path = pathTo(stack);
            duplicates.push({ key, path, offset: i });
            // A number kept from the earlier value of this key would be put where JSON.parse has the later one.
            if (!dropped && inexact.length > 0) {
              const prefix = [...path, key];
              dropped = inexact.some((number) => prefix.every((step, k) => number.path[k] === step));
            }
          } else top.keys!.add(key);
          top.key = key;
          top.expectKey = false;
        }
        i = end + 1;
        break;
      }
      case 0x74: // true
      case 0x6e: // null
        i += 4;
        break;
      case 0x66: // false
        i += 5;
        break;
      default:
        if (unit === 0x2d || (unit >= 0x30 && unit <= 0x39)) {
          let j = i + 1;
          for (; j < n; j++) {
            const u = text.charCodeAt(j);
            if (!((u >= 0x30 && u <= 0x39) || u === 0x2e || u === 0x65 || u === 0x45 || u === 0x2b || u === 0x2d))
              break;
          }
          if (!exactAsNumber(text, i, j)) inexact.push({ path: valuePath(stack), text: text.slice(i, j) });
          i = j;
        } else i++; // whitespace, `:`
    }
  }
  return { duplicates, inexact, dropped };
}

/** True when the number token `text[start, end)` is written back the same by `String(Number(token))`. */
function exactAsNumber(text: string, start: number, end: number): boolean {
  // Up to 15 characters of digits (and a `-`) is an integer below 10^15: always exact. `-0` is not.
  if (end - start <= 15) {
    let plainInteger = !(text.charCodeAt(start) === 0x2d && text.charCodeAt(start + 1) === 0x30);
    for (let k = start; plainInteger && k < end; k++) {
      const u = text.charCodeAt(k);
      if (u === 0x2e || u === 0x65 || u === 0x45) plainInteger = false;
    }
    if (plainInteger) return true;
  }
  const token = text.slice(start, end);
  return String(Number(token)) === token;
}

/** Offset of the closing quote of the string whose opening quote is at `start` (valid JSON). */
function stringEnd(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    let backslashes = 0;
    for (let k = quote - 1; text.charCodeAt(k) === 0x5c; k--) backslashes++;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
}

/** The path to the value being read (in the innermost open container, at its current key or index). */
function valuePath(stack: readonly Frame[]): PathStep[] {
  return stack.map((frame) => (frame.object ? frame.key : frame.index));
}

/** The path to the innermost open container (the object holding the key being read). */
function pathTo(stack: readonly Frame[]): PathStep[] {
  const path: PathStep[] = [];
  for (let k = 0; k < stack.length - 1; k++) {
    const frame = stack[k]!;
    path.push(frame.object ? frame.key : frame.index);
  }
  return path;
}
