import { describe, expect, test } from 'vitest';
import type { JsonValue } from '../json-value.ts';
import { InputError } from '../input/input-error.ts';
import type { McpCapture } from './capture.ts';
import { CAPTURE_TYPE, REDACTED, checkCapture, readCapture, redactSecrets } from './capture.ts';

const capture: McpCapture = {
  type: CAPTURE_TYPE,
  version: 1,
  capturedAt: '2026-12-02T07:00:00.000Z',
  connection: { transport: 'stdio', target: 'node server.js' },
  server: {
    name: 's',
    version: '1.0.0',
    protocolVersion: '2025-11-25',
    instructions: null,
    capabilities: { tools: {} },
  },
  tools: [{ name: 'echo', inputSchema: { type: 'object' } }],
  resources: null,
  prompts: [],
  calls: [
    { name: 'echo', arguments: { message: 'hi' }, result: { content: [] }, error: null, ms: 3, redactions: 0 },
    { name: 'gone', arguments: {}, result: null, error: 'MCP error -32601: no', ms: 1, redactions: 0 },
  ],
  times: { connectMs: 10, listMs: 2 },
};

/** A copy of the capture with `change` applied to its JSON. */
function changed(change: (doc: Record<string, unknown>) => void): JsonValue {
  const doc = JSON.parse(JSON.stringify(capture)) as Record<string, unknown>;
  change(doc);
  return doc as JsonValue;
}

describe('checkCapture', () => {
  test('a version-1 capture comes back as it was written', () => {
    expect(checkCapture(JSON.parse(JSON.stringify(capture)) as JsonValue, 'c.json')).toEqual(capture);
  });

  test.each([
    ['not an object', () => [] as JsonValue, 'c.json: not an MCP capture: the document must be an object'],
    [
      'another type',
      () => changed((d) => (d.type = 'other')),
      'c.json: not an MCP capture: type must be "cce-mcp-capture"',
    ],
    [
      'a newer version',
      () => changed((d) => (d.version = 2)),
      'c.json: MCP capture version 2 is not read here (this version reads 1)',
    ],
    [
      'an unknown transport',
      () => changed((d) => ((d.connection as Record<string, unknown>).transport = 'ws')),
      'c.json: not an MCP capture: connection.transport must be stdio, streamable-http, sse',
    ],
    [
      'a call without its time',
      () => changed((d) => delete (d.calls as Record<string, unknown>[])[1]!.ms),
      'c.json: not an MCP capture: calls[1].ms must be a number ≥ 0',
    ],
    [
      'a tool that is not an object',
      () => changed((d) => (d.tools = ['echo'])),
      'c.json: not an MCP capture: tools[0] must be an object',
    ],
    [
      'resources neither a list nor null',
      () => changed((d) => (d.resources = {})),
      'c.json: not an MCP capture: resources must be a list or null',
    ],
  ])('refuses %s, naming the key', (_name, doc, message) => {
    expect(() => checkCapture(doc(), 'c.json')).toThrow(new InputError(message, { source: 'c.json' }));
    expect(() => checkCapture(doc(), 'c.json')).toThrow(message);
  });
});

describe('redactSecrets', () => {
  test('every occurrence in strings and keys, counted; the rest kept', () => {
    const value = { 'sk-123456': 'a sk-123456 b sk-123456', n: 3, list: ['x', 'Bearer sk-123456'] };
    expect(redactSecrets(value, ['sk-123456'])).toEqual({
      value: { [REDACTED]: `a ${REDACTED} b ${REDACTED}`, n: 3, list: ['x', `Bearer ${REDACTED}`] },
      count: 4,
    });
  });

  test('the longest secret first, so a secret inside another leaves nothing of either', () => {
    expect(redactSecrets('Bearer abcdef', ['abcdef', 'Bearer abcdef'])).toEqual({ value: REDACTED, count: 1 });
  });

  test('secrets under 3 characters are not searched for', () => {
    expect(redactSecrets('a b', ['a', ''])).toEqual({ value: 'a b', count: 0 });
  });
});

describe('readCapture', () => {
  const text = `${JSON.stringify(capture, null, 2)}\n`;

  test('the text --save writes comes back as the capture', () => {
    expect(readCapture(text, 'c.json')).toEqual(capture);
  });

  test('invalid JSON: where it breaks', () => {
    const broken = text.replace('"stdio"', '"stdio",,');
    expect(() => readCapture(broken, 'c.json')).toThrow(
      'c.json: invalid JSON at line 6, column 26: Expected double-quoted property name',
    );
  });

  test('empty text and a tool without a name or input schema', () => {
    expect(() => readCapture('  \n', 'c.json')).toThrow('c.json is empty');
    const nameless = changed((d) => (d.tools = [{ inputSchema: {} }]));
    expect(() => readCapture(JSON.stringify(nameless), 'c.json')).toThrow(
      'c.json: not an MCP capture: tools[0].name must be text',
    );
    const schemaless = changed((d) => (d.tools = [{ name: 'x' }]));
    expect(() => readCapture(JSON.stringify(schemaless), 'c.json')).toThrow(
      'c.json: not an MCP capture: tools[0].inputSchema must be an object',
    );
  });
});
