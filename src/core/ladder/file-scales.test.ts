import { describe, expect, test } from 'vitest';
import { fileScales } from './file-scales.ts';
import { firstRecordScales } from './first-records.ts';

const PRESETS = [5, 20, 100, 500];

describe('fileScales', () => {
  test('offers the presets below 30 records and says why 100 and 500 are not', () => {
    expect(fileScales(30, [5, 20, 100, 500], PRESETS)).toEqual({
      offered: [5, 20],
      chosen: [5, 20],
      why: '100 and 500 rows are not offered: the file has 30 records, and a scale takes its first k records (k up to 30)',
    });
  });

  test('keeps a custom row count below the record count, offered and chosen', () => {
    expect(fileScales(30, [5, 27], PRESETS)).toEqual({
      offered: [5, 20, 27],
      chosen: [5, 27],
      why: '100 and 500 rows are not offered: the file has 30 records, and a scale takes its first k records (k up to 30)',
    });
  });

  test('treats k = N as the whole file (neither offered nor refused)', () => {
    expect(fileScales(20, [5, 20], [5, 20])).toEqual({ offered: [5], chosen: [5], why: undefined });
  });

  test('offers nothing below one record, with the reason in the singular', () => {
    expect(fileScales(1, [5], [5])).toEqual({
      offered: [],
      chosen: [],
      why: '5 rows is not offered: the file has 1 record, and a scale takes its first k records (k up to 1)',
    });
  });

  test('offers every preset for a file larger than all of them', () => {
    expect(fileScales(1_000, [100], PRESETS)).toEqual({ offered: PRESETS, chosen: [100], why: undefined });
  });
});

describe('firstRecordScales', () => {
  const records = Array.from({ length: 30 }, (_, i) => ({ id: i }));
  const dataset = { label: 'items.json', records };

  test('takes the first k records for each k in the order given; k = N is the data set itself', () => {
    const scales = firstRecordScales(dataset, [5, 20, 30]);
    expect(scales.map((s) => [s.label, s.records.length])).toEqual([
      ['items.json, first 5', 5],
      ['items.json, first 20', 20],
      ['items.json', 30],
    ]);
    expect(scales[0]!.records).toEqual(records.slice(0, 5));
    expect(scales[2]).toBe(dataset);
  });

  test('refuses a k over the record count, below 1, or given twice', () => {
    expect(() => firstRecordScales(dataset, [31])).toThrow('items.json has 30 records; a scale takes 1 to 30, not 31');
    expect(() => firstRecordScales(dataset, [0])).toThrow('a scale takes 1 to 30, not 0');
    expect(() => firstRecordScales(dataset, [5, 5])).toThrow('the scale of 5 records is given twice');
  });
});
