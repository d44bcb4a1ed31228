import { describe, expect, test } from 'vitest';
import { capturedCall, reasonOf } from './call-record.ts';

describe('capturedCall', () => {
  const call = { name: 'echo', arguments: { message: 'Zoë 李 👩‍💻' } };

  test('an answered call keeps its result and no error', () => {
    const result = { content: [{ type: 'text', text: 'Echo: Zoë 李 👩‍💻' }] };
    expect(capturedCall(call, { result }, 12)).toEqual({
      name: 'echo',
      arguments: { message: 'Zoë 李 👩‍💻' },
      result,
      error: null,
      ms: 12,
      redactions: 0,
    });
  });

  test("a failed call keeps the error's first line as its reason", () => {
    expect(capturedCall(call, { error: new Error('MCP error -32602: Unknown tool\n  at x') }, 3)).toMatchObject({
      result: null,
      error: 'MCP error -32602: Unknown tool',
      ms: 3,
    });
  });
});

describe('reasonOf', () => {
  test("fetch's own message gets its cause's code; a long message is cut at 300 characters", () => {
    expect(reasonOf(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }))).toBe(
      'fetch failed (ECONNREFUSED)',
    );
    expect(reasonOf('x'.repeat(400))).toBe(`${'x'.repeat(300)}…`);
    expect(reasonOf(42)).toBe('42');
  });
});
