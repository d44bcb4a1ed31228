import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mcpExamplesDir } from '../../node/reference-dir.ts';
import type { DataRecord } from '../json-value.ts';
import { toolsListText } from './tools-list.ts';

const records: DataRecord[] = [
  { id: 'T-1', points: 3, done: false, tags: ['a'] },
  { id: 'T-2', points: 2.5, done: true, note: null },
];
const base = { prefix: 'tasks', noun: 'sprint tasks', records, presets: ['all', 'roll-call'] } as const;

describe('toolsListText', () => {
  test('should enumerate the fields and presets in the list tool, and the fields in the distinct tool', () => {
    const parsed = JSON.parse(toolsListText({ ...base, profile: 'minimal', revision: '2025' }));
    expect(parsed.result.tools.map((t: { name: string }) => t.name)).toEqual([
      'tasks_list',
      'tasks_distinct',
      'tasks_schema',
    ]);
    expect(parsed.result.tools[0].inputSchema.properties.fields.items.enum).toEqual([
      'id',
      'points',
      'done',
      'tags',
      'note',
      'all',
      'roll-call',
    ]);
    expect(parsed.result.tools[1].inputSchema.properties.field.enum).toEqual(['id', 'points', 'done', 'tags', 'note']);
    expect(parsed.result.tools[0].outputSchema).toBeUndefined();
    expect(Object.keys(parsed.result)).toEqual(['tools']);
  });
  test('should add an outputSchema with the types seen in the data to the structured profile', () => {
    const parsed = JSON.parse(toolsListText({ ...base, profile: 'structured', revision: '2025' }));
    expect(parsed.result.tools[0].outputSchema.properties.records.items.properties).toEqual({
      id: { type: 'string' },
      points: { type: 'number' },
      done: { type: 'boolean' },
      tags: { type: 'array' },
      note: { type: 'null' },
    });
  });
  test('should add resultType, ttlMs and cacheScope in the 2026-07-28 shape', () => {
    const parsed = JSON.parse(toolsListText({ ...base, profile: 'minimal', revision: '2026-07-28' }));
    expect(Object.keys(parsed.result)).toEqual(['resultType', 'tools', 'ttlMs', 'cacheScope']);
    expect(parsed.result).toMatchObject({ resultType: 'complete', ttlMs: 3600000, cacheScope: 'public' });
  });
  test('should be pretty JSON with 2-space indent and no trailing newline', () => {
    const text = toolsListText({ ...base, profile: 'minimal', revision: '2025' });
    expect(text.startsWith('{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "result": {\n    "tools": [\n')).toBe(true);
    expect(text.endsWith('}')).toBe(true);
  });
});

const examples = mcpExamplesDir();
describe.runIf(examples)('tools/list 2026-07-28 against the official example', () => {
  test('the result carries every result key of ListToolsResultResponse except the paging cursor', () => {
    const example = JSON.parse(
      readFileSync(join(examples!, 'ListToolsResultResponse_list-tools-result-response.json'), 'utf8'),
    );
    const ours = JSON.parse(toolsListText({ ...base, profile: 'minimal', revision: '2026-07-28' }));
    expect(Object.keys(example.result).filter((k) => k !== 'nextCursor')).toEqual(Object.keys(ours.result));
    for (const key of ['name', 'title', 'description', 'inputSchema'])
      expect(Object.keys(ours.result.tools[0])).toContain(key);
  });
});
