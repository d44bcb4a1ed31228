import { describe, expect, test } from 'vitest';
import type { JsonValue } from '../json-value.ts';
import { InputError } from '../input/input-error.ts';
import { SMALL_CAPTURE as capture } from './capture.fixture.ts';
import { REDACTED, checkCapture, readCapture, recogniseCapture, redactSecrets } from './capture.ts';

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

describe('recogniseCapture', () => {
  const text = `${JSON.stringify(capture, null, 2)}\n`;

  test('a capture, keys in any order, a byte-order mark before it: the capture', () => {
    expect(recogniseCapture(text, 'c.json')).toEqual(capture);
    const sorted = JSON.stringify(Object.fromEntries(Object.entries(capture).sort(([a], [b]) => a.localeCompare(b))));
    expect(sorted.startsWith('{"calls"')).toBe(true);
    expect(recogniseCapture(`\uFEFF${sorted}`, 'c.json')).toEqual(capture);
  });

  test.each([
    ['records', '[{"type": "cce-mcp-capture"}]'],
    ['an object of another type that mentions it', '{"type": "note", "text": "cce-mcp-capture"}'],
    ['JSON Lines', '{"id": 1}\n{"id": 2}'],
    ['invalid JSON that only mentions the type', '{"note": "cce-mcp-capture",,}'],
    ['CSV', 'type,name\ncce-mcp-capture,x'],
  ])('not a capture: %s', (_name, data) => {
    expect(recogniseCapture(data, 'd.json')).toBeNull();
  });

  test('looks like a capture but is broken: the JSON error, or the key that is wrong', () => {
    expect(() => recogniseCapture(text.replace('"stdio"', '"stdio",,'), 'c.json')).toThrow(
      'c.json: invalid JSON at line 6, column 26: Expected double-quoted property name',
    );
    expect(() => recogniseCapture(text.slice(0, 200), 'c.json')).toThrow('c.json: invalid JSON at line');
    const timeless = JSON.stringify(changed((d) => delete d.times));
    expect(() => recogniseCapture(timeless, 'c.json')).toThrow('c.json: not an MCP capture: times must be an object');
  });
});
