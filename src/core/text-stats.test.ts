import { describe, expect, test } from 'vitest';
import type { TextSize } from './text-stats.ts';
import { textSize } from './text-stats.ts';

describe('textSize', () => {
  const cases: { name: string; input: string; expected: TextSize }[] = [
    { name: 'the empty string', input: '', expected: { bytes: 0, chars: 0 } },
    { name: 'ASCII text', input: 'hello, world\n', expected: { bytes: 13, chars: 13 } },
    { name: 'é (2 bytes)', input: 'é', expected: { bytes: 2, chars: 1 } },
    { name: '日 (3 bytes)', input: '日', expected: { bytes: 3, chars: 1 } },
    { name: 'U+07FF, the last 2-byte code point', input: '\u07FF', expected: { bytes: 2, chars: 1 } },
    { name: 'U+0800, the first 3-byte code point', input: '\u0800', expected: { bytes: 3, chars: 1 } },
    { name: 'U+FFFF, the last 3-byte code point', input: '\uFFFF', expected: { bytes: 3, chars: 1 } },
    { name: 'emoji U+1F600 (4 bytes, 1 character)', input: '\u{1F600}', expected: { bytes: 4, chars: 1 } },
    { name: 'a lone high surrogate (3 bytes of U+FFFD)', input: '\uD800', expected: { bytes: 3, chars: 1 } },
    { name: 'a lone low surrogate', input: '\uDC00', expected: { bytes: 3, chars: 1 } },
    { name: 'a high surrogate before a non-surrogate', input: '\uD800a', expected: { bytes: 4, chars: 2 } },
    {
      name: 'a low surrogate before a high one (reversed pair)',
      input: '\uDE00\uD83D',
      expected: { bytes: 6, chars: 2 },
    },
    { name: 'mixed text', input: 'aé日\u{1F600}', expected: { bytes: 10, chars: 4 } },
    { name: 'special-token text', input: '<|endoftext|>', expected: { bytes: 13, chars: 13 } },
  ];
  test.each(cases)('should measure $name', ({ input, expected }) => {
    expect(textSize(input)).toEqual(expected);
  });

  test.each(cases)('should count bytes as TextEncoder writes them and chars as code points ($name)', ({ input }) => {
    expect(textSize(input).bytes).toBe(new TextEncoder().encode(input).length);
    expect(textSize(input).chars).toBe([...input].length);
  });
});
