import { describe, expect, it } from 'vitest';
import { fileScales, firstRecordScales, firstRecordsLabel } from './file-scales.ts';

const PRESETS = [5, 20, 100, 500];

describe('fileScales', () => {
  it('offers the presets below 30 records and says why 100 and 500 are not', () => {
    expect(fileScales(30, [5, 20, 100, 500], PRESETS)).toEqual({
      offered: [5, 20],
      chosen: [5, 20],
      why: '100 and 500 rows are not offered: the file has 30 records, and a scale takes its first k records (k up to 30)',
    });
  });

  it('keeps a custom row count below the record count, offered and chosen', () => {
    expect(fileScales(30, [5, 27], PRESETS)).toEqual({
      offered: [5, 20, 27],
      chosen: [5, 27],
      why: '100 and 500 rows are not offered: the file has 30 records, and a scale takes its first k records (k up to 30)',
    });
  });

  it('treats k = N as the whole file (neither offered nor refused)', () => {
    expect(fileScales(20, [5, 20], [5, 20])).toEqual({ offered: [5], chosen: [5], why: undefined });
  });

  it('offers nothing below one record, with the reason in the singular', () => {
    expect(fileScales(1, [5], [5])).toEqual({
      offered: [],
      chosen: [],
      why: '5 rows is not offered: the file has 1 record, and a scale takes its first k records (k up to 1)',
    });
  });

  it('offers every preset for a file larger than all of them', () => {
    expect(fileScales(1_000, [100], PRESETS)).toEqual({ offered: PRESETS, chosen: [100], why: undefined });
  });
});

describe('firstRecordScales', () => {
  const records = Array.from({ length: 30 }, (_, i) => ({ id: i }));
  const dataset = { label: 'items.json', records };

  it('takes the first k records for each k below N, then the whole file', () => {
    const scales = firstRecordScales(dataset, [20, 5, 100, 30, 5]);
    expect(scales.map((s) => [s.label, s.records.length])).toEqual([
      ['first 5 of items.json', 5],
      ['first 20 of items.json', 20],
      ['items.json', 30],
    ]);
    expect(scales[0]!.records).toEqual(records.slice(0, 5));
    expect(scales[2]).toBe(dataset);
  });

  it('labels with thousands separators', () => {
    expect(firstRecordsLabel('a.json', 1_500)).toBe('first 1,500 of a.json');
  });
});
