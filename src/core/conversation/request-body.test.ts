import { describe, expect, test } from 'vitest';
import { InputError } from '../input/input-error.ts';
import { parseRequestBody } from './request-body.ts';
import {
  ANTHROPIC_PARALLEL,
  OPENAI_LOOP,
  OPENAI_PLAIN_CHAT,
  READ_TOOL_ANTHROPIC,
  READ_TOOL_OPENAI,
  SEARCH_TOOL_ANTHROPIC,
  SEARCH_TOOL_OPENAI,
} from './request-bodies.fixture.ts';
import type { RequestTrace, TraceText } from './request-trace.ts';

const parse = (body: unknown): RequestTrace => parseRequestBody(JSON.stringify(body), 'request.json');

/** The InputError that parsing `text` throws (fails the test if none). */
function errorOf(text: string): InputError {
  try {
    parseRequestBody(text, 'request.json');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error(`expected parseRequestBody to throw for ${text}`);
}
const messageOf = (body: unknown): string => errorOf(JSON.stringify(body)).message;

/** `[component, text]` pairs, the easiest way to read a trace's order. */
const pairs = (texts: readonly TraceText[]): [string, string][] => texts.map((t) => [t.component, t.text]);

describe('OpenAI Chat Completions', () => {
  test('a plain chat: system, user and assistant texts in order, no steps, no warnings', () => {
    const trace = parse(OPENAI_PLAIN_CHAT);
    expect(trace.format).toBe('openai-chat');
    expect(pairs(trace.texts)).toEqual([
      ['system', 'You are a terse assistant.'],
      ['user', 'What is a token?'],
      ['assistant', 'A piece of text the model reads as one unit.'],
      ['user', 'And a context window?'],
    ]);
    expect(trace.texts.map((t) => t.message)).toEqual([0, 1, 2, 3]);
    expect(trace.steps).toEqual([]);
    expect(trace.warnings).toEqual([]);
  });

  test('a loop with two sequential tool calls: system, tools (minified JSON), then each step', () => {
    const trace = parse(OPENAI_LOOP);
    expect(pairs(trace.texts)).toEqual([
      ['system', 'Answer from the tracker only.'],
      ['tools', JSON.stringify(SEARCH_TOOL_OPENAI)],
      ['tools', JSON.stringify(READ_TOOL_OPENAI)],
      ['user', 'Why does login fail?'],
      ['toolCalls', 'search_issues'],
      ['toolCalls', '{"query":"login fails"}'],
      ['toolResults', '#412 Login fails after password reset'],
      ['assistant', 'Ticket 412 looks right.'],
      ['toolCalls', 'read_issue'],
      ['toolCalls', '{"number": 412}'],
      ['toolResults', 'The reset token is not invalidated.'],
    ]);
    expect(trace.texts.map((t) => t.message)).toEqual([0, -1, -1, 1, 2, 2, 3, 4, 4, 4, 5]);
    expect(
      trace.steps.map((s) => ({
        id: s.id,
        name: s.name,
        call: pairs(s.call),
        result: pairs(s.result),
        assistant: pairs(s.assistantText),
      })),
    ).toEqual([
      {
        id: 'call_1',
        name: 'search_issues',
        call: [
          ['toolCalls', 'search_issues'],
          ['toolCalls', '{"query":"login fails"}'],
        ],
        result: [['toolResults', '#412 Login fails after password reset']],
        assistant: [],
      },
      {
        id: 'call_2',
        name: 'read_issue',
        call: [
          ['toolCalls', 'read_issue'],
          ['toolCalls', '{"number": 412}'],
        ],
        result: [['toolResults', 'The reset token is not invalidated.']],
        assistant: [['assistant', 'Ticket 412 looks right.']],
      },
    ]);
    // The steps hold the very objects of `texts`.
    expect(trace.steps[1]!.result[0]).toBe(trace.texts[10]);
    expect(trace.warnings).toEqual([]);
  });

  test('parallel tool calls: one step each, results matched by id in any order, the text goes to the first call', () => {
    const trace = parse({
      model: 'gpt-4o',
      messages: [
        { role: 'user', content: 'Compare issues 1 and 2.' },
        {
          role: 'assistant',
          content: 'Reading both.',
          tool_calls: [
            { id: 'call_a', type: 'function', function: { name: 'read_issue', arguments: '{"number":1}' } },
            { id: 'call_b', type: 'function', function: { name: 'read_issue', arguments: '{"number":2}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'call_b', content: 'Ticket 2: crash on start' },
        { role: 'tool', tool_call_id: 'call_a', content: 'Ticket 1: slow login' },
      ],
      tools: [READ_TOOL_OPENAI],
    });
    expect(trace.steps.map((s) => [s.id, pairs(s.assistantText), s.result.map((t) => t.text)])).toEqual([
      ['call_a', [['assistant', 'Reading both.']], ['Ticket 1: slow login']],
      ['call_b', [], ['Ticket 2: crash on start']],
    ]);
    expect(trace.warnings).toEqual([]);
  });

  test('a tool result that is itself JSON stays exactly the text given', () => {
    const result = '{"rows":[{"a":1}]}';
    const spaced = '{ "rows": [ { "a": 1 } ] }';
    const trace = parse({
      model: 'gpt-4o',
      messages: [
        { role: 'user', content: 'Query it.' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'c1', type: 'function', function: { name: 'sql', arguments: '{"q":"select a"}' } },
            { id: 'c2', type: 'function', function: { name: 'sql', arguments: '{"q":"select b"}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'c1', content: result },
        { role: 'tool', tool_call_id: 'c2', content: [{ type: 'text', text: spaced }] },
      ],
    });
    expect(trace.steps.map((s) => s.result.map((t) => t.text))).toEqual([[result], [spaced]]);
  });

  test('non-text parts are skipped with a warning; refusals count as assistant text', () => {
    const trace = parse({
      model: 'gpt-4o',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is in these?' },
            { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
            { type: 'image_url', image_url: { url: 'https://example.com/b.png' } },
            { type: 'input_audio', input_audio: { data: 'AAAA', format: 'wav' } },
          ],
        },
        { role: 'assistant', content: [{ type: 'refusal', refusal: 'I cannot help with that.' }] },
      ],
    });
    expect(pairs(trace.texts)).toEqual([
      ['user', 'What is in these?'],
      ['assistant', 'I cannot help with that.'],
    ]);
    expect(trace.warnings).toEqual(['2 image_url parts are not counted', '1 input_audio part is not counted']);
  });

  test('a result without a call and a call without a result are warnings, not errors', () => {
    const trace = parse({
      model: 'gpt-4o',
      messages: [
        { role: 'user', content: 'Go.' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'call_1', type: 'function', function: { name: 'a', arguments: '{}' } },
            { id: 'call_2', type: 'function', function: { name: 'b', arguments: '{}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: 'ok' },
        { role: 'tool', tool_call_id: 'call_9', content: 'stray' },
      ],
    });
    expect(trace.steps.map((s) => s.result.length)).toEqual([1, 0]);
    expect(pairs(trace.texts).at(-1)).toEqual(['toolResults', 'stray']);
    expect(trace.warnings).toEqual([
      'the tool result at messages[3] answers "call_9", which matches no tool call before it',
      'tool call "call_2" (messages[1].tool_calls[1]) has no result',
    ]);
  });
});

describe('Anthropic Messages', () => {
  test('a plain chat with a string system prompt', () => {
    const trace = parse({
      model: 'claude-sonnet-4-5',
      max_tokens: 1024,
      system: 'You are a terse assistant.',
      messages: [
        { role: 'user', content: 'What is a token?' },
        { role: 'assistant', content: [{ type: 'text', text: 'A unit of text.' }] },
        { role: 'user', content: 'Thanks.' },
      ],
    });
    expect(trace.format).toBe('anthropic-messages');
    expect(pairs(trace.texts)).toEqual([
      ['system', 'You are a terse assistant.'],
      ['user', 'What is a token?'],
      ['assistant', 'A unit of text.'],
      ['user', 'Thanks.'],
    ]);
    expect(trace.texts.map((t) => t.message)).toEqual([-1, 0, 1, 2]);
    expect(trace.steps).toEqual([]);
    expect(trace.warnings).toEqual([]);
  });

  test('system as an array of text blocks (with cache_control): one system text per block', () => {
    const trace = parse({
      model: 'claude-sonnet-4-5',
      max_tokens: 1024,
      system: [
        { type: 'text', text: 'You are a support agent.' },
        { type: 'text', text: 'Policy: never share tokens.', cache_control: { type: 'ephemeral' } },
      ],
      messages: [{ role: 'user', content: 'Hi' }],
    });
    expect(pairs(trace.texts)).toEqual([
      ['system', 'You are a support agent.'],
      ['system', 'Policy: never share tokens.'],
      ['user', 'Hi'],
    ]);
  });

  test('a loop with two sequential tool calls: tool_use name + minified input, thinking as assistant', () => {
    const trace = parse({
      model: 'claude-sonnet-4-5',
      max_tokens: 1024,
      system: 'Answer from the tracker only.',
      tools: [SEARCH_TOOL_ANTHROPIC, READ_TOOL_ANTHROPIC],
      messages: [
        { role: 'user', content: 'Why does login fail?' },
        {
          role: 'assistant',
          content: [
            { type: 'thinking', thinking: 'Search first.', signature: 'sig' },
            { type: 'tool_use', id: 'toolu_1', name: 'search_issues', input: { query: 'login fails' } },
          ],
        },
        {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '#412 Login fails after password reset' }],
        },
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Ticket 412 looks right.' },
            { type: 'tool_use', id: 'toolu_2', name: 'read_issue', input: { number: 412 } },
          ],
        },
        {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: 'toolu_2',
              content: [
                { type: 'text', text: 'The reset token ' },
                { type: 'text', text: 'is not invalidated.' },
              ],
            },
          ],
        },
      ],
    });
    expect(pairs(trace.texts)).toEqual([
      ['system', 'Answer from the tracker only.'],
      ['tools', JSON.stringify(SEARCH_TOOL_ANTHROPIC)],
      ['tools', JSON.stringify(READ_TOOL_ANTHROPIC)],
      ['user', 'Why does login fail?'],
      ['assistant', 'Search first.'],
      ['toolCalls', 'search_issues'],
      ['toolCalls', '{"query":"login fails"}'],
      ['toolResults', '#412 Login fails after password reset'],
      ['assistant', 'Ticket 412 looks right.'],
      ['toolCalls', 'read_issue'],
      ['toolCalls', '{"number":412}'],
      ['toolResults', 'The reset token '],
      ['toolResults', 'is not invalidated.'],
    ]);
    expect(
      trace.steps.map((s) => [s.id, s.name, s.assistantText.map((t) => t.text), s.result.map((t) => t.text)]),
    ).toEqual([
      ['toolu_1', 'search_issues', ['Search first.'], ['#412 Login fails after password reset']],
      ['toolu_2', 'read_issue', ['Ticket 412 looks right.'], ['The reset token ', 'is not invalidated.']],
    ]);
    expect(trace.warnings).toEqual([]);
  });

  test('parallel tool_use blocks: one step each, tool_result blocks matched by tool_use_id', () => {
    const trace = parse(ANTHROPIC_PARALLEL);
    expect(
      trace.steps.map((s) => [
        s.id,
        s.assistantText.map((t) => t.text),
        s.call.map((t) => t.text),
        s.result.map((t) => t.text),
      ]),
    ).toEqual([
      ['toolu_a', ['Reading both.'], ['read_issue', '{"number":1}'], ['{"rows":[{"a":1}]}']],
      ['toolu_b', [], ['read_issue', '{"number":2}'], ['Ticket 2: crash on start']],
    ]);
    expect(trace.warnings).toEqual([]);
  });

  test('image, document and redacted thinking blocks are skipped with a warning naming how many', () => {
    const image = { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } };
    const trace = parse({
      model: 'claude-sonnet-4-5',
      max_tokens: 1024,
      messages: [
        { role: 'user', content: [image, { type: 'text', text: 'What changed between these?' }, image] },
        {
          role: 'assistant',
          content: [
            { type: 'redacted_thinking', data: 'EmwKAhgB' },
            { type: 'tool_use', id: 'toolu_1', name: 'screenshot', input: {} },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'toolu_1', content: [{ type: 'text', text: 'captured' }, image] },
            { type: 'document', source: { type: 'url', url: 'https://example.com/a.pdf' } },
          ],
        },
      ],
    });
    expect(pairs(trace.texts)).toEqual([
      ['user', 'What changed between these?'],
      ['toolCalls', 'screenshot'],
      ['toolCalls', '{}'],
      ['toolResults', 'captured'],
    ]);
    expect(trace.warnings).toEqual([
      '3 image blocks are not counted',
      '1 redacted_thinking block is not counted',
      '1 document block is not counted',
    ]);
  });

  test('two images give "2 image blocks are not counted"', () => {
    const image = { type: 'image', source: { type: 'url', url: 'https://example.com/a.png' } };
    expect(
      parse({
        model: 'claude-sonnet-4-5',
        messages: [{ role: 'user', content: [image, image, { type: 'text', text: 'Same?' }] }],
      }).warnings,
    ).toEqual(['2 image blocks are not counted']);
  });
});

describe('errors', () => {
  test('empty text', () => {
    expect(errorOf('  \n').message).toBe('request.json is empty');
  });

  test('invalid JSON has its line and column', () => {
    const error = errorOf('{\n  "messages": [\n    {"role": "user" "content": "hi"}\n  ]\n}');
    expect(error.message).toMatch(/^request\.json: invalid JSON at line 3, column 21: /);
    expect([error.line, error.column, error.excerpt]).toEqual([3, 21, '    {"role": "user" "content": "hi"}']);
  });

  test('unknown shapes', () => {
    const neither =
      'request.json: expected "messages" (an array) at the top level, or "input" (OpenAI Responses): this is neither an OpenAI Chat Completions, an OpenAI Responses nor an Anthropic Messages request body';
    expect(messageOf({ model: 'text-davinci-003', prompt: 'Say hi' })).toBe(neither);
    expect(messageOf({ model: 'gpt-4.1', input: 42 })).toBe(neither);
    expect(messageOf([{ role: 'user', content: 'hi' }])).toBe(
      'request.json: expected a request body (a JSON object with "messages"), found an array',
    );
    expect(messageOf({ messages: { role: 'user' } })).toBe('request.json: messages must be an array, found an object');
    expect(messageOf({ system: 'Be brief.', messages: [{ role: 'system', content: 'Be brief.' }] })).toBe(
      'request.json: mixes OpenAI Chat Completions (messages[0].role "system") and Anthropic Messages ("system" at the top level) fields; expected one or the other',
    );
  });

  test('malformed fields name the field, what was expected and what was found', () => {
    const anthropic = (messages: unknown[]) => messageOf({ model: 'claude-sonnet-4-5', system: 'S', messages });
    const openai = (messages: unknown[]) =>
      messageOf({ model: 'gpt-4o', messages: [{ role: 'system', content: 'S' }, ...messages] });
    const call = (fn: unknown) => ({
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c', type: 'function', function: fn }],
    });

    expect(
      anthropic([
        { role: 'user', content: 'a' },
        { role: 'assistant', content: 'b' },
        { role: 'user', content: 'c' },
        { role: 'assistant', content: 42 },
      ]),
    ).toBe('request.json: messages[3].content must be a string or an array of blocks, found a number');
    expect(anthropic([{ role: 'bot', content: 'hi' }])).toBe(
      'request.json: messages[0].role must be "user" or "assistant", found "bot"',
    );
    expect(anthropic([{ role: 'user', content: [{ text: 'hi' }] }])).toBe(
      'request.json: messages[0].content[0].type is missing (expected a string)',
    );
    expect(anthropic([{ role: 'user', content: [{ type: 'text', text: 7 }] }])).toBe(
      'request.json: messages[0].content[0].text must be a string, found a number',
    );
    expect(anthropic([{ role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'x' }] }])).toBe(
      'request.json: messages[0].content[0].input is missing (expected an object)',
    );
    expect(anthropic([{ role: 'user', content: [{ type: 'tool_result', content: 'ok' }] }])).toBe(
      'request.json: messages[0].content[0].tool_use_id is missing (expected a string)',
    );
    expect(
      messageOf({
        system: [
          { type: 'text', text: 'a' },
          { type: 'image', source: {} },
        ],
        messages: [],
      }),
    ).toBe('request.json: system[1].type must be "text", found "image"');
    expect(messageOf({ system: 5, messages: [] })).toBe(
      'request.json: system must be a string or an array of text blocks, found a number',
    );

    expect(openai([{ role: 'user', content: 'hi' }, call({ name: 'read_issue', arguments: { number: 1 } })])).toBe(
      'request.json: messages[2].tool_calls[0].function.arguments must be a string, found an object',
    );
    expect(openai([call(undefined)])).toBe(
      'request.json: messages[1].tool_calls[0].function is missing (expected an object)',
    );
    expect(openai([{ role: 'bot', content: 'hi' }])).toBe(
      'request.json: messages[1].role must be one of "system", "developer", "user", "assistant", "tool", found "bot"',
    );
    expect(openai([{ role: 'user', content: null }])).toBe(
      'request.json: messages[1].content must be a string or an array of content parts, found null',
    );
    expect(openai([{ role: 'tool', content: 'ok' }])).toBe(
      'request.json: messages[1].tool_call_id is missing (expected a string)',
    );
    expect(openai(['hi'])).toBe('request.json: messages[1] must be an object, found "hi"');
    expect(messageOf({ messages: [], tools: { name: 'x' } })).toBe(
      'request.json: tools must be an array, found an object',
    );
    expect(messageOf({ messages: [], tools: [SEARCH_TOOL_OPENAI, 'read'] })).toBe(
      'request.json: tools[1] must be an object, found "read"',
    );
  });

  test('the default source is "pasted text"', () => {
    expect(() => parseRequestBody('{}')).toThrow('pasted text: expected "messages" (an array) at the top level');
  });
});
