import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import type { DataRecord } from '../json-value.ts';
import { textSize } from '../text-stats.ts';
import type { RungId } from './rungs.ts';
import { RUNG_IDS, RUNGS, rungById } from './rungs.ts';
import type { RungSize } from './ladder.ts';
import { buildRungTexts, computeLadder, largestDataset } from './ladder.ts';

const counter = nodeCounter('cl100k_base');

// Two records with different field sets, a null, a comma and a 2-byte character (é).
const RECORDS: DataRecord[] = [
  { id: 'T-1', status: 'open', assignee: 'José', priority: 'high', note: 'a, b' },
  { id: 'T-2', status: 'done', assignee: null, priority: 'low' },
];

const FULL_PRETTY =
  '[\n  {\n    "assignee": "José",\n    "id": "T-1",\n    "note": "a, b",\n    "priority": "high",\n    "status": "open"\n  },\n' +
  '  {\n    "assignee": null,\n    "id": "T-2",\n    "priority": "low",\n    "status": "done"\n  }\n]';
const FULL_MIN =
  '[{"assignee":"José","id":"T-1","note":"a, b","priority":"high","status":"open"},{"assignee":null,"id":"T-2","priority":"low","status":"done"}]';

const cases: {
  name: string;
  input: string[];
  expected: { texts: Record<RungId, string>; sizes: Record<RungId, RungSize> };
}[] = [
  {
    name: 'id, status',
    input: ['id', 'status'],
    expected: {
      texts: {
        L0: FULL_PRETTY,
        L1: FULL_MIN,
        L2: '[\n  {\n    "id": "T-1",\n    "status": "open"\n  },\n  {\n    "id": "T-2",\n    "status": "done"\n  }\n]',
        L3: '[{"id":"T-1","status":"open"},{"id":"T-2","status":"done"}]',
        L4: 'id,status\nT-1,open\nT-2,done\n',
        L5: 'i,s\nT-1,open\nT-2,done\n',
      },
      sizes: {
        L0: { tokens: 81, bytes: 210, chars: 209 },
        L1: { tokens: 48, bytes: 143, chars: 142 },
        L2: { tokens: 42, bytes: 96, chars: 96 },
        L3: { tokens: 23, bytes: 59, chars: 59 },
        L4: { tokens: 15, bytes: 28, chars: 28 },
        L5: { tokens: 15, bytes: 22, chars: 22 },
      },
    },
  },
  {
    name: 'status, assignee, priority',
    input: ['status', 'assignee', 'priority'],
    expected: {
      texts: {
        L0: FULL_PRETTY,
        L1: FULL_MIN,
        L2:
          '[\n  {\n    "assignee": "José",\n    "priority": "high",\n    "status": "open"\n  },\n' +
          '  {\n    "assignee": null,\n    "priority": "low",\n    "status": "done"\n  }\n]',
        L3: '[{"assignee":"José","priority":"high","status":"open"},{"assignee":null,"priority":"low","status":"done"}]',
        L4: 'status,assignee,priority\nopen,José,high\ndone,"",low\n',
        L5: 's,a,p\nopen,José,high\ndone,"",low\n',
      },
      sizes: {
        L0: { tokens: 81, bytes: 210, chars: 209 },
        L1: { tokens: 48, bytes: 143, chars: 142 },
        L2: { tokens: 54, bytes: 156, chars: 155 },
        L3: { tokens: 30, bytes: 107, chars: 106 },
        L4: { tokens: 18, bytes: 53, chars: 52 },
        L5: { tokens: 16, bytes: 34, chars: 33 },
      },
    },
  },
];

describe('RUNGS', () => {
  test('should define L0 to L5 in order', () => {
    expect(RUNGS.map((rung) => rung.id)).toEqual(['L0', 'L1', 'L2', 'L3', 'L4', 'L5']);
    expect(RUNG_IDS).toEqual(['L0', 'L1', 'L2', 'L3', 'L4', 'L5']);
  });

  test.each(RUNG_IDS)('should find rung %s by id', (id) => {
    expect(rungById(id).id).toBe(id);
  });
});

describe('buildRungTexts', () => {
  test.each(cases)('should build the exact texts of every rung for fields $name', ({ input, expected }) => {
    expect(buildRungTexts(RECORDS, input)).toEqual(expected.texts);
  });

  test('should build the texts of zero records', () => {
    expect(buildRungTexts([], ['id', 'status'])).toEqual({
      L0: '[]',
      L1: '[]',
      L2: '[]',
      L3: '[]',
      L4: 'id,status\n',
      L5: 'i,s\n',
    });
  });

  test('should keep L0 and L1 when the fields change, and change L2 to L5', () => {
    const [a, b] = cases.map(({ input }) => buildRungTexts(RECORDS, input));
    for (const id of ['L0', 'L1'] as const) expect(a![id], id).toBe(b![id]);
    for (const id of ['L2', 'L3', 'L4', 'L5'] as const) expect(a![id], id).not.toBe(b![id]);
  });

  test.each(cases)('should make L5 differ from L4 only in the header line (fields $name)', ({ input }) => {
    const texts = buildRungTexts(RECORDS, input);
    const l4 = texts.L4.split('\n');
    const l5 = texts.L5.split('\n');
    expect(l5.slice(1)).toEqual(l4.slice(1));
    expect(l5[0]).not.toBe(l4[0]);
  });

  test('should not mutate the records', () => {
    const records: DataRecord[] = [{ b: 1, a: 2 }];
    buildRungTexts(records, ['b']);
    expect(Object.keys(records[0]!)).toEqual(['b', 'a']);
  });
});

describe('largestDataset', () => {
  test('should pick the data set with the most records, the first of equals', () => {
    const small = { label: 'a.json', records: [{ id: 1 }] };
    const big = { label: 'b.json', records: [{ id: 1 }, { id: 2 }] };
    const bigToo = { label: 'c.json', records: [{ id: 3 }, { id: 4 }] };
    expect(largestDataset([small, big, bigToo])).toBe(big);
    expect(largestDataset([bigToo, small, big])).toBe(bigToo);
    expect(largestDataset([small])).toBe(small);
  });

  test('should throw for no data set', () => {
    expect(() => largestDataset([])).toThrow(TypeError);
  });
});

describe('computeLadder', () => {
  test.each(cases)('should size every rung exactly for fields $name', ({ input, expected }) => {
    const ladder = computeLadder([{ label: 'two.json', records: RECORDS }], input, counter);
    expect(ladder.encoding).toBe('cl100k_base');
    expect(ladder.fields).toEqual(input);
    expect(ladder.scales).toHaveLength(1);
    expect(ladder.scales[0]!.label).toBe('two.json');
    expect(ladder.scales[0]!.rows).toBe(2);
    expect(ladder.scales[0]!.rungs).toEqual(expected.sizes);
  });

  test.each(cases)('should match counter and textSize on each rung text (fields $name)', ({ input, expected }) => {
    const rungs = computeLadder([{ label: 'two.json', records: RECORDS }], input, counter).scales[0]!.rungs;
    for (const id of RUNG_IDS) {
      const text = expected.texts[id];
      expect(rungs[id].tokens, id).toBe(counter.count(text));
      expect({ bytes: rungs[id].bytes, chars: rungs[id].chars }, id).toEqual(textSize(text));
    }
  });

  test('should keep the scales in the order given, with their labels and row counts', () => {
    const ladder = computeLadder(
      [
        { label: 'two.json', records: RECORDS },
        { label: 'none.json', records: [] },
        { label: 'one.json', records: RECORDS.slice(1) },
      ],
      ['id', 'status'],
      counter,
    );
    expect(ladder.scales.map(({ label, rows }) => ({ label, rows }))).toEqual([
      { label: 'two.json', rows: 2 },
      { label: 'none.json', rows: 0 },
      { label: 'one.json', rows: 1 },
    ]);
    expect(ladder.scales[1]!.rungs).toEqual({
      L0: { tokens: 1, bytes: 2, chars: 2 },
      L1: { tokens: 1, bytes: 2, chars: 2 },
      L2: { tokens: 1, bytes: 2, chars: 2 },
      L3: { tokens: 1, bytes: 2, chars: 2 },
      L4: { tokens: 3, bytes: 10, chars: 10 },
      L5: { tokens: 3, bytes: 4, chars: 4 },
    });
  });

  test('should keep L0 and L1 sizes when the fields change, and change L2 to L5', () => {
    const [a, b] = cases.map(
      ({ input }) => computeLadder([{ label: 'x', records: RECORDS }], input, counter).scales[0]!.rungs,
    );
    for (const id of ['L0', 'L1'] as const) expect(a![id], id).toEqual(b![id]);
    for (const id of ['L2', 'L3', 'L4', 'L5'] as const) expect(a![id].bytes, id).not.toBe(b![id].bytes);
  });

  test('should copy the field list', () => {
    const fields = ['id'];
    const ladder = computeLadder([], fields, counter);
    expect(ladder).toEqual({ encoding: 'cl100k_base', fields: ['id'], scales: [] });
    expect(ladder.fields).not.toBe(fields);
  });
});
