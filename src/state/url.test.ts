import { describe, expect, test } from 'vitest';
import { settingsFromQuery, settingsToQuery } from './url.ts';
import type { LinkSettings } from './url.ts';

const SETTINGS: LinkSettings = {
  fields: { order: ['id', 'a,b', '-odd', 'name'], excluded: ['-odd', 'name'] },
  scales: [5, 37, 500],
  encoding: 'o200k_base',
  chartScale: 'log',
};

describe('settingsToQuery / settingsFromQuery', () => {
  test('should round-trip every setting, including field names with commas and leading dashes', () => {
    const query = settingsToQuery(SETTINGS);
    expect(query).toBe('fields=id,a%252Cb,--odd,-name&scales=5,37,500&enc=o200k_base&y=log');
    expect(settingsFromQuery(query)).toEqual({ settings: SETTINGS, warnings: [] });
  });

  test('should read an empty query as no settings and no warnings', () => {
    expect(settingsFromQuery('')).toEqual({ settings: {}, warnings: [] });
  });

  test.each([
    ['scales=0,5', 'scales "0,5" in the link are not row counts from 1 to 10000; using the default scales'],
    ['scales=abc', 'scales "abc" in the link are not row counts from 1 to 10000; using the default scales'],
    ['enc=p50k_base', 'encoding "p50k_base" in the link is not supported; using cl100k_base'],
    ['y=cubic', 'chart scale "cubic" in the link is unknown; using linear'],
    ['fields=id,,status', 'fields in the link could not be read (empty field name); using the default fields'],
    ['fields=id,id', 'fields in the link could not be read (field id listed twice); using the default fields'],
    ['fields=%E0%A4%A', 'fields in the link could not be read (URI malformed); using the default fields'],
  ])('should fall back and warn for %s', (query, warning) => {
    expect(settingsFromQuery(query)).toEqual({ settings: {}, warnings: [warning] });
  });

  test('should keep the readable parts of a partly broken link', () => {
    const { settings, warnings } = settingsFromQuery('scales=20,5,5&enc=bogus&y=log');
    expect(settings).toEqual({ scales: [5, 20], chartScale: 'log' });
    expect(warnings).toHaveLength(1);
  });
});
