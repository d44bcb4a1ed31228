import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import type { Component } from './model.ts';
import { zeroTokens } from '../parts.ts';
import { COMPONENTS } from './model.ts';
import { profileTrace } from './profile.ts';
import type { RequestTrace } from './request-trace.ts';
import { parseRequestBody } from './request-body.ts';
import { ANTHROPIC_PARALLEL, OPENAI_LOOP, OPENAI_PLAIN_CHAT } from './request-bodies.fixture.ts';
import { simulate } from './simulate.ts';

const counter = nodeCounter('cl100k_base');
const parse = (body: unknown): RequestTrace => parseRequestBody(JSON.stringify(body), 'request.json');

/** Per-component sums of `counter.count` over the trace's texts: the cross-check of the profile's totals. */
function countedByHand(trace: RequestTrace): Record<Component, number> {
  const sums = zeroTokens(COMPONENTS);
  for (const t of trace.texts) sums[t.component] += counter.count(t.text);
  return sums;
}

describe('profileTrace: per-component totals', () => {
  test('OpenAI loop: exact cl100k_base counts, equal to the sum of counter.count of each text', () => {
    const trace = parse(OPENAI_LOOP);
    const profile = profileTrace(trace, counter);
    expect(profile.byComponent).toEqual({
      system: 6,
      tools: 79,
      user: 5,
      assistant: 6,
      toolCalls: 16,
      toolResults: 14,
      placeholders: 0,
      notes: 0,
    });
    expect(profile.byComponent).toEqual(countedByHand(trace));
    expect(profile.total).toBe(126);
    expect(profile.textTokens).toEqual(trace.texts.map((t) => counter.count(t.text)));
    expect(profile.textTokens.reduce((a, b) => a + b, 0)).toBe(126);
    expect(profile.format).toBe('openai-chat');
    expect(profile.encoding).toBe('cl100k_base');
    expect(profile.warnings).toEqual([]);
  });

  test('counting the texts is not counting the body: the JSON framing is left out', () => {
    const profile = profileTrace(parse(OPENAI_LOOP), counter);
    expect(counter.count(JSON.stringify(OPENAI_LOOP))).toBeGreaterThan(profile.total);
  });

  test('Anthropic parallel calls: exact counts, the JSON result counted as given', () => {
    const trace = parse(ANTHROPIC_PARALLEL);
    const profile = profileTrace(trace, counter);
    expect(profile.byComponent).toEqual({
      system: 0,
      tools: 35,
      user: 8,
      assistant: 3,
      toolCalls: 14,
      toolResults: 15,
      placeholders: 0,
      notes: 0,
    });
    expect(profile.byComponent).toEqual(countedByHand(trace));
    expect(profile.total).toBe(75);
  });
});

describe('profileTrace: the reconstructed conversation', () => {
  test('OpenAI loop: one step per call with its text, call and result; the replay ends at the window total', () => {
    const profile = profileTrace(parse(OPENAI_LOOP), counter);
    expect(profile.conversation).toEqual({
      system: 6,
      tools: 79,
      user: 5,
      steps: [
        { modelResponse: 0, toolRequest: 8, toolResponse: 7 },
        { modelResponse: 6, toolRequest: 8, toolResponse: 7 },
      ],
    });
    const last = simulate(profile.conversation).at(-1)!;
    expect(last.total).toBe(profile.total);
    expect(last.byComponent).toEqual(profile.byComponent);
  });

  test('parallel calls: two steps, the assistant text attributed whole to the first call', () => {
    const profile = profileTrace(parse(ANTHROPIC_PARALLEL), counter);
    expect(profile.conversation).toEqual({
      system: 0,
      tools: 35,
      user: 8,
      steps: [
        { modelResponse: 3, toolRequest: 7, toolResponse: 8 },
        { modelResponse: 0, toolRequest: 7, toolResponse: 7 },
      ],
    });
    const series = simulate(profile.conversation);
    expect(series).toHaveLength(2);
    expect(series.at(-1)!.total).toBe(75);
    expect(series.at(-1)!.byComponent).toEqual(profile.byComponent);
  });

  test('a later user turn and a final answer go to the model response of the step they follow, with warnings', () => {
    const [instructions, question, search, searchResult, read, readResult] = OPENAI_LOOP.messages;
    const trace = parse({
      model: 'gpt-4o',
      messages: [
        { ...instructions, role: 'system' },
        question,
        search,
        searchResult,
        { role: 'user', content: 'Also check 413.' },
        read,
        readResult,
        { role: 'assistant', content: 'Both are fixed in 2.3.' },
      ],
    });
    const profile = profileTrace(trace, counter);
    // user 5 + 5, assistant 6 + 9: the window's components stay as they are…
    expect(profile.byComponent).toEqual({
      system: 6,
      tools: 0,
      user: 10,
      assistant: 15,
      toolCalls: 16,
      toolResults: 14,
      placeholders: 0,
      notes: 0,
    });
    expect(profile.byComponent).toEqual(countedByHand(trace));
    expect(profile.total).toBe(61);
    // …while the replay puts "Also check 413." (5) in step 1 and the final answer (9) in step 2.
    expect(profile.conversation).toEqual({
      system: 6,
      tools: 0,
      user: 5,
      steps: [
        { modelResponse: 5, toolRequest: 8, toolResponse: 7 },
        { modelResponse: 6 + 9, toolRequest: 8, toolResponse: 7 },
      ],
    });
    expect(profile.warnings).toEqual([
      '1 user text after the first tool call (5 tokens) is counted in the model response of the step it follows',
      '1 assistant text after the last tool call (9 tokens) is counted in the model response of the step it follows',
    ]);
    expect(simulate(profile.conversation).at(-1)!.total).toBe(61);
  });

  test('a result without a call before the first call joins the user message, with the trace warning first', () => {
    const trace = parse({
      model: 'gpt-4o',
      messages: [
        { role: 'user', content: 'Why does login fail?' },
        { role: 'tool', tool_call_id: 'call_0', content: 'The reset token is not invalidated.' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'call_1', type: 'function', function: { name: 'read_issue', arguments: '{"number": 412}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: '#412 Login fails after password reset' },
      ],
    });
    const profile = profileTrace(trace, counter);
    expect(profile.conversation).toEqual({
      system: 0,
      tools: 0,
      user: 5 + 7,
      steps: [{ modelResponse: 0, toolRequest: 8, toolResponse: 7 }],
    });
    expect(profile.warnings).toEqual([
      'the tool result at messages[1] answers "call_0", which matches no tool call before it',
      '1 tool result text without a matching call (7 tokens) is counted in the user message: it comes before the first tool call',
    ]);
    expect(simulate(profile.conversation).at(-1)!.total).toBe(profile.total);
  });

  test('a plain chat has no steps: its messages count as the user message, with a warning', () => {
    const trace = parse(OPENAI_PLAIN_CHAT);
    const profile = profileTrace(trace, counter);
    expect(profile.byComponent).toEqual({
      system: 6,
      tools: 0,
      user: 10,
      assistant: 11,
      toolCalls: 0,
      toolResults: 0,
      placeholders: 0,
      notes: 0,
    });
    expect(profile.total).toBe(27);
    expect(profile.conversation).toEqual({ system: 6, tools: 0, user: 21, steps: [] });
    expect(profile.warnings).toEqual([
      'this request has no tool calls: there is nothing to replay with compaction, and the replay counts all its messages (21 tokens) as the user message',
    ]);
  });

  test('o200k_base: the same consistency, whatever the counts', () => {
    const profile = profileTrace(parse(OPENAI_LOOP), nodeCounter('o200k_base'));
    expect(profile.encoding).toBe('o200k_base');
    expect(simulate(profile.conversation).at(-1)!.total).toBe(profile.total);
    expect(Object.values(profile.byComponent).reduce((a, b) => a + b, 0)).toBe(profile.total);
  });
});
