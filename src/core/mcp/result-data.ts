/**
 * A `tools/call` result as data for the ladder: the text the records are read from, and whether
 * it holds records, as the page's data loader and `npm run mcp -- --ladder` read it (`readInput`,
 * JSON only: a top-level array, the largest array of objects inside an object, or the object).
 */
import type { CallToolResult } from '../hosts/index.ts';
import { textOfBlocks } from '../hosts/index.ts';
import { InputError } from '../input/input-error.ts';
import { readInput } from '../input/read-input.ts';
import type { JsonObject } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';

/**
 * The text the ladder reads from `result`: its content's text (text blocks joined by a newline),
 * or, when that is empty, its `structuredContent` as JSON.
 */
export function recordsTextOf(result: JsonObject): string {
  const text = textOfBlocks({ content: Array.isArray(result.content) ? result.content : [] } as CallToolResult);
  if (text.trim() !== '' || result.structuredContent === undefined) return text;
  return toJsonText(result.structuredContent);
}

/** The name a call's result goes by as data: `echo result.json`. */
export function resultDataName(tool: string): string {
  return `${tool} result.json`;
}

/** How many records the result's text holds, or why it holds none (the reader's message). */
export type ResultRecords = { records: number } | { problem: string };

/** {@link ResultRecords} of `result`, read as the ladder would read it (JSON only). */
export function resultRecords(tool: string, result: JsonObject): ResultRecords {
  try {
    return { records: readInput(recordsTextOf(result), resultDataName(tool), { jsonOnly: true }).records.length };
  } catch (error) {
    if (error instanceof InputError) return { problem: error.message };
    throw error;
  }
}
