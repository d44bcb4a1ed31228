import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mcpExamplesDir } from '../../node/reference-dir.ts';
import type { JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { callRequestText, callResultText, structuredContentOf } from './call.ts';
import { countQuotes, jsonText } from './json-text.ts';

const CLIENT = { name: 'ExampleClient', version: '1.0.0' };

describe('jsonText', () => {
  test.each([
    { name: 'quotes and backslashes', input: 'a "b" \\ c', ascii: '"a \\"b\\" \\\\ c"' },
    { name: 'newlines, CR, tab', input: 'a\nb\r\tc', ascii: '"a\\nb\\r\\tc"' },
    {
      name: 'other control characters',
      input: '\u0000\u0001\u001f\u0008\u000c\u007f',
      ascii: '"\\u0000\\u0001\\u001f\\b\\f\u007f"',
    },
    { name: 'non-ASCII', input: 'café 日本', ascii: '"caf\\u00e9 \\u65e5\\u672c"' },
    { name: 'emoji as a surrogate pair', input: '😀', ascii: '"\\ud83d\\ude00"' },
    { name: 'a lone surrogate', input: 'x\ud800y', ascii: '"x\\ud800y"' },
    { name: 'special-token text', input: '<|endoftext|>', ascii: '"<|endoftext|>"' },
  ])('should escape $name exactly once', ({ input, ascii }) => {
    expect(jsonText(input, true)).toBe(ascii);
    expect(JSON.parse(jsonText(input, true))).toBe(input);
    expect(JSON.parse(jsonText(input, false))).toBe(input);
  });
  test('should leave non-ASCII as UTF-8 without ascii', () => {
    expect(jsonText('café 😀', false)).toBe('"café 😀"');
  });
  test('should escape a payload once, so the result parses back to the same payload', () => {
    const payload = '[{"a":"x \\"y\\"\\n"}]\nid,note\n1,"a ""b"""\n';
    const result = JSON.parse(callResultText({ revision: '2025', id: 2, ascii: true }, payload));
    expect(result.result.content[0].text).toBe(payload);
  });
});

describe('countQuotes', () => {
  test('should count every double quote', () => {
    expect(countQuotes('[{"a":"b"}]')).toBe(4);
    expect(countQuotes('no quotes')).toBe(0);
  });
});

describe('callRequestText / callResultText', () => {
  test('should write the 2025 result shape exactly', () => {
    expect(callResultText({ revision: '2025', id: 2, ascii: true }, 'x')).toBe(
      '{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"x"}],"isError":false}}',
    );
  });
  test('should write the 2026-07-28 request and result exactly', () => {
    expect(
      callRequestText({ revision: '2026-07-28', id: 2, tool: 't', fields: ['id'], client: CLIENT, ascii: true }),
    ).toBe(
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"ExampleClient","version":"1.0.0"},"io.modelcontextprotocol/clientCapabilities":{}},"name":"t","arguments":{"fields":["id"]}}}',
    );
    expect(callResultText({ revision: '2026-07-28', id: 2, ascii: true }, 'x', [{ id: 1 }])).toBe(
      '{"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","content":[{"type":"text","text":"x"}],"structuredContent":{"records":[{"id":1}]},"isError":false}}',
    );
  });
  test('should wrap a top-level array or scalar, and send an object as it is', () => {
    expect(structuredContentOf([1])).toEqual({ records: [1] });
    expect(structuredContentOf('x')).toEqual({ records: 'x' });
    expect(structuredContentOf({ a: 1 })).toEqual({ a: 1 });
  });
});

// The shape of a message: its keys at every depth (object key order included), not its values.
function shape(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.length > 0 ? [shape(value[0]!)] : [];
  if (isJsonObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'arguments' || k === 'structuredContent' ? {} : shape(v)]),
    );
  return typeof value;
}

const examples = mcpExamplesDir();
describe.runIf(examples)('2026-07-28 envelopes against the official examples', () => {
  const read = (name: string) => JSON.parse(readFileSync(join(examples!, name), 'utf8')) as JsonValue;

  test('the tools/call request has the shape of CallToolRequest_call-tool-request.json', () => {
    const ours = JSON.parse(
      callRequestText({
        revision: '2026-07-28',
        id: 'call-tool-example',
        tool: 'get_weather',
        fields: ['id'],
        client: CLIENT,
        ascii: true,
      }),
    );
    expect(shape(ours)).toEqual(shape(read('CallToolRequest_call-tool-request.json')));
  });
  test('the result has the shape of CallToolResultResponse_call-tool-result-response.json', () => {
    const ours = JSON.parse(callResultText({ revision: '2026-07-28', id: 'call-tool-example', ascii: true }, 'x'));
    expect(shape(ours)).toEqual(shape(read('CallToolResultResponse_call-tool-result-response.json')));
  });
  test('the structured result carries every key of CallToolResult_result-with-structured-content.json', () => {
    const ours = JSON.parse(callResultText({ revision: '2026-07-28', id: 1, ascii: true }, 'x', { a: 1 })).result;
    const example = read('CallToolResult_result-with-structured-content.json') as Record<string, JsonValue>;
    for (const key of Object.keys(example)) expect(Object.keys(ours)).toContain(key);
    expect(shape(ours.content)).toEqual(shape(example.content!));
  });
});
