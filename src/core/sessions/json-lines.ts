import { stripBom } from '../input/bom.ts';
import { InputError } from '../input/input-error.ts';
import { isJsonObject } from '../json-value.ts';
import type { JsonObject } from '../json-value.ts';

/** One parsed line of a JSON Lines log, with its 1-based line number. */
export interface LogLine {
  line: number;
  value: JsonObject;
}

/**
 * Reads a JSON Lines log: one JSON object per line; blank lines are skipped and the last line
 * may lack its newline (logs are written while the agent runs). A leading byte order mark is
 * dropped. Numbers are read as JavaScript numbers (usage counts are small integers).
 * @throws InputError naming the file, line and the parser's message when a line is not a JSON object.
 */
export function readLogLines(text: string, fileName: string): LogLine[] {
  const body = stripBom(text);
  const lines: LogLine[] = [];
  let lineNo = 0;
  for (const raw of body.split('\n')) {
    lineNo++;
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      throw new InputError(`${fileName}, line ${lineNo}: not JSON (${(error as Error).message})`, {
        source: fileName,
        line: lineNo,
      });
    }
    if (!isJsonObject(value))
      throw new InputError(`${fileName}, line ${lineNo}: not a JSON object`, { source: fileName, line: lineNo });
    lines.push({ line: lineNo, value });
  }
  return lines;
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
