import type { DataRecord, JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { fieldsOf, flattenRecords } from '../records.ts';
import { textSize } from '../text-stats.ts';
import { stripBom } from './bom.ts';
import { checkRecords } from './check-records.ts';
import { checkSomethingToCount } from './nothing-to-count.ts';
import { describeValue } from '../describe-value.ts';
import type { DuplicateKey, ExactJson } from './exact-json.ts';
import { parseExactJson } from './exact-json.ts';
import { InputError } from './input-error.ts';
import { TOO_DEEP_NOTICE, duplicateNotices, flattenNotices, placeDuplicate, valueNotices } from './input-notices.ts';
import { readJsonLines } from './json-lines.ts';
import type { DecodedInfo } from './decode.ts';
import { decodedNotices } from './decode.ts';
import { checkNestingDepth } from './depth.ts';
import type { TextRead } from './detect-format.ts';
import { formatOfName, readTable, readUnnamedText, startsLikeJson } from './detect-format.ts';
import { splitDelimited } from './delimited.ts';
import { parseYaml } from './yaml-input.ts';
import { jsonSyntaxError } from './json-syntax.ts';
import type { PathCandidate } from './locate-records.ts';
import { WHOLE_OBJECT, locateRecords } from './locate-records.ts';

/** The largest input read, in UTF-8 bytes: 50 MiB (50 × 1024 × 1024 bytes). */
export const MAX_INPUT_BYTES = 50 * 1024 * 1024;

/**
 * How the records were found: a top-level JSON array, an array inside a JSON object (or the
 * object itself), one JSON object per line, CSV or TSV rows under a header, a YAML sequence, or a
 * YAML mapping (read as a JSON object is).
 */
export type InputFormat = 'json-array' | 'json-object' | 'json-lines' | 'csv' | 'tsv' | 'yaml-list' | 'yaml-object';

/** What {@link readInput} may be told. */
export interface ReadInputOptions {
  /** Dotted path of the array of records inside a top-level object (`data.children`, `items`). */
  path?: string;
  /** Turn nested objects into dotted fields (`user.login`); arrays stay values. */
  flatten?: boolean;
  /** How the text was decoded from a file's bytes (`decodeBytes`): said in the notices. */
  decoded?: DecodedInfo;
  /**
   * Read JSON and JSON Lines only, whatever the name (an agent log's tool results: there, text that
   * happens to parse as YAML or CSV, `ok: 3 tests passed`, is plain text, not records).
   */
  jsonOnly?: boolean;
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
  /** How the records were found (see {@link InputFormat}; {@link path} for `json-object` and `yaml-object`). */
  format: InputFormat;
  /** Things the user should know that did not stop the reading (byte-order mark, path chosen, repeated keys, …). */
  notices: string[];
  /** The parsed document the records came from (a JSON array or object); absent when there is none (JSON Lines): the records are the document. */
  document?: JsonValue;
  /** The keys from {@link document}'s root to the records' array (`[]`: it is the array); null when the document is the one record. */
  recordsAt?: string[] | null;
}

/**
 * Refuse an input of more than {@link MAX_INPUT_BYTES} (message in MiB, 1024 × 1024 bytes); exported
 * so a caller can check a file's size before reading its text.
 * @throws InputError when `bytes` exceeds the limit.
 */
export function checkInputSize(bytes: number, source: string): void {
  if (bytes <= MAX_INPUT_BYTES) return;
  const limitMb = MAX_INPUT_BYTES / 2 ** 20;
  const mb = (bytes / 2 ** 20).toFixed(1);
  const message =
    Number(mb) > limitMb
      ? `${source} is ${mb} MiB; the limit is ${limitMb} MiB`
      : `${source} is ${bytes} bytes; the limit is ${limitMb} MiB (${MAX_INPUT_BYTES} bytes)`;
  throw new InputError(message, { source });
}

/**
 * Read a tool response (or a data file) as records, exactly and with clear messages: which reader,
 * which shapes, what is kept digit for digit and what is said are in docs/input.md.
 * @throws InputError (`<source>: …`, with line, column and excerpt where the problem has a place).
 */
export function readInput(text: string, source: string, options: ReadInputOptions = {}): InputResult {
  if (text.length * 3 > MAX_INPUT_BYTES) checkInputSize(textSize(text).bytes, source);
  if (options.decoded?.binary)
    throw new InputError(`${source}: looks like ${options.decoded.binary}, not text`, { source });
  const notices: string[] = options.decoded ? decodedNotices(options.decoded) : [];
  const body = stripBom(text);
  if (body.length < text.length) {
    notices.push('a UTF-8 byte-order mark (U+FEFF) at the start was stripped');
  }
  if (body.trim() === '') throw new InputError(`${source} is empty`, { source });
  const path = options.path?.trim() ? options.path.trim() : undefined;
  const named = options.jsonOnly ? 'json' : formatOfName(source);
  if (named === 'csv' || named === 'tsv') {
    return fromText(
      readTable(splitDelimited(body, named === 'csv' ? ',' : '\t'), source),
      source,
      path,
      notices,
      options,
    );
  }
  if (named === 'yaml') {
    const yaml = parseYaml(body, source);
    if (!yaml.ok) throw yaml.error;
    return fromText({ kind: 'yaml', value: yaml.value }, source, path, notices, options);
  }

  let parsed: ExactJson;
  try {
    parsed = parseExactJson(body);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const lines = readJsonLines(body, source);
    if (lines === undefined) {
      const syntaxError = jsonSyntaxError(body, source, error.message);
      if (startsLikeJson(body) || options.jsonOnly) throw syntaxError;
      if (named !== 'json') return fromText(readUnnamedText(body, source), source, path, notices, options);
      // A .json file holding CSV or YAML is read as what it holds; else its JSON error is the one to show.
      let read: TextRead;
      try {
        read = readUnnamedText(body, source);
      } catch {
        throw syntaxError;
      }
      notices.push(`${source} is not JSON; read by its content`);
      return fromText(
        read.kind === 'yaml' ? { kind: 'yaml', value: read.value } : read,
        source,
        path,
        notices,
        options,
      );
    }
    onlyWholeDocuments(path, source, 'JSON Lines (one record per line)');
    checkNestingDepth(lines.records, source);
    notices.push(...duplicateNotices(lines.duplicates));
    if (lines.tooDeep) notices.push(TOO_DEEP_NOTICE);
    return finish(
      lines.records,
      { path: null, candidates: [], format: 'json-lines', notices },
      source,
      options,
      (i) => `record ${i + 1} (line ${lines.lineOf[i]})`,
    );
  }
  if (parsed.tooDeep) notices.push(TOO_DEEP_NOTICE);
  return fromValue(parsed.value, 'json', source, path, notices, options, parsed.duplicates);
}

/** Records of CSV/TSV or YAML text (the reader's notice added). */
function fromText(
  read: TextRead,
  source: string,
  path: string | undefined,
  notices: string[],
  options: ReadInputOptions,
): InputResult {
  if (read.kind === 'yaml') {
    if (read.notice !== undefined) notices.push(read.notice);
    return fromValue(read.value, 'yaml', source, path, notices, options, []);
  }
  onlyWholeDocuments(path, source, read.format === 'csv' ? 'CSV (one record per row)' : 'TSV (one record per row)');
  notices.push(read.notice);
  return finish(read.records, { path: null, candidates: [], format: read.format, notices }, source, options);
}

/** @throws InputError when a path is given for input that has no document to find it in. */
function onlyWholeDocuments(path: string | undefined, source: string, what: string): void {
  if (path === undefined) return;
  throw new InputError(`${source} is ${what}; the path ${path} applies only to a single JSON or YAML document`, {
    source,
  });
}

/** The records of a parsed JSON or YAML document: an array of them, an object holding one, or one object. */
function fromValue(
  value: JsonValue,
  family: 'json' | 'yaml',
  source: string,
  path: string | undefined,
  notices: string[],
  options: ReadInputOptions,
  duplicates: readonly DuplicateKey[],
): InputResult {
  checkNestingDepth(value, source);
  if (Array.isArray(value)) {
    if (path !== undefined) {
      throw new InputError(
        `${source}: path ${path} not found: the top-level value is an array (of ${value.length}); leave the path out`,
        { source },
      );
    }
    const records = checkRecords(value, source, null);
    notices.push(...duplicateNotices(duplicates.map((d) => placeDuplicate(d, []))));
    const format = family === 'json' ? 'json-array' : 'yaml-list';
    return {
      ...finish(records, { path: null, candidates: [], format, notices }, source, options),
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
  notices.push(...duplicateNotices(duplicates.map((d) => placeDuplicate(d, located.steps))));
  const { records, candidates } = located;
  const recordsAt = located.path === WHOLE_OBJECT ? null : located.steps;
  const format = family === 'json' ? 'json-object' : 'yaml-object';
  return {
    ...finish(records, { path: located.path, candidates, format, notices }, source, options),
    document: value,
    recordsAt,
  };
}

/** The records flattened if asked, the notices about their values added, the result assembled. */
function finish(
  records: DataRecord[],
  result: Pick<InputResult, 'path' | 'candidates' | 'format' | 'notices'>,
  source: string,
  options: ReadInputOptions,
  recordName: (index: number) => string = (i) => `record ${i + 1}`,
): InputResult {
  checkSomethingToCount(records, source, result);
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
