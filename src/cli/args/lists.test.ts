import { describe, expect, test } from 'vitest';
import { RUNG_IDS } from '../../core/ladder/rungs.ts';
import { parseFieldList, parseFormatList, parseIdList } from './lists.ts';

describe('parseFieldList', () => {
  test('should trim the names and keep their order', () => {
    expect(parseFieldList(' status,id , user.login')).toEqual(['status', 'id', 'user.login']);
  });
});

describe('parseFormatList', () => {
  test('should give format ids in the page order, whatever the case and order given', () => {
    expect(parseFormatList('toon, CSV')).toEqual(['csv', 'toon']);
    expect(parseFormatList('json-source,jsonl,markdown,toon,yaml,csv')).toEqual([
      'csv',
      'yaml',
      'toon',
      'markdown',
      'jsonl',
      'json-source',
    ]);
  });

  test('should refuse an empty, unknown or repeated format', () => {
    expect(() => parseFormatList('csv,')).toThrow(
      '--formats has an empty name in "csv,"; separate formats with single commas',
    );
    expect(() => parseFormatList('xml')).toThrow(
      '--formats: unknown format "xml"; use csv, yaml, toon, markdown, jsonl, json-source',
    );
    expect(() => parseFormatList('csv,CSV')).toThrow('--formats names csv twice');
  });
});

describe('parseIdList', () => {
  const rungs = {
    option: 'custom-rungs',
    noun: 'rung',
    ids: RUNG_IDS,
    normalize: (name: string) => name.toUpperCase(),
  };

  test('should give rung ids in rung order', () => {
    expect(parseIdList('L5, l4', rungs)).toEqual(['L4', 'L5']);
  });

  test('should word its messages with the option and the noun', () => {
    expect(() => parseIdList('L4,,L5', rungs)).toThrow(
      '--custom-rungs has an empty name in "L4,,L5"; separate rungs with single commas',
    );
    expect(() => parseIdList('L6', rungs)).toThrow('--custom-rungs: unknown rung "L6"; use L0, L1, L2, L3, L4, L5');
    expect(() => parseIdList('l4,L4', rungs)).toThrow('--custom-rungs names L4 twice');
  });
});
