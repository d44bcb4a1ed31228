import { encode } from '@toon-format/toon';
import { describe, expect, test } from 'vitest';
import type { DataRecord } from '../json-value.ts';
import { TOON_OPTIONS } from './toon.ts';
import { toonPlain } from './toon-plain.ts';
import { randomRecords, seeded } from './random-json.fixture.ts';

/** The library's text, or null when it refuses the value (a lone surrogate: `serializeToon` says so before). */
function library(records: DataRecord[]): string | null {
  try {
    return encode(records, TOON_OPTIONS);
  } catch {
    return null;
  }
}

describe('toonPlain', () => {
  test("20,000 random lists of records: the library's text whenever it writes one (12,928 of them, 4,218 tables)", () => {
    const rand = seeded(20261204);
    let written = 0;
    let tables = 0;
    const differing: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const records = randomRecords(rand);
      const expected = library(records);
      if (expected === null) continue;
      const fast = toonPlain(records);
      if (fast === null) continue;
      written++;
      if (/^\[\d+\]\{/.test(fast)) tables++;
      if (fast !== expected && differing.length < 3) differing.push(JSON.stringify([fast, expected]));
    }
    expect(differing).toEqual([]);
    // Seeded: the same counts every run (the rest nest an object or a list deeper, or hold a
    // number kept as text, and go to the library).
    expect([written, tables]).toEqual([12_928, 4_218]);
  });

  test('a table, a list of items, quoting, and what it gives up on', () => {
    const table = [
      { id: 1, title: 'a, b', state: 'open' },
      { id: -0, title: '', state: 'true' },
    ];
    expect(toonPlain(table)).toBe('[2]{id,title,state}:\n  1,"a, b",open\n  0,"",' + '"true"');
    expect(toonPlain(table)).toBe(encode(table, TOON_OPTIONS));
    const list: DataRecord[] = [
      { id: 1, labels: ['x', '-y'], 'a b': 'c:d', none: [] },
      {},
      { n: '12', s: 'tab\there' },
    ];
    const text = toonPlain(list);
    expect(text).toBe(encode(list, TOON_OPTIONS));
    expect(text).toBe(
      '[3]:\n  - id: 1\n    labels[2]: x,"-y"\n    "a b": "c:d"\n    none: []\n  -\n  - n: "12"\n    s: "tab\\there"',
    );
    expect(toonPlain([])).toBe('[]');
    expect(toonPlain([{ user: { login: 'x' } }])).toBeNull();
    expect(toonPlain([{ rows: [[1, 2]] }])).toBeNull();
  });
});
