import { describe, expect, test } from 'vitest';
import { DEFAULT_CALL } from '../../core/mcp/call-form.ts';
import { DEFAULT_SIM } from '../../core/conversation/sim-form.ts';
import { plainQuery, settingsFromQuery, settingsToQuery } from './url.ts';
import type { LinkSettings } from '../settings.ts';

const SETTINGS: LinkSettings = {
  view: 'savings',
  fields: { order: ['id', 'a,b', '-odd', 'name'], excluded: ['-odd', 'name'] },
  scales: [5, 37, 500],
  formats: ['csv', 'toon'],
  encoding: 'o200k_base',
  encodingOverridden: false,
  chartScale: 'log',
  wholePoints: true,
  detailRows: 37,
  fieldCostOf: 'csv',
  breakEvenLogX: true,
  transport: 'mcp-2026-structured',
  host: { id: 'custom', template: '<r>{text}</r>' },
  call: {
    tool: 'issues_list',
    id: 7,
    commandTemplate: "gh q '{fields}' & more",
    clientName: 'My Client',
    clientVersion: '2.0',
    ascii: false,
  },
  sim: { ...DEFAULT_SIM },
  whole: ['json-min', 'toon'],
  baseline: 'as-received',
  pricing: {
    model: 'custom',
    custom: {
      inputPerMillion: 2.5,
      cachedInputPerMillion: 0.25,
      cacheWritePerMillion: 3.1,
      outputPerMillion: 10,
      currency: 'EUR',
    },
  },
};

describe('settingsToQuery / settingsFromQuery', () => {
  test('should round-trip every setting, including field names with commas and leading dashes', () => {
    const query = settingsToQuery(SETTINGS);
    expect(query).toBe(
      "view=savings&fields=id,a%2Cb,--odd,-name&scales=5,37,500&formats=csv,toon&whole=json-min,toon&base=as-received&enc=o200k_base&y=log&pct=whole&at=37&cost=csv&queries=log&transport=mcp-2026-structured&host=custom&host-template=%3Cr%3E%7Btext%7D%3C%2Fr%3E&tool=issues_list&callid=7&cmd=gh%20q%20'%7Bfields%7D'%20%26%20more&client=My%20Client%402.0&ascii=no&model=custom&input=2.5&cached=0.25&write=3.1&output=10&currency=EUR",
    );
    // Simulator inputs equal to the defaults stay out of the link.
    const { sim: _, ...rest } = SETTINGS;
    expect(settingsFromQuery(query)).toEqual({ settings: rest, warnings: [] });
  });

  test('should keep the known whole-response formats and name the others', () => {
    expect(settingsFromQuery('whole=toon,xml,json-pretty')).toEqual({
      settings: { whole: ['toon', 'json-pretty'] },
      warnings: ['whole-response formats xml in the link are unknown and were left out'],
    });
  });

  test("should leave an unchosen baseline (the data's default) and no whole formats out of the link", () => {
    const query = settingsToQuery({ ...SETTINGS, whole: [], baseline: null });
    expect(query).not.toMatch(/whole=|base=/);
  });
  test('should keep a chosen baseline in the link, the move rule too (own data defaults to as received)', () => {
    const query = settingsToQuery({ ...SETTINGS, baseline: 'move' });
    expect(new URLSearchParams(query).get('base')).toBe('move');
    expect(settingsFromQuery(query).settings.baseline).toBe('move');
  });

  test('should percent-encode a field name once: reactions.+1 is reactions.%2B1, read back whole', () => {
    const fields = { order: ['reactions.+1', 'a b', 'x%y'], excluded: ['a b'] };
    const query = settingsToQuery({ ...SETTINGS, fields });
    expect(new URLSearchParams(query).get('fields')).toBe('reactions.+1,-a b,x%y');
    expect(query).toContain('&fields=reactions.%2B1,-a%20b,x%25y&');
    expect(settingsFromQuery(query).settings.fields).toEqual(fields);
    // A `+` typed by hand reads as a space, as URLSearchParams reads the other settings.
    expect(settingsFromQuery('fields=a+b').settings.fields).toEqual({ order: ['a b'], excluded: [] });
  });

  test('should write a lone surrogate (no UTF-8 form) as U+FFFD instead of throwing URIError', () => {
    const fields = { order: ['\udc00k'], excluded: [] };
    const call = { ...SETTINGS.call, tool: 'a\ud800' };
    const query = settingsToQuery({ ...SETTINGS, fields, call });
    expect(query).toContain('&fields=%EF%BF%BDk&');
    expect(query).toContain('&tool=a%EF%BF%BD&');
    expect(settingsFromQuery(query).settings.fields).toEqual({ order: ['\ufffdk'], excluded: [] });
    // A link with the surrogate's own (invalid) UTF-8 bytes falls back with a warning.
    expect(settingsFromQuery('fields=%ED%B0%80k').warnings).toEqual([
      'fields in the link could not be read (URI malformed); using the default fields',
    ]);
  });

  test("should leave the user's field names out of the plain link while their data is shown", () => {
    const fields = { order: ['secret_field', 'reactions.+1'], excluded: [] };
    const files = plainQuery({ ...SETTINGS, fields, source: { kind: 'files' } });
    expect(files).not.toContain('fields=');
    expect(files).not.toContain('secret');
    expect(settingsFromQuery(files).settings.fields).toBeUndefined();
    expect(plainQuery({ ...SETTINGS, source: { kind: 'fixture' } })).toBe(settingsToQuery(SETTINGS));
  });

  test('should read the Tokens view from its id and from its old id, inspector, in links shared before', () => {
    expect(settingsToQuery({ ...SETTINGS, view: 'tokens' })).toContain('view=tokens');
    expect(settingsFromQuery('view=tokens')).toEqual({ settings: { view: 'tokens' }, warnings: [] });
    expect(settingsFromQuery('view=inspector')).toEqual({ settings: { view: 'tokens' }, warnings: [] });
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
    ['view=pie', 'view "pie" in the link is unknown; showing the ladder'],
    ['pct=3dp', 'percentage style "3dp" in the link is unknown; using two decimals'],
    ['at=-4', 'detail scale "-4" in the link is not a row count; using the default'],
    ['cost=L9', '"L9" in the link is not a rung or format; per-field costs use L4'],
    ['queries=sqrt', 'query axis "sqrt" in the link is unknown; using linear'],
    ['transport=smtp', 'transport "smtp" in the link is unknown; using the command line'],
    [
      'host=cursor',
      'host "cursor" in the link is not one of wire, claude-code, codex, responses, anthropic-api, custom; using the JSON-RPC wire',
    ],
    ['base=L9', `savings baseline "L9" in the link is unknown; using the data's default`],
  ])('should fall back and warn for %s', (query, warning) => {
    expect(settingsFromQuery(query)).toEqual({ settings: {}, warnings: [warning] });
  });

  test('should carry only the simulator inputs that differ from the defaults, and check each', () => {
    const sim = {
      ...DEFAULT_SIM,
      steps: 40,
      link: { id: 'L4', rows: 100 },
      mode: { kind: 'trigger' as const, inputTokens: 60000 },
    };
    const query = settingsToQuery({ ...SETTINGS, sim });
    expect(new URLSearchParams(query).get('sim')).toBe(
      '{"steps":40,"link":{"id":"L4","rows":100},"mode":{"kind":"trigger","inputTokens":60000}}',
    );
    expect(settingsFromQuery(query).settings.sim).toEqual(sim);
    const bad = settingsFromQuery('sim=' + encodeURIComponent('{"steps":-3,"limit":200000,"colour":"red"}'));
    expect(bad.settings.sim).toEqual({ ...DEFAULT_SIM, limit: 200000 });
    expect(bad.warnings).toEqual([
      'simulator setting "steps" in the link is not valid; using the default',
      'simulator setting "colour" in the link is unknown; using the default',
    ]);
    expect(settingsFromQuery('sim=%7Bbroken').warnings).toEqual([
      'the simulator settings in the link could not be read; using the defaults',
    ]);
  });

  test('should keep the readable call settings and default the rest', () => {
    const { settings, warnings } = settingsFromQuery('callid=x&client=nobody&tool=t_list');
    expect(settings.call).toEqual({ ...DEFAULT_CALL, tool: 't_list' });
    expect(warnings).toEqual([
      'call id "x" in the link is not a whole number; using 2',
      'client "nobody" in the link is not name@version; using ExampleClient@1.0.0',
    ]);
  });

  test('should keep the known formats of a link and name the unknown ones', () => {
    expect(settingsFromQuery('formats=csv,xml,toon')).toEqual({
      settings: { formats: ['csv', 'toon'] },
      warnings: ['formats xml in the link are unknown and were left out'],
    });
  });

  test('should keep the readable parts of a partly broken link', () => {
    const { settings, warnings } = settingsFromQuery('scales=20,5,5&enc=bogus&y=log');
    expect(settings).toEqual({ scales: [5, 20], chartScale: 'log' });
    expect(warnings).toHaveLength(1);
  });
});
