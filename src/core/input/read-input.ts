import type { DataRecord, JsonObject, JsonValue } from '../json-value.ts';
import { describeValue } from '../describe-value.ts';
import { isJsonNumber, isJsonObject } from '../json-value.ts';
import { fieldsOf, flattenRecords } from '../records.ts';
import { textSize } from '../text-stats.ts';
import type { DuplicateKey, ExactJson, PathStep } from './exact-json.ts';
import { parseExactJson } from './exact-json.ts';
import { InputError } from './input-error.ts';
import { jsonSyntaxError } from './json-syntax.ts';

/** The largest input read, in UTF-8 bytes: 50 MB (50 × 1024 × 1024 bytes). */
export const MAX_INPUT_BYTES = 50 * 1024 * 1024;

/** How the records were found: a top-level array, an array inside an object, or one object per line. */
export type InputFormat = 'json-array' | 'json-object' | 'json-lines';

/** What {@link readInput} may be told. */
export interface ReadInputOptions {
  /** Dotted path of the array of records inside a top-level object (`data.children`, `items`). */
  path?: string;
  /** Turn nested objects into dotted fields (`user.login`); arrays stay values. */
  flatten?: boolean;
}

/** An array of objects inside a top-level object: its dotted path and its length. */
export interface PathCandidate {
  path: string;
  rows: number;
}

/** The records read from one input, and how they were found. */
export interface InputResult {
  /** The records, values as parsed (nested objects and arrays kept, unless flattened). */
  records: DataRecord[];
  /** The union of the records' fields, in order of first appearance. */
  fields: string[];
  /** The dotted path of the array used inside a top-level object; null for an array or JSON Lines. */
  path: string | null;
  /** Every array of objects inside a top-level object (breadth-first, key order), with its rows; empty otherwise. */
  candidates: PathCandidate[];
  /** How the records were found: `json-array`, `json-object` (see {@link path}) or `json-lines`. */
  format: InputFormat;
  /** Things the user should know that did not stop the reading (byte-order mark, path chosen, repeated keys, …). */
  notices: string[];
}

/** At most this many repeated keys are listed one by one; the rest are counted. */
const MAX_DUPLICATE_NOTICES = 10;

/**
 * Refuse an input of more than {@link MAX_INPUT_BYTES}: `tasks.json is 61.2 MB; the limit is
 * 50 MB` (MB = 1024 × 1024 bytes; when the size would round to 50.0 MB it is given in bytes).
 * Exported so a caller can check a file's size before reading its text.
 * @throws InputError when `bytes` exceeds the limit.
 */
export function checkInputSize(bytes: number, source: string): void {
  if (bytes <= MAX_INPUT_BYTES) return;
  const limitMb = MAX_INPUT_BYTES / 2 ** 20;
  const mb = (bytes / 2 ** 20).toFixed(1);
  const message =
    Number(mb) > limitMb
      ? `${source} is ${mb} MB; the limit is ${limitMb} MB`
      : `${source} is ${bytes} bytes; the limit is ${limitMb} MB (${MAX_INPUT_BYTES} bytes)`;
  throw new InputError(message, { source });
}

/**
 * Read a tool response (or a data file) as records, exactly and with clear messages.
 *
 * Shapes: a JSON array of objects (`json-array`); a JSON object holding such an array somewhere
 * (`json-object`): `options.path` picks it (dotted keys, e.g. `data.children`; no array indices),
 * else the largest array of objects found breadth-first through objects (ties: the shallower,
 * then the first; arrays are not looked into) is used and a notice names it and the others (when
 * no array holds only objects, the largest one holding some is checked, so the message names its
 * first non-object); JSON Lines (`json-lines`): when the whole text is not one JSON value, has at
 * least two non-empty lines and its first one is an object, each non-empty line is one record.
 *
 * Values are kept as written: nested objects and arrays stay values (unless `options.flatten`
 * turns nested objects into dotted fields), strings are not altered (lone surrogates and
 * special-token text included), and a number whose text a JavaScript number would not give back
 * (`12345678901234567890`, `0.1000000000000000055511151231257827`, `1.0`) is a JsonNumber
 * holding its digits. A leading byte-order mark is skipped (columns count from the character
 * after it) with a notice.
 *
 * Notices (none of them stop the reading): the byte-order mark; the array used and the other
 * candidates; a key repeated in one object (which key, which record, the last value wins as with
 * JSON.parse); numbers kept digit for digit; strings holding a lone surrogate; fields written
 * twice by flattening.
 * @param source the input's name for messages, e.g. `tasks.json`.
 * @throws InputError (message `<source>: …`, with line, column and excerpt where the problem has
 *   a place) for input over {@link MAX_INPUT_BYTES}, empty input, invalid JSON, NaN or Infinity
 *   tokens, a bad JSON Lines line, a top-level scalar, no array of objects or a path that does not
 *   lead to one, and an element that is not an object.
 */
export function readInput(text: string, source: string, options: ReadInputOptions = {}): InputResult {
  if (text.length * 3 > MAX_INPUT_BYTES) checkInputSize(textSize(text).bytes, source);
  const notices: string[] = [];
  let body = text;
  if (body.charCodeAt(0) === 0xfeff) {
    body = body.slice(1);
    notices.push('a UTF-8 byte-order mark (U+FEFF) at the start was stripped');
  }
  if (body.trim() === '') throw new InputError(`${source} is empty`, { source });
  const path = options.path?.trim() ? options.path.trim() : undefined;

  let parsed: ExactJson;
  try {
    parsed = parseExactJson(body);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const lines = readJsonLines(body, source);
    if (lines === undefined) throw jsonSyntaxError(body, source, error.message);
    if (path !== undefined) {
      throw new InputError(
        `${source} is JSON Lines (one record per line); the path ${path} applies only to a single JSON document`,
        { source },
      );
    }
    notices.push(...duplicateNotices(lines.duplicates));
    if (lines.tooDeep) notices.push(TOO_DEEP_NOTICE);
    return finish(
      lines.records,
      { path: null, candidates: [], format: 'json-lines', notices },
      options,
      (i) => `record ${i + 1} (line ${lines.lineOf[i]})`,
    );
  }

  const { value } = parsed;
  if (parsed.tooDeep) notices.push(TOO_DEEP_NOTICE);
  if (Array.isArray(value)) {
    if (path !== undefined) {
      throw new InputError(
        `${source}: path ${path} not found: the top-level value is an array (of ${value.length}); leave the path out`,
        { source },
      );
    }
    const records = checkRecords(value, source, null);
    notices.push(...duplicateNotices(parsed.duplicates.map((d) => placeDuplicate(d, []))));
    return finish(records, { path: null, candidates: [], format: 'json-array', notices }, options);
  }
  if (!isJsonObject(value)) {
    throw new InputError(
      `${source}: expected an array of records or an object holding one, found ${describeValue(value)}`,
      { source },
    );
  }

  const { candidates, mixed } = findCandidates(value);
  let chosen: string;
  let array: JsonValue[];
  if (path !== undefined) {
    array = followPath(value, path, source, candidates);
    chosen = path;
  } else {
    const best = candidates.reduce<PathCandidate | undefined>(
      (a, c) => (a === undefined || c.rows > a.rows ? c : a),
      undefined,
    );
    if (best === undefined) {
      // An array holding some objects among other values: name its first non-object.
      const largestMixed = mixed.reduce<PathCandidate | undefined>(
        (a, c) => (a === undefined || c.rows > a.rows ? c : a),
        undefined,
      );
      if (largestMixed !== undefined)
        checkRecords(followPath(value, largestMixed.path, source, candidates), source, largestMixed.path);
      throw new InputError(
        `${source}: expected an array of records or an object holding one, found an object with no array of objects in it`,
        { source },
      );
    }
    chosen = best.path;
    array = followPath(value, chosen, source, candidates);
    const others = candidates.filter((c) => c !== best).map((c) => `${c.path} (${rowsText(c.rows)})`);
    notices.push(
      `using ${chosen} (${rowsText(best.rows)})${others.length > 0 ? `; other arrays: ${others.join(', ')}` : ''}`,
    );
  }
  const records = checkRecords(array, source, chosen);
  const steps = pathSteps(value, chosen);
  notices.push(...duplicateNotices(parsed.duplicates.map((d) => placeDuplicate(d, steps))));
  return finish(records, { path: chosen, candidates, format: 'json-object', notices }, options);
}

/** Said when the parse ran out of stack re-reading numbers exactly. */
const TOO_DEEP_NOTICE =
  'the data is nested too deeply to keep every number as written; numbers are as JavaScript reads them';

/** The records flattened if asked, the notices about their values added, the result assembled. */
function finish(
  records: DataRecord[],
  result: Pick<InputResult, 'path' | 'candidates' | 'format' | 'notices'>,
  options: ReadInputOptions,
  recordName: (index: number) => string = (i) => `record ${i + 1}`,
): InputResult {
  let out = records;
  const notices = result.notices;
  notices.push(...valueNotices(records, recordName));
  if (options.flatten) {
    const flat = flattenRecords(records);
    out = flat.records;
    for (const clash of flat.clashes.slice(0, MAX_DUPLICATE_NOTICES)) {
      notices.push(
        `${recordName(clash.record)}: flattening gives the field "${clash.field}" twice (a key of that name and a nested value); the later one wins`,
      );
    }
    if (flat.clashes.length > MAX_DUPLICATE_NOTICES)
      notices.push(`… and ${flat.clashes.length - MAX_DUPLICATE_NOTICES} more fields flattening gives twice`);
  }
  return { records: out, fields: fieldsOf(out), ...result, notices };
}

/** `1 record`, `25 records`. */
function rowsText(rows: number): string {
  return `${rows} record${rows === 1 ? '' : 's'}`;
}

/**
 * `array` as records: every element must be an object.
 * @throws InputError `tasks.json: record 3 is a string, expected an object` (numbered from 1), with
 *   `of data.children` after the number when the array was found at `path`.
 */
export function checkRecords(array: readonly JsonValue[], source: string, path: string | null): DataRecord[] {
  array.forEach((element, index) => {
    if (!isJsonObject(element)) {
      const where = path === null ? '' : ` of ${path}`;
      throw new InputError(`${source}: record ${index + 1}${where} is ${describeValue(element)}, expected an object`, {
        source,
      });
    }
  });
  return array as DataRecord[];
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

/** A repeated key placed relative to the records: which record (0-based) and where in it, or where outside. */
interface PlacedDuplicate {
  key: string;
  /** 0-based record index, or null when the key is outside the records. */
  record: number | null;
  /** Where in the record (or in the file) the object holding the key is: `user`, `items[2]`; '' for the record (or top level) itself. */
  at: string;
  /** The record's name when it is not `record N` (JSON Lines add the line). */
  name?: string;
}

/** `d` placed relative to the array of records at `recordsPath` (keys from the top-level value). */
function placeDuplicate(d: DuplicateKey, recordsPath: readonly string[]): PlacedDuplicate {
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
function pathText(steps: readonly PathStep[]): string {
  let out = '';
  for (const step of steps) out += typeof step === 'number' ? `[${step}]` : out === '' ? step : `.${step}`;
  return out;
}

/**
 * One notice per repeated key (at most {@link MAX_DUPLICATE_NOTICES}, then a count):
 * `record 3 has the key "status" twice; the last value wins, as JSON.parse does`, with ` in user`
 * after `twice` when nested, or `the key "total" appears twice in meta; …` outside the records.
 * A key written three times gives two notices.
 */
function duplicateNotices(duplicates: readonly PlacedDuplicate[]): string[] {
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

/** JSON Lines read: the records, the 1-based line of each, the repeated keys, whether numbers fell back. */
interface JsonLines {
  records: DataRecord[];
  lineOf: number[];
  duplicates: PlacedDuplicate[];
  tooDeep: boolean;
}

/**
 * `body` read as JSON Lines when it looks like them: at least two non-empty lines, the first of
 * which is a JSON object by itself. Undefined otherwise (the caller reports the text as one
 * invalid JSON document).
 * @throws InputError for a line that is not valid JSON (`tasks.jsonl: invalid JSON Lines at line
 *   3, column 5: …`, or the NaN message) or not an object (`tasks.jsonl: line 3 is a string,
 *   expected an object (JSON Lines: one record per line)`).
 */
function readJsonLines(body: string, source: string): JsonLines | undefined {
  const lines = body.split('\n');
  const filled: number[] = [];
  lines.forEach((line, i) => {
    if (line.trim() !== '') filled.push(i);
  });
  if (filled.length < 2) return undefined;
  try {
    if (!isJsonObject(JSON.parse(lines[filled[0]!]!))) return undefined;
  } catch {
    return undefined;
  }
  const out: JsonLines = { records: [], lineOf: [], duplicates: [], tooDeep: false };
  for (const i of filled) {
    const line = lines[i]!;
    const lineNumber = i + 1;
    let parsed: ExactJson;
    try {
      parsed = parseExactJson(line);
    } catch (error) {
      if (error instanceof SyntaxError)
        throw jsonSyntaxError(line, source, error.message, { firstLine: lineNumber, what: 'JSON Lines' });
      throw error;
    }
    if (!isJsonObject(parsed.value)) {
      throw new InputError(
        `${source}: line ${lineNumber} is ${describeValue(parsed.value)}, expected an object (JSON Lines: one record per line)`,
        {
          source,
          line: lineNumber,
        },
      );
    }
    const index = out.records.length;
    for (const d of parsed.duplicates) {
      out.duplicates.push({
        key: d.key,
        record: index,
        at: pathText(d.path),
        name: `record ${index + 1} (line ${lineNumber})`,
      });
    }
    out.tooDeep ||= parsed.tooDeep;
    out.records.push(parsed.value);
    out.lineOf.push(lineNumber);
  }
  return out;
}

/** Any surrogate code unit: the quick test before {@link LONE_SURROGATE}. */
const SURROGATE = /[\ud800-\udfff]/;

/** An unpaired surrogate. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first lone surrogate in `text`, as `U+D800`, or undefined. */
function loneSurrogateIn(text: string): string | undefined {
  const match = LONE_SURROGATE.exec(text);
  return match ? `U+${match[0].charCodeAt(0).toString(16).toUpperCase()}` : undefined;
}

/**
 * Notices about the values of `records`: numbers kept as written (count and first, e.g.
 * `2 numbers are kept digit for digit as written (first: 12345678901234567890 in record 1, field id); a
 * JavaScript number would change them`), and strings or keys holding a lone surrogate (`1 string
 * holds a lone surrogate (first: U+D800 in record 2, field title); kept as it is: JSON writes it as a
 * \ud800 escape, the other formats as the bare code unit, which the tokenizer reads as U+FFFD; TOON cannot write it`).
 * Iterative, so any depth is fine.
 */
function valueNotices(records: readonly DataRecord[], recordName: (index: number) => string): string[] {
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
      `${count} a lone surrogate (first: ${firstSurrogate}); kept as it is: JSON writes it as a \\u escape, the other formats as the bare code unit, which the tokenizer reads as U+FFFD; TOON cannot write it`,
    );
  }
  return notices;
}

/** `record 2, field user.name` (or just `record 2` for the record itself). */
function placeText(record: string, path: readonly PathStep[]): string {
  return path.length === 0 ? record : `${record}, field ${pathText(path)}`;
}
