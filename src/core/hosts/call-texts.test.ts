import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { generateTasks } from '../builtin-data/generate.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { callSettingsOf, DEFAULT_CALL } from '../mcp/call-form.ts';
import type { Transport } from '../mcp/revisions.ts';
import { hostCallTexts } from './call-texts.ts';
import type { HostId } from './types.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');
const datasets = [{ label: 'tasks-100.json', records: generateTasks(100) }];

function l0(transport: Transport, host?: HostId) {
  const settings = { ...callSettingsOf(DEFAULT_CALL, ROLL_CALL), ...(host ? { host: { id: host } } : {}) };
  const ladder = computeLadder(datasets, ROLL_CALL, counter, [], { transport, settings });
  return { ladder, call: ladder.scales[0]!.calls!.L0! };
}

describe('hostCallTexts: the scenario call as each host hands it to the model', () => {
  test('Claude Code: the call names mcp__taskdemo__tasks_list, the result is the payload itself', () => {
    const texts = hostCallTexts({ id: 'claude-code' }, { tool: 'tasks_list', id: 2, fields: ['id'] }, '[{"id":1}]');
    expect(texts).toEqual({
      request: '{"name":"mcp__taskdemo__tasks_list","input":{"fields":["id"]}}',
      result: '[{"id":1}]',
    });
  });
  test('Codex with structuredContent: only the records, compact, after the Wall time header', () => {
    const texts = hostCallTexts({ id: 'codex' }, { tool: 'tasks_list', id: 2, fields: ['id'] }, 'id\n1\n', [{ id: 1 }]);
    expect(texts.result).toBe('Wall time: 1.8344 seconds\nOutput:\n{"records":[{"id":1}]}');
    expect(texts.request).toBe('{"name":"mcp__taskdemo__tasks_list","arguments":{"fields":["id"]}}');
  });
});

describe('per-call tokens follow the host (fixture, 100 rows, cl100k_base, L0 = 9,683 payload tokens)', () => {
  test('the wire keeps the article’s figures and names no host', () => {
    const { ladder, call } = l0('mcp-2025', 'wire');
    expect(call).toMatchObject({ request: 39, result: 11016, total: 11055, payload: 9683 });
    expect(ladder.host).toBeUndefined();
    expect(l0('mcp-2025').call).toEqual(call);
  });
  test('Claude Code does not pay the escaping: result = payload, overhead only the call’s words', () => {
    const { ladder, call } = l0('mcp-2025', 'claude-code');
    expect(ladder.host).toBe('claude-code');
    expect(call).toMatchObject({ request: 26, result: 9683, total: 9709, commandLine: 17, overhead: 9 });
  });
  test('Codex without structuredContent escapes the payload inside the content array', () => {
    expect(l0('mcp-2025', 'codex').call).toMatchObject({ request: 26, result: 11009, overhead: 1335 });
  });
  test('Codex with structuredContent sends the records compact once, not the text', () => {
    expect(l0('mcp-2026-structured', 'codex').call).toMatchObject({ request: 26, result: 6897 });
  });
});
