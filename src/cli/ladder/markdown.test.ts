import { describe, expect, test } from 'vitest';
import type { Ladder, RungSize } from '../../core/ladder/ladder.ts';
import { ladderMarkdown } from './markdown.ts';

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

### Tokens per rung and format

| Rung | 5 rows (tokens) | 2,000 rows (tokens) |
| --- | ---: | ---: |
| L0 Pretty JSON, full | 485 | 1,957 |
| L1 Minified JSON, full | 346 | 1,398 |
| L2 Pretty JSON, projected | 186 | 742 |
| L3 Minified JSON, projected | 107 | 423 |
| L4 Header + value rows | 65 | 239 |
| L5 Aliased header | 63 | 237 |

Each cell: cl100k_base tokens of the whole response.

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

  test("should print only the rungs' names in the table when there are no scales", () => {
    const text = ladderMarkdown({ encoding: 'o200k_base', fields: ['id'], scales: [] }, 1234);
    expect(text).toBe(
      `o200k_base tokens; fields: id

### Tokens per rung and format

| Rung |
| --- |
| L0 Pretty JSON, full |
| L1 Minified JSON, full |
| L2 Pretty JSON, projected |
| L3 Minified JSON, projected |
| L4 Header + value rows |
| L5 Aliased header |

Each cell: o200k_base tokens of the whole response.

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
