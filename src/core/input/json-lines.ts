/** JSON Lines: one JSON object per non-empty line, each a record. */
import type { DataRecord } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { describeValue } from '../describe-value.ts';
import type { ExactJson } from './exact-json.ts';
import { parseExactJson } from './exact-json.ts';
import type { PlacedDuplicate } from './input-notices.ts';
import { pathText } from './input-notices.ts';
import { InputError } from './input-error.ts';
import { jsonSyntaxError } from './json-syntax.ts';

/** JSON Lines read: the records, the 1-based line of each, the repeated keys, whether numbers fell back. */
export interface JsonLines {
  records: DataRecord[];
  lineOf: number[];
  duplicates: PlacedDuplicate[];
  tooDeep: boolean;
}

/**
 * `body` as JSON Lines when it looks like them (at least two non-empty lines, the first a JSON object),
 * else undefined (the caller reports one invalid JSON document).
 * @throws InputError for a line that is not valid JSON or not an object.
 */
export function readJsonLines(body: string, source: string): JsonLines | undefined {
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
