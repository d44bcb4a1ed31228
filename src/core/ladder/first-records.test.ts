import { describe, expect, test } from 'vitest';
import { readInput } from '../input/read-input.ts';
import { wholeSourceOf } from '../whole/source.ts';
import { firstRecordScales } from './first-records.ts';

describe("a first-k scale's text as received", () => {
  test("keeps the file's own spelling: Python's separators and \\u escapes, Go's escaped <, >, &", () => {
    const python = '[{"t": "caf\\u00e9 \\u201cx\\u201d"}, {"t": "\\u65e5"}, {"t": "z"}]';
    const go = '{"items":[{"n":"\\u003cb\\u003e \\u0026 é"},{"n":"日本"},{"n":"x"}]}\n';
    const firstTwo = (text: string) => {
      const input = readInput(text, 'response.json');
      const dataset = { label: 'response.json', records: input.records, whole: wholeSourceOf(text, input) };
      const [first] = firstRecordScales(dataset, [2]);
      return { text: first!.whole!.text, firstOf: first!.firstOf };
    };
    expect(firstTwo(python)).toEqual({ text: '[{"t": "caf\\u00e9 \\u201cx\\u201d"}, {"t": "\\u65e5"}]', firstOf: 3 });
    expect(firstTwo(go)).toEqual({ text: '{"items":[{"n":"\\u003cb\\u003e \\u0026 é"},{"n":"日本"}]}\n', firstOf: 3 });
  });
});
