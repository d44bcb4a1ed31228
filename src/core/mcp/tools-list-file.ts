/**
 * A file given as a `tools/list` result (`transport --tools-list`): the JSON-RPC response or its bare
 * result, counted as written; an `mcp --save` capture, whose tools are written as on the wire; anything
 * else refused, naming what was found.
 */
import type { JsonObject, JsonValue } from '../json-value.ts';
import { isJsonObject, jsonTypeOf } from '../json-value.ts';
import { InputError } from '../input/input-error.ts';
import { parseJsonLocated } from '../input/json-syntax.ts';
import { stripBom } from '../input/bom.ts';
import { recogniseCapture } from './capture.ts';
import { wireToolsListText } from './wire.ts';

/** The text to count, and where it came from: the file as written, or a capture's tools on the wire. */
export type ToolsListFile = { kind: 'list'; text: string } | { kind: 'capture'; text: string; tools: number };

/** Keys named in the words before "…". */
const KEYS_SHOWN = 6;

/** Up to {@link KEYS_SHOWN} of an object's keys, comma-separated. */
function keysWords(value: JsonObject): string {
  const keys = Object.keys(value);
  return keys.slice(0, KEYS_SHOWN).join(', ') + (keys.length > KEYS_SHOWN ? ', …' : '');
}

/** `a JSON object with keys a, b, c` and the like: what a document is, in words. */
function foundWords(value: JsonValue): string {
  if (Array.isArray(value)) return `a JSON array of ${value.length} items`;
  if (!isJsonObject(value)) return `a JSON ${jsonTypeOf(value)}`;
  if (Object.keys(value).length === 0) return 'an empty JSON object';
  if (isJsonObject(value.result)) return `a JSON-RPC response whose result has keys ${keysWords(value.result)}`;
  return `a JSON object with keys ${keysWords(value)}`;
}

/** True when `value` is `{"tools": [...]}`, each tool an object with a name. */
function isToolsResult(value: JsonValue | undefined): value is JsonObject {
  return (
    isJsonObject(value) &&
    Array.isArray(value.tools) &&
    value.tools.every((tool) => isJsonObject(tool) && typeof tool.name === 'string')
  );
}

/**
 * `text` (the file `source`) read as a tools list.
 * @throws InputError when it is not JSON, a malformed capture, or JSON of another shape (named).
 */
export function readToolsListFile(text: string, source: string): ToolsListFile {
  const body = stripBom(text);
  const capture = recogniseCapture(body, source);
  if (capture) return { kind: 'capture', text: wireToolsListText(capture.tools), tools: capture.tools.length };
  const value = parseJsonLocated(body, source) as JsonValue;
  if (isToolsResult(value) || (isJsonObject(value) && isToolsResult(value.result))) return { kind: 'list', text: body };
  throw new InputError(
    `${source} is not a tools/list result: found ${foundWords(value)}; give the JSON-RPC response ` +
      '({"jsonrpc": "2.0", "id": 1, "result": {"tools": [...]}}), its result ({"tools": [...]}) ' +
      'or a capture written by mcp --save',
    { source },
  );
}
