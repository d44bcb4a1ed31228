import { expect, test } from 'vitest';
import { runSteps } from '../../steps.ts';
import { geminiLog } from '../../../testing/generated-logs/gemini.ts';
import { largeSessionScript } from '../../../testing/generated-logs/large.ts';
import { requestBodiesLog } from '../../../testing/generated-logs/request-bodies.ts';
import { parseJsonSteps } from './json-steps.ts';
import { parseGemini } from './gemini.ts';
import { readSession, readSessionSteps } from './read-session.ts';

/** Runs the steps to the end, counting the pauses and the progress seen at each. */
function stepped(text: string, wholeBelow?: number) {
  const progress = { read: 0 };
  const seen: number[] = [];
  const steps = parseJsonSteps(text, progress, wholeBelow);
  for (;;) {
    const next = steps.next();
    if (next.done) return { value: next.value, seen };
    seen.push(progress.read);
  }
}

test('a long Gemini session and a long JSON array of request bodies: JSON.parse’s value, read in pauses with progress', () => {
  const gemini = geminiLog(largeSessionScript(500, 250));
  const bodies = requestBodiesLog(largeSessionScript(40, 250), 'anthropic-messages');
  // A pause once 65,536 characters have been read since the last, after the member that passes them.
  for (const [text, length, pausesAt] of [
    [gemini, 1_294_286, 19],
    [bodies, 1_582_919, 18],
  ] as const) {
    expect(text.length).toBe(length);
    const { value, seen } = stepped(text);
    expect(value).toEqual(JSON.parse(text));
    expect(seen).toHaveLength(pausesAt);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBeLessThanOrEqual(text.length);
  }
  // The session read from it is the one read from JSON.parse's value.
  expect(readSession(gemini, 'session.json')).toEqual(parseGemini(JSON.parse(gemini)));
  let pauses = 0;
  const steps = readSessionSteps(gemini, 'session.json');
  while (!steps.next().done) pauses++;
  expect(pauses).toBe(19);
});

test.each([
  ['escaped quotes and backslashes', '{"a": "x\\"]}y", "b": "\\\\", "c": ["\\\\\\"", "{"]}'],
  ['__proto__ is an own key; a repeated key keeps its last value', '{"__proto__": {"p": 1}, "k": 1, "k": 2}'],
  ['numbers, literals, empty containers, nesting', '[1, -2.5e3, true, false, null, [], {}, [[[]]], {"a": {"b": [1]}}]'],
  ['a top-level string', '"just text"'],
])('%s: the same value as JSON.parse when taken apart', (_, text) => {
  const { value } = stepped(text, 0);
  expect(value).toEqual(JSON.parse(text));
  if (text.includes('__proto__')) expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
});

test.each([
  ['JSON Lines', '{"a": 1}\n{"b": 2}\n'],
  ['trailing text', '[1, 2] x'],
  ['a string that never ends', '{"a": "b'],
  ['a missing comma', '[1 2]'],
  ['an unclosed array', '[1, [2, 3]'],
  ['a bad member', '{"a": tru}'],
])('%s is not one JSON value: undefined, as from a failed JSON.parse', (_, text) => {
  expect(runSteps(parseJsonSteps(text, undefined, 0))).toBeUndefined();
  expect(runSteps(parseJsonSteps(text))).toBeUndefined();
});
