import { describe, expect, test } from 'vitest';
import type { JsonObject } from '../../json-value.ts';
import { hostToolEntry, hostToolText, hostToolsListText } from '../../hosts/tool-set.ts';
import { HOST_IDS } from '../../hosts/types.ts';
import { nodeCounter } from '../../../node/counter.ts';
import { SMALL_CAPTURE } from '../capture.fixture.ts';
import { mcpAnatomy, partRows, toolAnatomy } from './anatomy.ts';
import { STRUCTURE, toolSegments } from './tool-segments.ts';

const counter = nodeCounter('cl100k_base');
const ping: JsonObject = {
  name: 'ping',
  description: 'Answers pong.',
  inputSchema: { type: 'object', properties: {} },
};
const search: JsonObject = {
  name: 'search',
  title: 'Search',
  description: 'Find orders.',
  inputSchema: {
    type: 'object',
    properties: {
      status: { type: 'string', enum: ['open', 'shipped'], default: 'open', description: 'Which orders.' },
      tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, examples: [['a']] },
      customer: { $ref: '#/$defs/Customer' },
    },
    $defs: { Customer: { type: 'object', properties: { id: { type: 'string' } } } },
  },
  outputSchema: { type: 'object' },
  annotations: { readOnlyHint: true },
  _meta: { 'anthropic/maxResultSizeChars': 500000 },
};
const capture = {
  ...SMALL_CAPTURE,
  server: { ...SMALL_CAPTURE.server, instructions: 'Search first.' },
  tools: [search, ping],
};

describe('a tool cut into parts', () => {
  test.each(HOST_IDS)('under %s the segments spell the text the host sends, byte for byte', (host) => {
    for (const tool of [search, ping]) {
      const { entry, indent } = hostToolEntry(host, tool, 'shop');
      const framing = new Set(host === 'wire' ? [] : ['type', 'strict']);
      expect(
        toolSegments(entry, indent, framing)
          .map((s) => s.text)
          .join(''),
      ).toBe(hostToolText(host, tool, 'shop'));
    }
  });

  test('each keyword is its own part, enums found inside items, punctuation is structure', () => {
    const { entry } = hostToolEntry('claude-code', search, 'shop');
    const segments = toolSegments(entry, 0, new Set(['type', 'strict']));
    const text = (part: string) => segments.filter((s) => s.part === part).map((s) => s.text);
    expect(text('name')).toEqual(['"name":"mcp__shop__search"']);
    expect(text('properties.status.enum')).toEqual(['"enum":["open","shipped"]']);
    expect(text('properties.tags.enum')).toEqual(['"enum":["a","b"]']);
    expect(text('properties.tags')).toEqual(['"tags":', '"items":']);
    expect(text('properties.customer')).toEqual(['"customer":', '"$ref":"#/$defs/Customer"']);
    expect(text('$defs.Customer')).toEqual(['"Customer":{"type":"object","properties":{"id":{"type":"string"}}}']);
    // Claude Code sends name, description and input_schema only.
    expect(text('title')).toEqual([]);
    expect(text('outputSchema')).toEqual([]);
    expect(segments.filter((s) => s.part === STRUCTURE).every((s) => /^[{}[\],]+$/.test(s.text))).toBe(true);
  });
});

describe('the parts counted', () => {
  test('ping as Claude Code sends it: 26 tokens, its parts exact', () => {
    expect(toolAnatomy(ping, 'claude-code', counter, 'orders')).toEqual({
      name: 'ping',
      tokens: 26,
      parts: [
        { part: 'name', tokens: 9 },
        { part: 'inputSchema', tokens: 8 },
        { part: 'description', tokens: 5 },
        { part: STRUCTURE, tokens: 4 },
      ],
    });
    expect(counter.count(hostToolText('claude-code', ping, 'orders'))).toBe(26);
  });

  test.each(HOST_IDS)('under %s every tool is its parts exactly, and the list is the tools plus framing', (host) => {
    const anatomy = mcpAnatomy(capture, host, counter);
    for (const tool of anatomy.tools) {
      expect(tool.parts.reduce((sum, p) => sum + p.tokens, 0)).toBe(tool.tokens);
      const given = capture.tools.find((t) => t.name === tool.name)!;
      expect(tool.tokens).toBe(counter.count(hostToolText(host, given, 's')));
    }
    expect(anatomy.toolsTotal).toBe(counter.count(hostToolsListText(host, capture.tools, 's')));
    expect(anatomy.listFraming + anatomy.tools.reduce((sum, t) => sum + t.tokens, 0)).toBe(anatomy.toolsTotal);
    expect(anatomy.instructionsTokens).toBe(counter.count('Search first.'));
  });

  test('on the wire the output schema, annotations and _meta are sent and counted; rows sort by tokens', () => {
    const parts = toolAnatomy(search, 'wire', counter, 's').parts.map((p) => p.part);
    expect(parts).toEqual(expect.arrayContaining(['title', 'outputSchema', 'annotations', '_meta']));
    const rows = partRows(mcpAnatomy(capture, 'wire', counter));
    expect(rows.map((r) => r.tokens)).toEqual([...rows.map((r) => r.tokens)].sort((a, b) => b - a));
  });
});
