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

/**
 * The array of records in `root`: the one the dotted `path` names (no array indices), else the
 * largest array of objects found breadth-first through objects (ties: the shallower, then the
 * first; arrays are not looked into), named by {@link LocatedRecords.notice} with the others.
 * When no array holds only objects, the largest one holding some is checked, so the message
 * names its first non-object.
 * @param source the input's name for messages, e.g. `tasks.json`.
 * @throws InputError for a path that does not lead to an array (see {@link followPath}), an
 *   object with no array of objects in it, and an element that is not an object.
 */
export function locateRecords(root: JsonObject, path: string | undefined, source: string): LocatedRecords {
  const { candidates, mixed } = findCandidates(root);
  let chosen: string;
  let array: JsonValue[];
  let notice: string | undefined;
  if (path !== undefined) {
    array = followPath(root, path, source, candidates);
    chosen = path;
  } else {
    const best = largest(candidates);
    if (best === undefined) {
      // An array holding some objects among other values: name its first non-object.
      const largestMixed = largest(mixed);
      if (largestMixed !== undefined)
        checkRecords(followPath(root, largestMixed.path, source, candidates), source, largestMixed.path);
      throw new InputError(
        `${source}: expected an array of records or an object holding one, found an object with no array of objects in it`,
        { source },
      );
    }
    chosen = best.path;
    array = followPath(root, chosen, source, candidates);
    const others = candidates.filter((c) => c !== best).map((c) => `${c.path} (${rowsText(c.rows)})`);
    notice = `using ${chosen} (${rowsText(best.rows)})${others.length > 0 ? `; other arrays: ${others.join(', ')}` : ''}`;
  }
  const records = checkRecords(array, source, chosen);
  const located: LocatedRecords = { records, path: chosen, candidates, steps: pathSteps(root, chosen) };
  if (notice !== undefined) located.notice = notice;
  return located;
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
 * @throws InputError `tasks.json: path data.children not found: data has no key "children"; arrays
 *   of objects in it: items (3 records)` (or `…; it holds no array of objects`), `… data is an
 *   array, not an object`, or `tasks.json: data.children is an object, expected an array of records`.
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
