/**
 * A capture of one live MCP server (`npm run mcp -- --save FILE`), written by the command line and
 * opened by the page, so its versioned shape (docs/cli.md, "The capture file") is checked here.
 */
import type { JsonObject, JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { InputError } from '../input/input-error.ts';
import { parseJsonLocated } from '../input/json-syntax.ts';

/** The `type` every capture carries. */
export const CAPTURE_TYPE = 'cce-mcp-capture';
/** The shape's version this code writes and reads. */
export const CAPTURE_VERSION = 1;
/** What a secret is replaced with in output and captures. */
export const REDACTED = '[redacted]';

/** How the command line reached the server. */
export type CaptureTransport = 'stdio' | 'streamable-http' | 'sse';

/** One `tools/call` made: its result (null when the request failed) or the error's message. */
export interface CapturedCall {
  name: string;
  arguments: JsonObject;
  result: JsonObject | null;
  error: string | null;
  /** Wall time of the request, in milliseconds. */
  ms: number;
  /** Secrets replaced by {@link REDACTED} in `result`. */
  redactions: number;
}

/** A capture, version 1 (see the file's comment). */
export interface McpCapture {
  type: typeof CAPTURE_TYPE;
  version: typeof CAPTURE_VERSION;
  capturedAt: string;
  connection: { transport: CaptureTransport; target: string };
  server: {
    name: string;
    version: string;
    protocolVersion: string | null;
    instructions: string | null;
    capabilities: JsonObject;
  };
  tools: JsonObject[];
  resources: JsonObject[] | null;
  prompts: JsonObject[] | null;
  calls: CapturedCall[];
  /** Milliseconds: connecting (initialize included), then listing tools, resources and prompts. */
  times: { connectMs: number; listMs: number };
}

const TRANSPORTS: readonly CaptureTransport[] = ['stdio', 'streamable-http', 'sse'];

/** A problem at `where` (`calls[2].ms`) in the capture `source`. */
function problem(source: string, where: string, what: string): InputError {
  return new InputError(`${source}: not an MCP capture: ${where} ${what}`, { source });
}

function objectAt(source: string, where: string, value: unknown): JsonObject {
  if (!isJsonObject(value)) throw problem(source, where, 'must be an object');
  return value;
}

function textAt(source: string, where: string, value: unknown, nullable = false): string {
  if (typeof value === 'string' || (nullable && value === null)) return value as string;
  throw problem(source, where, nullable ? 'must be text or null' : 'must be text');
}

function numberAt(source: string, where: string, value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  throw problem(source, where, 'must be a number ≥ 0');
}

function objectsAt(source: string, where: string, value: unknown, nullable = false): JsonObject[] | null {
  if (nullable && value === null) return null;
  if (!Array.isArray(value)) throw problem(source, where, nullable ? 'must be a list or null' : 'must be a list');
  return value.map((item, i) => objectAt(source, `${where}[${i}]`, item));
}

/**
 * `value` (a parsed JSON document) checked as a version-1 capture named `source`, returned typed.
 * @throws InputError naming the first key missing or of the wrong kind, or a version this code cannot read.
 */
export function checkCapture(value: JsonValue, source: string): McpCapture {
  const root = objectAt(source, 'the document', value);
  if (root.type !== CAPTURE_TYPE) throw problem(source, 'type', `must be "${CAPTURE_TYPE}"`);
  if (root.version !== CAPTURE_VERSION)
    throw new InputError(
      `${source}: MCP capture version ${JSON.stringify(root.version)} is not read here (this version reads ${CAPTURE_VERSION})`,
      { source },
    );
  const connection = objectAt(source, 'connection', root.connection);
  const transport = connection.transport as CaptureTransport;
  if (!TRANSPORTS.includes(transport))
    throw problem(source, 'connection.transport', `must be ${TRANSPORTS.join(', ')}`);
  const server = objectAt(source, 'server', root.server);
  const calls = objectsAt(source, 'calls', root.calls)!.map((call, i): CapturedCall => {
    const at = `calls[${i}]`;
    return {
      name: textAt(source, `${at}.name`, call.name),
      arguments: objectAt(source, `${at}.arguments`, call.arguments),
      result: call.result === null ? null : objectAt(source, `${at}.result`, call.result),
      error: textAt(source, `${at}.error`, call.error, true),
      ms: numberAt(source, `${at}.ms`, call.ms),
      redactions: numberAt(source, `${at}.redactions`, call.redactions),
    };
  });
  const times = objectAt(source, 'times', root.times);
  return {
    type: CAPTURE_TYPE,
    version: CAPTURE_VERSION,
    capturedAt: textAt(source, 'capturedAt', root.capturedAt),
    connection: { transport, target: textAt(source, 'connection.target', connection.target) },
    server: {
      name: textAt(source, 'server.name', server.name),
      version: textAt(source, 'server.version', server.version),
      protocolVersion: textAt(source, 'server.protocolVersion', server.protocolVersion, true),
      instructions: textAt(source, 'server.instructions', server.instructions, true),
      capabilities: objectAt(source, 'server.capabilities', server.capabilities),
    },
    tools: objectsAt(source, 'tools', root.tools)!.map((tool, i) => {
      textAt(source, `tools[${i}].name`, tool.name);
      objectAt(source, `tools[${i}].inputSchema`, tool.inputSchema);
      return tool;
    }),
    resources: objectsAt(source, 'resources', root.resources, true),
    prompts: objectsAt(source, 'prompts', root.prompts, true),
    calls,
    times: {
      connectMs: numberAt(source, 'times.connectMs', times.connectMs),
      listMs: numberAt(source, 'times.listMs', times.listMs),
    },
  };
}

/**
 * A capture file's text (as `--save` wrote it) parsed and checked ({@link checkCapture}).
 * @throws InputError: empty text, invalid JSON (with its line and column), or the first key that
 *   is missing or of the wrong kind.
 */
export function readCapture(text: string, source: string): McpCapture {
  return checkCapture(parseJsonLocated(text, source) as JsonValue, source);
}

// What marks a capture's text before it is parsed: `--save` writes the type first, but a capture
// edited by hand or written by another tool may have its keys in any order.
const TYPE_MARK = new RegExp(`"type"\\s*:\\s*"${CAPTURE_TYPE}"`);

/**
 * A text given as data recognised by its shape: the checked capture, or `null` when it is not one (a text
 * not naming {@link CAPTURE_TYPE} is not even parsed, so data stays cheap).
 * @throws InputError when it looks like a capture but is malformed ({@link checkCapture}'s first problem).
 */
export function recogniseCapture(text: string, source: string): McpCapture | null {
  if (!text.includes(CAPTURE_TYPE) || !/^\uFEFF?\s*\{/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = parseJsonLocated(text, source);
  } catch (error) {
    if (error instanceof InputError && TYPE_MARK.test(text)) throw error;
    return null;
  }
  if (!isJsonObject(parsed as JsonValue) || (parsed as JsonObject).type !== CAPTURE_TYPE) return null;
  return checkCapture(parsed as JsonValue, source);
}

/**
 * The secrets in the values given for a server (header values, environment values): each value,
 * and each part of it 8 characters or longer (the credential after an auth scheme: `Bearer sk-…`
 * gives `sk-…` too, which a server may echo on its own).
 */
export function secretsOfValues(values: readonly string[]): string[] {
  return values.flatMap((value) => [value, ...value.split(/\s+/).filter((part) => part.length >= 8)]);
}

/**
 * Every occurrence of each secret in `value`'s strings (keys too) replaced by {@link REDACTED};
 * returns the new value and how many were replaced. Secrets shorter than 3 characters are not
 * searched for: replacing every `a` would say nothing and destroy the text.
 */
export function redactSecrets<T extends JsonValue>(value: T, secrets: readonly string[]): { value: T; count: number } {
  const wanted = [...new Set(secrets.filter((s) => s.length >= 3))].sort((a, b) => b.length - a.length);
  let count = 0;
  const text = (s: string): string => {
    let out = s;
    for (const secret of wanted) {
      const parts = out.split(secret);
      count += parts.length - 1;
      out = parts.join(REDACTED);
    }
    return out;
  };
  const walk = (v: JsonValue): JsonValue => {
    if (typeof v === 'string') return text(v);
    if (Array.isArray(v)) return v.map(walk);
    if (isJsonObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [text(k), walk(x)]));
    return v;
  };
  const result = wanted.length === 0 ? value : (walk(value) as T);
  return { value: result, count };
}
