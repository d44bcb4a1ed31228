import { describe, expect, test } from 'vitest';
import type { Ladder, RungSize } from '../core/ladder/ladder.ts';
import { formatCount, ladderMarkdown } from './markdown.ts';

const size = (tokens: number): RungSize => ({ tokens, bytes: tokens * 4, chars: tokens * 4 });

const RULES = `| rung | name | rule |
| --- | --- | --- |
| L0 | Pretty JSON, full | Every field of every record, keys sorted, 2-space indent. |
| L1 | Minified JSON, full | Every field, keys sorted, no whitespace. |
| L2 | Pretty JSON, projected | Only the selected fields, keys sorted, 2-space indent. |
| L3 | Minified JSON, projected | Only the selected fields, keys sorted, no whitespace. |
| L4 | Header + value rows | One header naming the selected fields in your order, then one line per record; cells with , " or line breaks are quoted. |
| L5 | Aliased header | L4 with one-character header aliases (taught once by a legend); value rows unchanged. |
`;

describe('formatCount', () => {
  test.each([
    [0, '0'],
    [63, '63'],
    [999, '999'],
    [1000, '1,000'],
    [1957, '1,957'],
    [48933, '48,933'],
    [1234567, '1,234,567'],
  ])('should format %i as %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });
});

describe('ladderMarkdown', () => {
  test('should print the header line, the token table, the rules and the legend exactly', () => {
    const ladder: Ladder = {
      encoding: 'cl100k_base',
      fields: ['id', 'status', 'assignee', 'priority'],
      scales: [
        {
          label: 'json-5.txt',
          rows: 5,
          rungs: { L0: size(485), L1: size(346), L2: size(186), L3: size(107), L4: size(65), L5: size(63) },
        },
        {
          label: 'json-20.txt',
          rows: 2000,
          rungs: { L0: size(1957), L1: size(1398), L2: size(742), L3: size(423), L4: size(239), L5: size(237) },
        },
      ],
    };
    expect(ladderMarkdown(ladder, 21)).toBe(
      `cl100k_base tokens; fields: id, status, assignee, priority

| rows | L0 | L1 | L2 | L3 | L4 | L5 |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| 5 | 485 | 346 | 186 | 107 | 65 | 63 |
| 2,000 | 1,957 | 1,398 | 742 | 423 | 239 | 237 |

${RULES}
L5 alias legend (21 tokens, sent once):

\`\`\`text
compact header aliases:
i = id
s = status
a = assignee
p = priority
\`\`\`
`,
    );
  });

  test('should print only the header rows of the table when there are no scales', () => {
    const text = ladderMarkdown({ encoding: 'o200k_base', fields: ['id'], scales: [] }, 1234);
    expect(text).toBe(
      `o200k_base tokens; fields: id

| rows | L0 | L1 | L2 | L3 | L4 | L5 |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: |

${RULES}
L5 alias legend (1,234 tokens, sent once):

\`\`\`text
compact header aliases:
i = id
\`\`\`
`,
    );
  });

  test('should fence a legend containing backticks with a longer fence and escape | on the fields line', () => {
    const text = ladderMarkdown({ encoding: 'cl100k_base', fields: ['a```b', 'c|d'], scales: [] }, 9);
    expect(text.startsWith('cl100k_base tokens; fields: a```b, c\\|d\n')).toBe(true);
    expect(text.endsWith('````text\ncompact header aliases:\na = a```b\nc = c|d\n````\n')).toBe(true);
  });
});
