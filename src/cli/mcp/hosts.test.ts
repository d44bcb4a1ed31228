import { describe, expect, test } from 'vitest';
import type { JsonObject } from '../../core/json-value.ts';
import { hostIds, hostLabel, isHostId, resultTextFor, toolTextFor, toolsListTextFor } from './hosts.ts';

const result: JsonObject = {
  content: [
    { type: 'text', text: 'first "quoted" line' },
    { type: 'image', data: 'AAAA', mimeType: 'image/png' },
    { type: 'text', text: 'ünïcode' },
  ],
  isError: false,
};
const tool = { name: 'echo', description: 'Echoes.', inputSchema: { type: 'object', properties: {} } };

describe('the host adapter', () => {
  test('the profiles, wire first', () => {
    expect(hostIds()).toEqual(['wire', 'content-text']);
    expect(hostIds().map(hostLabel)).toEqual(['JSON-RPC wire', 'content text as is']);
    expect(isHostId('wire')).toBe(true);
    expect(isHostId('claude-code')).toBe(false);
  });

  test('wire: the whole JSON-RPC response, minified, escaped once, non-ASCII as UTF-8', () => {
    expect(resultTextFor('wire', result, 7)).toBe(
      '{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"first \\"quoted\\" line"},' +
        '{"type":"image","data":"AAAA","mimeType":"image/png"},{"type":"text","text":"ünïcode"}],"isError":false}}',
    );
  });

  test('content text as is: the texts joined by a newline, other blocks as JSON', () => {
    expect(resultTextFor('content-text', result, 7)).toBe(
      'first "quoted" line\n{"type":"image","data":"AAAA","mimeType":"image/png"}\nünïcode',
    );
    expect(resultTextFor('content-text', {}, 1)).toBe('');
  });

  test('tools/list: the wire response with a 2-space indent; content text: one minified array', () => {
    expect(toolsListTextFor('wire', [tool])).toBe(
      JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [tool] } }, null, 2),
    );
    expect(toolTextFor('wire', tool)).toBe(JSON.stringify(tool, null, 2));
    expect(toolsListTextFor('content-text', [tool])).toBe(JSON.stringify([tool]));
    expect(toolTextFor('content-text', tool)).toBe(JSON.stringify(tool));
  });
});
