/**
 * Where the records are inside a top-level JSON object: every array of objects found
 * breadth-first, the one a dotted path names or else the largest, and the messages when a path
 * leads nowhere.
 */
import type { DataRecord, JsonObject, JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { checkRecords } from './check-records.ts';
import { describeValue } from '../describe-value.ts';
import { InputError } from './input-error.ts';

/** An array of objects inside a top-level object: its dotted path and its length. */
export interface PathCandidate {
  path: string;
  rows: number;
}

/** The records found in a top-level object, where they are, and what else was there. */
export interface LocatedRecords {
  /** The records, each checked to be an object. */
  records: DataRecord[];
  /** The dotted path of the array used. */
  path: string;
  /** Every array of objects in the object (breadth-first, key order), with its rows. */
  candidates: PathCandidate[];
  /** The keys {@link path} goes through (a key may hold dots), to place repeated keys. */
  steps: string[];
  /** `using items (3 records); other arrays: …` when the array was chosen here rather than given. */
  notice?: string;
}

/** The path that names the top-level object itself: the whole response is one record (a `get`). */
export const WHOLE_OBJECT = '.';

/**
 * Below this share of the object's values (strings, numbers, booleans, nulls), its largest array of
 * objects is a detail of one thing (a `get` response's `labels`), not the list a wrapper carries.
 */
export const LIST_SHARE = 0.5;

/**
 * The records in `root`: the array the dotted `path` names, the object itself for {@link WHOLE_OBJECT},
 * or without a path the largest array of objects (rule: docs/input.md, "How the reading works").
 * @throws InputError for a path that leads to no array, or an element that is not an object.
 */
export function locateRecords(root: JsonObject, path: string | undefined, source: string): LocatedRecords {
  const found = findCandidates(root).candidates;
  const candidates = found;
  const whole = (notice?: string): LocatedRecords => ({
    records: [root],
    path: WHOLE_OBJECT,
    candidates,
    steps: [],
    ...(notice !== undefined ? { notice } : {}),
  });
  if (path === WHOLE_OBJECT) return whole();
  let chosen: string;
  let array: JsonValue[];
  let notice: string | undefined;
  if (path !== undefined) {
    array = followPath(root, path, source, found);
    chosen = path;
  } else {
    const best = largest(found);
    if (best === undefined) return whole('read as one record: a single object with no array of objects in it');
    array = followPath(root, best.path, source, found);
    const share = valueCount(array) / Math.max(1, valueCount(root));
    const others = found.filter((c) => c !== best).map((c) => `${c.path} (${rowsText(c.rows)})`);
    if (share < LIST_SHARE) {
      return whole(
        `read as one record: its largest array of objects, ${best.path} (${rowsText(best.rows)}), holds ${Math.round(share * 100)} % of its values (under ${LIST_SHARE * 100} %: a detail, not the list); pick an array with "Records at" on the page or --path on the command line`,
      );
    }
    chosen = best.path;
    notice = `using ${chosen} (${rowsText(best.rows)})${others.length > 0 ? `; other arrays: ${others.join(', ')}` : ''}`;
  }
  const records = checkRecords(array, source, chosen);
  const located: LocatedRecords = { records, path: chosen, candidates, steps: pathSteps(root, chosen) };
  if (notice !== undefined) located.notice = notice;
  return located;
}

/** How many scalar values (strings, numbers, booleans, nulls) `value` holds, at any depth (no recursion). */
function valueCount(value: JsonValue): number {
  let n = 0;
  const stack: JsonValue[] = [value];
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (Array.isArray(v)) for (const item of v) stack.push(item);
    else if (isJsonObject(v)) for (const key of Object.keys(v)) stack.push(v[key]!);
    else n++;
  }
  return n;
}

/** The candidate with the most rows, the first of equals; undefined for none. */
function largest(candidates: readonly PathCandidate[]): PathCandidate | undefined {
  return candidates.reduce<PathCandidate | undefined>(
    (a, c) => (a === undefined || c.rows > a.rows ? c : a),
    undefined,
  );
}

/** `1 record`, `25 records`. */
function rowsText(rows: number): string {
  return `${rows} record${rows === 1 ? '' : 's'}`;
}

/**
 * Every array of objects (or empty array) reachable through objects only, breadth-first, in key
 * order; and apart, the arrays holding some objects among other values.
 */
function findCandidates(root: JsonObject): { candidates: PathCandidate[]; mixed: PathCandidate[] } {
  const candidates: PathCandidate[] = [];
  const mixed: PathCandidate[] = [];
  let level: { object: JsonObject; path: string }[] = [{ object: root, path: '' }];
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { object, path } of level) {
      for (const key of Object.keys(object)) {
        const value = object[key]!;
        const at = path === '' ? key : `${path}.${key}`;
        if (Array.isArray(value)) {
          if (value.every(isJsonObject)) candidates.push({ path: at, rows: value.length });
          else if (value.some(isJsonObject)) mixed.push({ path: at, rows: value.length });
        } else if (isJsonObject(value)) next.push({ object: value, path: at });
      }
    }
    level = next;
  }
  return { candidates, mixed };
}

/**
 * The keys the dotted `path` goes through in `root`: at each level the longest run of segments
 * that is a key (keys holding dots are found too); undefined past the first missing step.
 */
function pathSteps(root: JsonObject, path: string): string[] {
  const segments = path.split('.');
  const steps: string[] = [];
  let current: JsonValue = root;
  let at = 0;
  while (at < segments.length && isJsonObject(current)) {
    let end = segments.length;
    while (end > at && !Object.hasOwn(current, segments.slice(at, end).join('.'))) end--;
    if (end === at) break;
    const key = segments.slice(at, end).join('.');
    steps.push(key);
    current = current[key]!;
    at = end;
  }
  return steps;
}

/**
 * The array the dotted `path` leads to in `root`.
 * @throws InputError when a key is missing or the value is not an array; the message lists the arrays found.
 */
function followPath(root: JsonObject, path: string, source: string, candidates: readonly PathCandidate[]): JsonValue[] {
  const steps = pathSteps(root, path);
  let current: JsonValue = root;
  for (const key of steps) current = (current as JsonObject)[key]!;
  const walked = steps.join('.');
  const covered = walked === '' ? 0 : walked.split('.').length;
  const segments = path.split('.');
  if (covered < segments.length) {
    const holder = walked === '' ? 'the top-level object' : walked;
    const known =
      candidates.length > 0
        ? `; arrays of objects in it: ${candidates.map((c) => `${c.path} (${rowsText(c.rows)})`).join(', ')}`
        : '; it holds no array of objects';
    const why = isJsonObject(current)
      ? `${holder} has no key "${segments[covered]}"`
      : `${holder} is ${describeValue(current)}, not an object`;
    throw new InputError(`${source}: path ${path} not found: ${why}${known}`, { source });
  }
  if (!Array.isArray(current)) {
    throw new InputError(`${source}: ${path} is ${describeValue(current)}, expected an array of records`, { source });
  }
  return current;
}
