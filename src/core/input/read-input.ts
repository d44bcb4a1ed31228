import type { DataRecord, JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { fieldsOf, flattenRecords } from '../records.ts';
import { textSize } from '../text-stats.ts';
import { stripBom } from './bom.ts';
import { checkRecords } from './check-records.ts';
import { describeValue } from '../describe-value.ts';
import type { ExactJson } from './exact-json.ts';
import { parseExactJson } from './exact-json.ts';
import { InputError } from './input-error.ts';
import { TOO_DEEP_NOTICE, duplicateNotices, flattenNotices, placeDuplicate, valueNotices } from './input-notices.ts';
import { readJsonLines } from './json-lines.ts';
import { jsonSyntaxError } from './json-syntax.ts';
import type { PathCandidate } from './locate-records.ts';
import { WHOLE_OBJECT, locateRecords } from './locate-records.ts';

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
  /** The parsed document the records came from (a JSON array or object); absent when there is none (JSON Lines): the records are the document. */
  document?: JsonValue;
  /** The keys from {@link document}'s root to the records' array (`[]`: it is the array); null when the document is the one record. */
  recordsAt?: string[] | null;
}

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
  const body = stripBom(text);
  if (body.length < text.length) {
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
    return {
      ...finish(records, { path: null, candidates: [], format: 'json-array', notices }, options),
      document: value,
      recordsAt: [],
    };
  }
  if (!isJsonObject(value)) {
    throw new InputError(
      `${source}: expected an array of records or an object holding one, found ${describeValue(value)}`,
      { source },
    );
  }

  const located = locateRecords(value, path, source);
  if (located.notice !== undefined) notices.push(located.notice);
  notices.push(...duplicateNotices(parsed.duplicates.map((d) => placeDuplicate(d, located.steps))));
  const { records, candidates } = located;
  const recordsAt = located.path === WHOLE_OBJECT ? null : located.steps;
  return {
    ...finish(records, { path: located.path, candidates, format: 'json-object', notices }, options),
    document: value,
    recordsAt,
  };
}

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
    notices.push(...flattenNotices(flat.clashes, recordName));
  }
  return { records: out, fields: fieldsOf(out), ...result, notices };
}
