import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { ladderTable } from '../report/tables/ladder.ts';
import { tableToMarkdown } from '../report/table.ts';
import { formatById } from '../formats.ts';
import { readInput } from '../input/read-input.ts';
import { computeLadder, omittedNotices } from './ladder.ts';

const counter = nodeCounter('cl100k_base');
const CSV_TOON = [formatById('csv'), formatById('toon')];
const tokens = (sizes: Record<string, { tokens: number }> | undefined) =>
  Object.fromEntries(Object.entries(sizes ?? {}).map(([id, size]) => [id, size.tokens]));

describe('a format that cannot write the data is left out, the rest counted', () => {
  test('should count every rung and CSV of a lone-surrogate key, and leave TOON out with why', () => {
    const { records, fields } = readInput('[{"\\udc00k":1}]', 'key.json');
    const ladder = computeLadder([{ label: 'key.json', records }], fields, counter, CSV_TOON);
    const [scale] = ladder.scales;
    expect(tokens(scale!.rungs)).toEqual({ L0: 16, L1: 10, L2: 16, L3: 10, L4: 5, L5: 4 });
    expect(tokens(scale!.formats)).toEqual({ csv: 5 });
    expect(scale!.omitted).toEqual({ toon: 'TOON cannot write a lone surrogate (U+DC00 in a key of record 1)' });
    expect(omittedNotices(ladder)).toEqual([
      'TOON left out at 1 row, key.json: TOON cannot write a lone surrogate (U+DC00 in a key of record 1); the other rungs and formats are counted',
    ]);
  });

  test('should leave TOON out only at the scale whose data it cannot write, and say so under the table', () => {
    const bad = readInput('[{"k":"\\udc00"},{"k":"ok"}]', 'bad.json').records;
    const good = readInput('[{"k":"ok"}]', 'good.json').records;
    const ladder = computeLadder(
      [
        { label: 'good.json', records: good },
        { label: 'bad.json', records: bad },
      ],
      ['k'],
      counter,
      CSV_TOON,
    );
    expect(ladder.scales.map((s) => tokens(s.formats))).toEqual([{ csv: 4, toon: 8 }, { csv: 6 }]);
    expect(tokens(ladder.scales[1]!.rungs)).toEqual({ L0: 26, L1: 14, L2: 26, L3: 14, L4: 6, L5: 6 });
    expect(ladder.scales.map((s) => s.omitted)).toEqual([
      undefined,
      { toon: 'TOON cannot write a lone surrogate (U+DC00 in record 1, field k)' },
    ]);
    const markdown = tableToMarkdown(ladderTable(ladder, false, true));
    expect(markdown).toContain('| TOON (format) | 8 |  |');
    expect(markdown).toContain(
      'TOON left out at 2 rows, bad.json: TOON cannot write a lone surrogate (U+DC00 in record 1, field k); the other rungs and formats are counted',
    );
  });

  test.each([
    ['JSON', 'key.json', '[{"\\udc00k":"\\ud800"}]'],
    ['JSON Lines', 'key.jsonl', '{"\\udc00k":"\\ud800"}\n{"\\udc00k":"\\ud800"}\n'],
    ['YAML', 'key.yaml', '- "\\udc00k": "\\ud800"\n'],
    ['CSV', 'key.csv', '\udc00k\n\ud800\n'],
  ])('should leave TOON out and count the rest for lone surrogates in keys and values of %s', (_name, file, text) => {
    const { records, fields } = readInput(text, file);
    const ladder = computeLadder([{ label: file, records }], fields, counter, [...CSV_TOON, formatById('yaml')]);
    const [scale] = ladder.scales;
    expect(Object.keys(scale!.formats!)).toEqual(['csv', 'yaml']);
    expect(scale!.omitted).toEqual({ toon: 'TOON cannot write a lone surrogate (U+DC00 in a key of record 1)' });
    const one = records.length === 1;
    expect(tokens(scale!.rungs)).toEqual(
      one ? { L0: 17, L1: 13, L2: 17, L3: 13, L4: 5, L5: 4 } : { L0: 32, L1: 23, L2: 32, L3: 23, L4: 7, L5: 6 },
    );
  });

  test('should leave nothing out for data every format writes', () => {
    const { records, fields } = readInput('[{"k":"😀"}]', 'ok.json');
    const ladder = computeLadder([{ label: 'ok.json', records }], fields, counter, CSV_TOON);
    expect(ladder.scales[0]!.omitted).toBeUndefined();
    expect(omittedNotices(ladder)).toEqual([]);
  });
});
