import { stripBom } from '../../input/bom.ts';
import { InputError } from '../../input/input-error.ts';
import { isJsonObject } from '../../json-value.ts';
import type { JsonObject } from '../../json-value.ts';
import { runSteps } from '../../steps.ts';
import type { Steps } from '../../steps.ts';

/** One parsed line of a JSON Lines log, with its 1-based line number. */
export interface LogLine {
  line: number;
  value: JsonObject;
}

/** Lines read between two pauses of {@link readLogLinesSteps}: a few milliseconds of parsing. */
const LINES_PER_STEP = 500;

/** How far a reading is: UTF-16 code units of the text read so far. */
export interface ReadProgress {
  read: number;
}

/**
 * Reads a JSON Lines log (blank lines skipped; numbers as JavaScript numbers), yielding every
 * {@link LINES_PER_STEP} lines. A last line cut off mid-write (no newline after it) is left out and
 * its number put in `cut.line`, as a live log looks; any other bad line throws an InputError.
 */
export function* readLogLinesSteps(
  text: string,
  fileName: string,
  progress?: ReadProgress,
  cut?: { line?: number },
): Steps<LogLine[]> {
  const body = stripBom(text);
  const lines: LogLine[] = [];
  let lineNo = 0;
  for (let from = 0; from < body.length;) {
    const newline = body.indexOf('\n', from);
    const to = newline === -1 ? body.length : newline;
    const trimmed = body.slice(from, to).trim();
    from = to + 1;
    lineNo++;
    if (lineNo % LINES_PER_STEP === 0) {
      if (progress) progress.read = from;
      yield;
    }
    if (trimmed === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      if (cut && newline === -1) {
        cut.line = lineNo;
        continue;
      }
      throw new InputError(`${fileName}, line ${lineNo}: not JSON (${(error as Error).message})`, {
        source: fileName,
        line: lineNo,
      });
    }
    if (!isJsonObject(value))
      throw new InputError(`${fileName}, line ${lineNo}: not a JSON object`, { source: fileName, line: lineNo });
    lines.push({ line: lineNo, value });
  }
  if (progress) progress.read = text.length;
  return lines;
}

/** {@link readLogLinesSteps} run to the end at once. */
export function readLogLines(text: string, fileName: string): LogLine[] {
  return runSteps(readLogLinesSteps(text, fileName));
}

/** The value at `obj[key]` when it is an object, else undefined. */
export function objectAt(obj: JsonObject | undefined, key: string): JsonObject | undefined {
  const v = obj?.[key];
  return isJsonObject(v) ? v : undefined;
}

/** The value at `obj[key]` when it is a string, else undefined. */
export function stringAt(obj: JsonObject | undefined, key: string): string | undefined {
  const v = obj?.[key];
  return typeof v === 'string' ? v : undefined;
}

/** The value at `obj[key]` when it is a finite number, else 0. */
export function numberAt(obj: JsonObject | undefined, key: string): number {
  const v = obj?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/** The value at `obj[key]` when it is an array, else an empty one. */
export function arrayAt(obj: JsonObject | undefined, key: string): unknown[] {
  const v = obj?.[key];
  return Array.isArray(v) ? v : [];
}

/** The warning for a log's last line cut off mid-write (a live log), the same in every reader. */
export function cutLineWords(line: number): string {
  return `line ${line} is cut off (the log was still being written?): left out, the rest read`;
}
