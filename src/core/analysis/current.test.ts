import { describe, expect, test } from 'vitest';
import { currentLegend, detailScale, sessionTexts, uncountedTexts } from './current.ts';
import type { LadderScale } from '../ladder/ladder.ts';
import type { CurrentInputs } from './current.ts';

const result: CurrentInputs['result'] = {
  status: 'ready',
  legend: { text: 'L', tokens: 21 },
  schema: { text: 'S', tokens: 535 },
};

describe('sessionTexts', () => {
  test('should use the generated counts until a text is edited', () => {
    const texts = sessionTexts({
      result,
      sessionCounts: {},
      session: { schema: null, legend: null, custom: '', customNeededBy: [] },
    });
    expect(texts?.map((t) => t.tokens)).toEqual([535, 21, 0]);
  });
  test('should wait for the worker to count an edited text, and count an emptied one as 0 tokens', () => {
    const session = { schema: '', legend: 'edited legend', custom: 'note', customNeededBy: ['L4' as const] };
    expect(sessionTexts({ result, sessionCounts: {}, session })).toBeUndefined();
    expect(uncountedTexts({ sessionCounts: {}, session })).toEqual(['edited legend', 'note']);
    const texts = sessionTexts({ result, sessionCounts: { 'edited legend': 4, note: 1 }, session });
    expect(texts?.map((t) => [t.id, t.tokens, t.neededBy])).toEqual([
      ['schema', 0, ['L0', 'L1', 'L2', 'L3', 'L4', 'L5', 'csv', 'yaml', 'toon', 'markdown', 'jsonl', 'json-source']],
      ['legend', 4, ['L5']],
      ['custom', 1, ['L4']],
    ]);
  });
});

describe('currentLegend', () => {
  const session = { schema: null, legend: null, custom: '', customNeededBy: [] };
  test('should be the generated legend until edited, then the edit with its count once the worker has it', () => {
    expect(currentLegend({ result, sessionCounts: {}, session })).toEqual({ text: 'L', tokens: 21, edited: false });
    const edited = { ...session, legend: 'a=assignee' };
    expect(currentLegend({ result, sessionCounts: {}, session: edited })).toEqual({
      text: 'a=assignee',
      tokens: undefined,
      edited: true,
    });
    expect(currentLegend({ result, sessionCounts: { 'a=assignee': 13 }, session: edited })?.tokens).toBe(13);
    expect(currentLegend({ result: {}, sessionCounts: {}, session })).toBeUndefined();
  });
});

describe('detailScale: the scale the verdict and the detail panels measure', () => {
  // Only the rows and whether a scale is a whole file as received matter here.
  const scale = (rows: number, whole = false) =>
    ({ rows, ...(whole ? { asReceived: { tokens: rows } } : {}) }) as unknown as LadderScale;
  const at = (scales: LadderScale[], detailRows: number | null = null) =>
    detailScale({ result: { ladder: { scales } } as never, detailRows })?.rows;
  test("the built-in fixture (no text as received): 100 rows, the article's", () => {
    expect(at([5, 20, 100, 500].map((r) => scale(r)))).toBe(100);
    expect(at([5, 20].map((r) => scale(r)))).toBe(20);
  });
  test('a 200-row file cut into its first records: the whole file, as npm run savings judges it', () => {
    expect(at([scale(5), scale(20), scale(100), scale(200, true)])).toBe(200);
  });
  test("several whole files (the reference json-5 … json-500): 100 rows, the article's", () => {
    expect(at([5, 20, 100, 500].map((r) => scale(r, true)))).toBe(100);
  });
  test('a 250-record response whose first k records keep their text as received: the whole response', () => {
    const first = (rows: number) => ({ ...scale(rows, true), firstOf: 250 }) as LadderScale;
    expect(at([first(5), first(20), first(100), scale(250, true)])).toBe(250);
  });
  test('the choice wins', () => {
    expect(at([scale(5), scale(20), scale(100), scale(200, true)], 20)).toBe(20);
  });
});
