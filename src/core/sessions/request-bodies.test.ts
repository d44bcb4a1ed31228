import { describe, expect, test } from 'vitest';
import type { RequestFormat } from '../conversation/request-trace.ts';
import { nodeCounter } from '../../node/counter.ts';
import { expectedWindows } from '../../testing/generated-logs/oracle.fixture.ts';
import { requestBodiesLog } from '../../testing/generated-logs/request-bodies.ts';
import { sessionScript } from '../../testing/generated-logs/script.ts';
import type { ParsedSession } from './model.ts';
import { profileSession } from './profile.ts';
import { readSession } from './readers/read-session.ts';

const script = sessionScript(8, 7, 6);
const windowsOf = (s: ParsedSession) =>
  s.steps.map((step) => s.items.slice(step.start, step.end).map(({ part, text }) => ({ part, text })));
const FORMATS: [RequestFormat, boolean][] = [
  ['openai-chat', false],
  ['openai-responses', true],
  ['anthropic-messages', false],
];

describe.each(FORMATS)('%s request bodies (JSON Lines: %s)', (format, jsonLines) => {
  const session = readSession(requestBodiesLog(script, format, jsonLines), 'api.json');

  test('one step per body; every window holds exactly the texts the body sends', () => {
    expect(session.format).toBe(format);
    expect(session.steps).toHaveLength(8);
    expect(windowsOf(session)).toEqual(expectedWindows(script, format));
    expect(session.steps.every((s) => s.recorded === null)).toBe(true);
  });

  test('a body repeating the previous one adds only its new texts; the compacted body restarts the window', () => {
    // Bodies 1–5 share one window; body 6 drops the history for the summary.
    expect(session.steps.slice(0, 5).map((s) => s.start)).toEqual([0, 0, 0, 0, 0]);
    expect(session.compactions).toEqual([5]);
    expect(session.steps[5]!.afterCompaction).toBe(true);
    expect(session.steps[5]!.start).toBe(session.steps[4]!.end);
    expect(session.warnings.at(-1)).toBe(
      '1 body does not repeat the previous body in full: read as a compaction (the window restarts)',
    );
  });

  test('parallel calls and their results, written in reverse order, are paired by id', () => {
    const results = session.items.filter((i) => i.part === 'toolResults');
    expect(results.map((r) => r.callId).slice(0, 4)).toEqual(['call_1_0', 'call_2_0', 'call_3_1', 'call_3_0']);
    const calls = session.items.filter((i) => i.part === 'toolCalls');
    for (const r of results) {
      const call = calls.find((c) => c.callId === r.callId)!;
      expect(r.tool).toBe(call.tool);
      expect(script.turns.flatMap((t) => t.calls).find((c) => c.id === r.callId)!.result).toBe(r.text);
    }
  });
});

describe('counts by part (cl100k_base)', () => {
  const counter = nodeCounter('cl100k_base');
  const profileOf = (format: RequestFormat) =>
    profileSession(readSession(requestBodiesLog(script, format), 'api.json'), counter);

  test('Anthropic Messages: step 4 holds system, tools, both prompts, thinking, the calls and four results', () => {
    const profile = profileOf('anthropic-messages');
    expect(profile.steps[3]!.parts).toEqual({
      system: 10,
      tools: 136,
      user: 29,
      assistant: 12,
      thinking: 33,
      toolCalls: 50,
      toolResults: 973,
      summary: 0,
    });
    expect(profile.steps[3]!.counted).toBe(1_243);
    // Step 1: system 10 + tools 136 + prompt 20; step 6, after the compaction: the summary (20) in its place.
    expect(profile.steps.map((s) => s.counted)).toEqual([166, 293, 708, 1_243, 1_475, 166, 391, 1_008]);
    expect(profile.recordedToCounted).toBeNull();
    expect(profile.estimate).toBe(true);
  });

  test('Chat Completions sends no thinking; Responses sends its reasoning summaries', () => {
    const chat = profileOf('openai-chat');
    const responses = profileOf('openai-responses');
    expect(chat.steps.map((s) => s.counted)).toEqual([186, 302, 706, 1_230, 1_451, 186, 400, 1_006]);
    expect(responses.steps.map((s) => s.counted)).toEqual([178, 305, 720, 1_255, 1_487, 178, 403, 1_020]);
    expect(chat.steps[3]!.parts.thinking).toBe(0);
    expect(chat.steps[3]!.parts.tools).toBe(156);
    expect(responses.steps[3]!.parts.thinking).toBe(33);
    expect(responses.steps[3]!.parts.tools).toBe(148);
    // gpt-4.1 and gpt-5.1 count with o200k_base: cl100k_base counts of their bodies are estimates.
    expect([chat.estimate, responses.estimate]).toEqual([true, true]);
    const o200k = nodeCounter('o200k_base');
    const exact = (format: RequestFormat) =>
      profileSession(readSession(requestBodiesLog(script, format), 'api.json'), o200k).estimate;
    expect([exact('openai-chat'), exact('openai-responses'), exact('anthropic-messages')]).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('one body, usage, and errors', () => {
  const body = {
    model: 'claude-sonnet-4-5',
    system: 'Be brief.',
    messages: [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'get', input: { id: 1 } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'found' }] },
    ],
  };

  test('a single body is a session of one step', () => {
    const session = readSession(JSON.stringify(body), 'request.json');
    expect(session.format).toBe('anthropic-messages');
    expect(session.steps).toEqual([
      { start: 0, end: 5, recorded: null, model: 'claude-sonnet-4-5', afterCompaction: false },
    ]);
    expect(session.items.map((i) => [i.part, i.text, i.tool ?? null])).toEqual([
      ['system', 'Be brief.', null],
      ['user', 'Hi', null],
      ['toolCalls', 'get', 'get'],
      ['toolCalls', '{"id":1}', 'get'],
      ['toolResults', 'found', 'get'],
    ]);
  });

  test('a body that carries its response usage records the input size, all zero is none', () => {
    const usage = { input_tokens: 3, cache_creation_input_tokens: 100, cache_read_input_tokens: 900 };
    const zero = { input_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    const text = JSON.stringify([
      { ...body, usage },
      { ...body, usage: zero },
    ]);
    expect(readSession(text, 'api.json').steps.map((s) => s.recorded)).toEqual([1_003, null]);
    const chat = { model: 'gpt-4.1', messages: [{ role: 'user', content: 'Hi' }], usage: { prompt_tokens: 8 } };
    expect(readSession(JSON.stringify(chat), 'chat.json').steps[0]!.recorded).toBe(8);
    const responses = { model: 'gpt-5.1', input: 'Hi', usage: { input_tokens: 7 } };
    expect(readSession(JSON.stringify(responses), 'r.json').steps[0]!.recorded).toBe(7);
  });

  test('a malformed body is named by its place in the array or its line', () => {
    const bad = { messages: [{ role: 'user', content: 42 }] };
    expect(() => readSession(JSON.stringify([body, bad]), 'api.json')).toThrow(
      'api.json, body 2: messages[0].content must be a string or an array of content parts, found a number',
    );
    expect(() => readSession(`${JSON.stringify(body)}\n{"messages": 1}\n`, 'api.jsonl')).toThrow(
      'api.jsonl, line 2: messages must be an array, found a number',
    );
    expect(() => readSession(JSON.stringify([body, { model: 'gpt-5.1', input: 'Hi' }]), 'api.json')).toThrow(
      'api.json, body 2: an OpenAI Responses body after Anthropic Messages bodies; expected every body in one API’s format',
    );
  });
});
