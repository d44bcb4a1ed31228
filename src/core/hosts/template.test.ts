import { expect, test } from 'vitest';
import { fillTemplate } from './result-text.ts';
import { PLACEHOLDER_NAMES, templateProblems } from './template.ts';

test('known placeholders and braces that are text: nothing to say', () => {
  expect(templateProblems('{text}')).toEqual([]);
  expect(templateProblems('{"output": {text}, "error": {isError}} {tool}{structured}{content}{result}')).toEqual([]);
  expect(templateProblems('{ text } and {}')).toEqual([]);
});

test('an unknown placeholder is named once with where it is; a case slip says which was meant', () => {
  const names = '{text}, {content}, {structured}, {result}, {isError}, {tool}';
  expect(PLACEHOLDER_NAMES).toBe(names);
  expect(templateProblems('<r>{output}</r> {Text} {output}')).toEqual([
    `{output} at character 4 is not a placeholder; the placeholders are ${names}`,
    `{Text} at character 17 is not a placeholder (did you mean {text}?); the placeholders are ${names}`,
  ]);
  // Counted as written, indeed.
  expect(fillTemplate('{output}|{text}', { content: [{ type: 'text', text: 'hi' }] })).toBe('{output}|hi');
});
