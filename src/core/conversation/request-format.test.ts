import { describe, expect, test } from 'vitest';
import { SEARCH_TOOL_ANTHROPIC, SEARCH_TOOL_OPENAI } from './request-bodies.fixture.ts';
import { detectFormat } from './request-format.ts';

describe('detectFormat', () => {
  test('Anthropic evidence: top-level system, input_schema tools, tool_use/tool_result/image blocks', () => {
    expect(detectFormat({ system: 'x', messages: [] })).toBe('anthropic-messages');
    expect(detectFormat({ messages: [], tools: [SEARCH_TOOL_ANTHROPIC] })).toBe('anthropic-messages');
    expect(detectFormat({ messages: [{ role: 'user', content: [{ type: 'image', source: {} }] }] })).toBe(
      'anthropic-messages',
    );
  });

  test('OpenAI evidence: system/developer/tool roles, tool_calls, function tools, image_url parts', () => {
    expect(detectFormat({ messages: [{ role: 'developer', content: 'x' }] })).toBe('openai-chat');
    expect(detectFormat({ messages: [], tools: [SEARCH_TOOL_OPENAI] })).toBe('openai-chat');
    expect(
      detectFormat({ messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'x' } }] }] }),
    ).toBe('openai-chat');
  });

  test('plain user/assistant strings read the same either way and are reported as openai-chat', () => {
    expect(detectFormat({ messages: [{ role: 'user', content: 'hi' }] })).toBe('openai-chat');
  });
});
