import { describe, expect, test } from 'vitest';
import { InputError } from '../input/input-error.ts';
import { parseRequestBody } from './request-body.ts';
import type { TraceText } from './request-trace.ts';

const parse = (body: unknown) => parseRequestBody(JSON.stringify(body), 'request.json');
const texts = (list: TraceText[]) => list.map((t) => [t.component, t.text, t.thinking ?? false]);
const TOOL = { type: 'function', name: 'read_issue', description: 'Read one issue.', parameters: { type: 'object' } };

describe('OpenAI Responses request bodies', () => {
  test('instructions, flat tools, items in order; reasoning marked thinking; parallel calls paired by call_id', () => {
    const trace = parse({
      model: 'gpt-5.1',
      instructions: 'Answer from the tracker.',
      tools: [TOOL],
      input: [
        { role: 'developer', content: 'Be brief.' },
        { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Why does login fail?' }] },
        {
          type: 'reasoning',
          id: 'rs_1',
          summary: [{ type: 'summary_text', text: 'Read both issues.' }],
          encrypted_content: 'gAAAAB…',
        },
        { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Reading.' }] },
        { type: 'function_call', call_id: 'c1', name: 'read_issue', arguments: '{"number":1}' },
        { type: 'function_call', call_id: 'c2', name: 'read_issue', arguments: '{"number":2}' },
        { type: 'function_call_output', call_id: 'c2', output: 'Ticket 2' },
        { type: 'function_call_output', call_id: 'c1', output: [{ type: 'input_text', text: 'Ticket 1' }] },
        { type: 'custom_tool_call', call_id: 'c3', name: 'apply_patch', input: '*** Begin Patch' },
        { type: 'custom_tool_call_output', call_id: 'c3', output: '{"ok":true}' },
        { type: 'web_search_call', id: 'ws_1', status: 'completed' },
      ],
    });
    expect(trace.format).toBe('openai-responses');
    expect(texts(trace.texts)).toEqual([
      ['system', 'Answer from the tracker.', false],
      ['tools', JSON.stringify(TOOL), false],
      ['system', 'Be brief.', false],
      ['user', 'Why does login fail?', false],
      ['assistant', 'Read both issues.', true],
      ['assistant', 'Reading.', false],
      ['toolCalls', 'read_issue', false],
      ['toolCalls', '{"number":1}', false],
      ['toolCalls', 'read_issue', false],
      ['toolCalls', '{"number":2}', false],
      ['toolResults', 'Ticket 2', false],
      ['toolResults', 'Ticket 1', false],
      ['toolCalls', 'apply_patch', false],
      ['toolCalls', '*** Begin Patch', false],
      ['toolResults', '{"ok":true}', false],
    ]);
    expect(trace.steps.map((s) => [s.id, s.result.map((r) => r.text), s.assistantText.map((a) => a.text)])).toEqual([
      ['c1', ['Ticket 1'], ['Read both issues.', 'Reading.']],
      ['c2', ['Ticket 2'], []],
      ['c3', ['{"ok":true}'], []],
    ]);
    expect(trace.warnings).toEqual([
      '1 encrypted reasoning item is not counted',
      '1 web_search_call item is not counted',
    ]);
  });

  test('a string input is one user text', () => {
    const trace = parse({ model: 'gpt-5.1', input: 'Say hi' });
    expect(texts(trace.texts)).toEqual([['user', 'Say hi', false]]);
  });

  test('malformed items name the field', () => {
    const messageOf = (body: unknown) => {
      try {
        parse(body);
      } catch (error) {
        if (error instanceof InputError) return error.message;
      }
      return 'no error';
    };
    expect(messageOf({ input: [42] })).toBe('request.json: input[0] must be an object (an input item), found a number');
    expect(messageOf({ input: [{ role: 'tool', content: 'x' }] })).toBe(
      'request.json: input[0].role must be "system", "developer", "user" or "assistant", found "tool"',
    );
    expect(messageOf({ input: [{ type: 'function_call', name: 'f', arguments: '{}' }] })).toBe(
      'request.json: input[0].call_id is missing (expected a string)',
    );
    expect(messageOf({ instructions: 3, input: [] })).toBe(
      'request.json: instructions must be a string, found a number',
    );
  });
});
