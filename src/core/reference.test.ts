import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../node/counter.ts';
import { requireArticleLadderDir } from '../node/reference-dir.ts';
import type { DataRecord } from './json-value.ts';
import { buildRungTexts, computeLadder } from './ladder/ladder.ts';
import { RUNG_IDS } from './ladder/rungs.ts';
import { aliasLegend, assignAliases } from './serializers/aliases.ts';
import { cellText } from './serializers/compact-cell.ts';
import { compactRowsToRecords, decodeCompact } from './serializers/compact-decode.ts';
import { serializeCompact } from './serializers/compact.ts';

// The published ladder (reference README, "The six rungs"), cl100k_base tokens.
const PUBLISHED: Record<number, number[]> = {
  5: [485, 346, 186, 107, 65, 63],
  20: [1957, 1398, 742, 423, 239, 237],
  100: [9836, 7037, 3688, 2089, 1154, 1152],
  500: [48933, 34934, 18433, 10434, 5748, 5746],
};
const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const SCALES = [5, 20, 100, 500];

// Never skipped: without the data every case fails saying where to put it.
const dir = (): string => requireArticleLadderDir();

const load = (rows: number): DataRecord[] =>
  JSON.parse(readFileSync(join(dir(), `json-${rows}.txt`), 'utf8')) as DataRecord[];
const rungFile = (rows: number, id: string): string => {
  const name = readdirSync(join(dir(), 'rungs', String(rows))).find((f) => f.startsWith(`${id}-`))!;
  return readFileSync(join(dir(), 'rungs', String(rows), name), 'utf8');
};

describe('reference article-ladder', () => {
  const counter = nodeCounter('cl100k_base');

  test('reproduces all 24 published token counts', () => {
    const ladder = computeLadder(
      SCALES.map((rows) => ({ label: `json-${rows}.txt`, records: load(rows) })),
      ROLL_CALL,
      counter,
    );
    for (const scale of ladder.scales) {
      expect(RUNG_IDS.map((id) => scale.rungs[id].tokens)).toEqual(PUBLISHED[scale.rows]);
    }
  });

  test.each(SCALES)('every rung file at %i rows is reproduced byte for byte', (rows) => {
    const texts = buildRungTexts(load(rows), ROLL_CALL);
    for (const id of RUNG_IDS) expect(texts[id], id).toBe(rungFile(rows, id));
  });

  test.each(SCALES)('the compact form at %i rows decodes back to the projected records', (rows) => {
    const records = load(rows);
    const expected = records.map((r) => Object.fromEntries(ROLL_CALL.map((f) => [f, cellText(r[f]!)])));
    const texts = buildRungTexts(records, ROLL_CALL);
    const l4 = decodeCompact(texts.L4);
    expect(l4.header).toEqual(ROLL_CALL);
    expect(compactRowsToRecords(l4)).toEqual(expected);
    expect(compactRowsToRecords(decodeCompact(texts.L5), ROLL_CALL)).toEqual(expected);
  });

  test('full-field compact and aliased header at 5 rows match the reference (which has no final newline)', () => {
    const records = load(5);
    const fields = Object.keys(records[0]!);
    expect(serializeCompact(records, fields)).toBe(readFileSync(join(dir(), 'compact-full-5.txt'), 'utf8') + '\n');
    expect(serializeCompact(records, fields, assignAliases(fields))).toBe(
      readFileSync(join(dir(), 'compact-alias-5.txt'), 'utf8') + '\n',
    );
  });

  test('the roll-call alias legend is alias-legend.txt byte for byte, 21 tokens', () => {
    const legend = aliasLegend(ROLL_CALL, assignAliases(ROLL_CALL));
    expect(legend).toBe(readFileSync(join(dir(), 'alias-legend.txt'), 'utf8'));
    expect(counter.count(legend)).toBe(21);
  });
});
