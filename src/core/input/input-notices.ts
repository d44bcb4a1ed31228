/**
 * The notices `readInput` gives about what it read without stopping: repeated keys, numbers
 * kept digit for digit, lone surrogates, fields flattening writes twice, too deep a nesting.
 */
import type { DataRecord, JsonValue } from '../json-value.ts';
import { isJsonNumber, isJsonObject } from '../json-value.ts';
import type { FlattenClash } from '../records.ts';
import type { DuplicateKey, PathStep } from './exact-json.ts';
import { loneSurrogateIn } from '../serializers/unwritable.ts';

/** At most this many repeated keys (or flattening clashes) are listed one by one; the rest are counted. */
const MAX_DUPLICATE_NOTICES = 10;

/** Said when the parse ran out of stack re-reading numbers exactly. */
export const TOO_DEEP_NOTICE =
  'the data is nested too deeply to keep every number as written; numbers are as JavaScript reads them';

/** A repeated key placed relative to the records: which record (0-based) and where in it, or where outside. */
export interface PlacedDuplicate {
  key: string;
  /** 0-based record index, or null when the key is outside the records. */
  record: number | null;
  /** Where in the record (or in the file) the object holding the key is: `user`, `items[2]`; '' for the record (or top level) itself. */
  at: string;
  /** The record's name when it is not `record N` (JSON Lines add the line). */
  name?: string;
}

/** `d` placed relative to the array of records at `recordsPath` (keys from the top-level value). */
export function placeDuplicate(d: DuplicateKey, recordsPath: readonly string[]): PlacedDuplicate {
  const inRecords =
    d.path.length > recordsPath.length &&
    recordsPath.every((step, i) => d.path[i] === step) &&
    typeof d.path[recordsPath.length] === 'number';
  if (!inRecords) return { key: d.key, record: null, at: pathText(d.path) };
  return {
    key: d.key,
    record: d.path[recordsPath.length] as number,
    at: pathText(d.path.slice(recordsPath.length + 1)),
  };
}

/** `user.emails[0]` from `['user', 'emails', 0]`. */
export function pathText(steps: readonly PathStep[]): string {
  let out = '';
  for (const step of steps) out += typeof step === 'number' ? `[${step}]` : out === '' ? step : `.${step}`;
  return out;
}

/**
 * One notice per repeated key (at most {@link MAX_DUPLICATE_NOTICES}, then a count), naming the record
 * and the nested place; the last value wins, as with JSON.parse. A key written three times gives two.
 */
export function duplicateNotices(duplicates: readonly PlacedDuplicate[]): string[] {
  const notices = duplicates.slice(0, MAX_DUPLICATE_NOTICES).map((d) => {
    const key = JSON.stringify(d.key);
    const where = d.at === '' ? '' : ` in ${d.at}`;
    const lead =
      d.record === null
        ? `the key ${key} appears twice${d.at === '' ? ' in the top-level object' : where}`
        : `${d.name ?? `record ${d.record + 1}`} has the key ${key} twice${where}`;
    return `${lead}; the last value wins, as JSON.parse does`;
  });
  if (duplicates.length > MAX_DUPLICATE_NOTICES)
    notices.push(`… and ${duplicates.length - MAX_DUPLICATE_NOTICES} more repeated keys`);
  return notices;
}

/**
 * One notice per field that flattening wrote twice in a record (at most
 * {@link MAX_DUPLICATE_NOTICES}, then a count): `record 2: flattening gives the field "user.id"
 * twice (a key of that name and a nested value); the later one wins`.
 */
export function flattenNotices(clashes: readonly FlattenClash[], recordName: (index: number) => string): string[] {
  const notices = clashes
    .slice(0, MAX_DUPLICATE_NOTICES)
    .map(
      (clash) =>
        `${recordName(clash.record)}: flattening gives the field "${clash.field}" twice (a key of that name and a nested value); the later one wins`,
    );
  if (clashes.length > MAX_DUPLICATE_NOTICES)
    notices.push(`… and ${clashes.length - MAX_DUPLICATE_NOTICES} more fields flattening gives twice`);
  return notices;
}

/** Any surrogate code unit: the quick test before `loneSurrogateIn`. */
const SURROGATE = /[\ud800-\udfff]/;

/**
 * Notices about the values of `records`: numbers kept digit for digit (count and first), and strings or
 * keys holding a lone surrogate (kept; docs/input.md, "How the reading works"). Iterative: any depth.
 */
export function valueNotices(records: readonly DataRecord[], recordName: (index: number) => string): string[] {
  let numbers = 0;
  let firstNumber = '';
  let surrogates = 0;
  let firstSurrogate = '';
  // Each entry links to its parent, so a path is built only for the first finding of each kind.
  interface Entry {
    value: JsonValue;
    parent: Entry | null;
    step: PathStep;
  }
  const pathOf = (entry: Entry): PathStep[] => {
    const path: PathStep[] = [];
    for (let e: Entry | null = entry; e !== null && e.parent !== null; e = e.parent) path.unshift(e.step);
    return path;
  };
  records.forEach((record, index) => {
    const stack: Entry[] = [{ value: record, parent: null, step: '' }];
    while (stack.length > 0) {
      const entry = stack.pop()!;
      const value = entry.value;
      if (typeof value === 'string') {
        if (!SURROGATE.test(value)) continue;
        const unit = loneSurrogateIn(value);
        if (unit !== undefined && surrogates++ === 0)
          firstSurrogate = `${unit} in ${placeText(recordName(index), pathOf(entry))}`;
      } else if (isJsonNumber(value)) {
        if (numbers++ === 0) firstNumber = `${value.toString()} in ${placeText(recordName(index), pathOf(entry))}`;
      } else if (Array.isArray(value)) {
        for (let k = value.length - 1; k >= 0; k--) stack.push({ value: value[k]!, parent: entry, step: k });
      } else if (isJsonObject(value)) {
        const keys = Object.keys(value);
        for (let k = keys.length - 1; k >= 0; k--) {
          const key = keys[k]!;
          if (SURROGATE.test(key)) {
            const unit = loneSurrogateIn(key);
            if (unit !== undefined && surrogates++ === 0)
              firstSurrogate = `${unit} in a key of ${placeText(recordName(index), pathOf(entry))}`;
          }
          stack.push({ value: value[key]!, parent: entry, step: key });
        }
      }
    }
  });
  const notices: string[] = [];
  if (numbers > 0) {
    const count = numbers === 1 ? '1 number is' : `${numbers} numbers are`;
    notices.push(
      `${count} kept digit for digit as written (first: ${firstNumber}); a JavaScript number would change ${numbers === 1 ? 'it' : 'them'}`,
    );
  }
  if (surrogates > 0) {
    const count = surrogates === 1 ? '1 string holds' : `${surrogates} strings hold`;
    notices.push(
      `${count} a lone surrogate (first: ${firstSurrogate}); kept as it is: JSON writes it as a \\u escape, the other formats as the bare code unit, which the tokenizer reads as U+FFFD; TOON cannot write it, so it is left out`,
    );
  }
  return notices;
}

/** `record 2, field user.name` (or just `record 2` for the record itself). */
function placeText(record: string, path: readonly PathStep[]): string {
  return path.length === 0 ? record : `${record}, field ${pathText(path)}`;
}
