import { describe, expect, test } from 'vitest';
import type { JsonObject } from '../json-value.ts';
import { hostIds, hostLabel, isHostId, resultTextFor, toolTextFor, toolsListTextFor } from './host-texts.ts';

const result: JsonObject = {
  content: [
    { type: 'text', text: 'first "quoted" line' },
    { type: 'image', data: 'AAAA', mimeType: 'image/png' },
    { type: 'text', text: 'ünïcode' },
  ],
  isError: false,
};
const structured: JsonObject = {
  content: [{ type: 'text', text: '{"id": 1}' }],
  structuredContent: { id: 1 },
  isError: false,
};
const tool = { name: 'echo', description: 'Echoes.', inputSchema: { type: 'object', properties: {} } };

describe('the host adapter over core/hosts', () => {
  test('every profile of core/hosts, wire first, by its name', () => {
    expect(hostIds()).toEqual(['wire', 'claude-code', 'codex', 'responses', 'anthropic-api', 'custom']);
    expect(hostIds().map(hostLabel)).toEqual([
      'JSON-RPC wire',
      'Claude Code',
      'Codex CLI',
      'OpenAI Responses function call',
      'Anthropic Messages API',
      'Custom template',
    ]);
    expect(isHostId('claude-code')).toBe(true);
    expect(isHostId('content-text')).toBe(false);
  });

  test('wire: the whole JSON-RPC response as the server sent it, minified, non-ASCII as UTF-8', () => {
    expect(resultTextFor({ id: 'wire' }, result, 7)).toBe(
      '{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"first \\"quoted\\" line"},' +
        '{"type":"image","data":"AAAA","mimeType":"image/png"},{"type":"text","text":"ünïcode"}],"isError":false}}',
    );
  });

  test('Claude Code and Responses: the text blocks; Codex: its Wall time header and structuredContent', () => {
    expect(resultTextFor({ id: 'claude-code' }, result, 7)).toBe('first "quoted" line\nünïcode');
    expect(resultTextFor({ id: 'responses' }, structured, 7)).toBe('{"id": 1}');
    expect(resultTextFor({ id: 'codex' }, structured, 7)).toBe('Wall time: 1.8344 seconds\nOutput:\n{"id":1}');
    expect(resultTextFor({ id: 'anthropic-api' }, structured, 7)).toBe(
      '{"type":"tool_result","tool_use_id":"toolu_7","content":[{"type":"text","text":"{\\"id\\": 1}"}]}',
    );
    expect(resultTextFor({ id: 'custom', template: '{tool}: {structured}' }, structured, 7, 'get')).toBe(
      'get: {"id":1}',
    );
    expect(resultTextFor({ id: 'claude-code' }, {}, 1)).toBe('');
  });

  test('tools/list: the wire response with a 2-space indent; a host its tools array, names prefixed', () => {
    expect(toolsListTextFor({ id: 'wire' }, [tool])).toBe(
      JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [tool] } }, null, 2),
    );
    expect(toolTextFor({ id: 'wire' }, tool)).toBe(JSON.stringify(tool, null, 2));
    expect(toolsListTextFor({ id: 'claude-code' }, [tool], 'demo')).toBe(
      '[{"name":"mcp__demo__echo","description":"Echoes.","input_schema":{"type":"object","properties":{}}}]',
    );
    expect(toolTextFor({ id: 'responses' }, tool, 'demo')).toBe(
      '{"type":"function","name":"echo","description":"Echoes.","parameters":{"type":"object","properties":{}},"strict":false}',
    );
  });
});
