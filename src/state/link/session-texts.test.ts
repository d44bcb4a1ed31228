import { describe, expect, test } from 'vitest';
import {
  MAX_PLAIN_TEXT_CHARS,
  NO_SESSION_EDITS,
  isSessionTexts,
  sessionFromParams,
  sessionParams,
} from './session-texts.ts';
import { plainQuery, settingsFromQuery } from './url.ts';
import { createAppStore } from '../store.ts';
import { applyLink } from '../sync.ts';

const EDITED = {
  schema: null,
  legend: 'a=assignee\np=priority\n',
  custom: 'Ask with q=…',
  customNeededBy: ['L4' as const, 'L5' as const],
};

describe('session texts in a plain link', () => {
  test('should write only the edits, and read them back exactly', () => {
    const fitted = sessionParams(EDITED);
    if (!('params' in fitted)) throw new Error('too long');
    expect(fitted.params).toEqual([
      'legend=a%3Dassignee%0Ap%3Dpriority%0A',
      'custom=Ask%20with%20q%3D%E2%80%A6',
      'needs=L4,L5',
    ]);
    expect(sessionFromParams(new URLSearchParams(fitted.params.join('&')), [])).toEqual(EDITED);
    expect(sessionParams(NO_SESSION_EDITS)).toEqual({ params: [] });
    expect(sessionFromParams(new URLSearchParams('enc=o200k_base'), [])).toBeUndefined();
  });

  test('an emptied generated text is kept as empty, not as generated', () => {
    const emptied = { ...NO_SESSION_EDITS, schema: '' };
    expect(sessionParams(emptied)).toEqual({ params: ['schema='] });
    expect(sessionFromParams(new URLSearchParams('schema='), [])).toEqual(emptied);
  });

  test('should refuse texts over the limit for a plain link, saying how long they would be', () => {
    const long = { ...NO_SESSION_EDITS, custom: 'x'.repeat(MAX_PLAIN_TEXT_CHARS) };
    expect(sessionParams(long)).toEqual({ tooLong: MAX_PLAIN_TEXT_CHARS + 'custom='.length + 1 });
  });

  test('an unknown rung is left out and named', () => {
    const warnings: string[] = [];
    expect(sessionFromParams(new URLSearchParams('needs=L4,L9'), warnings)?.customNeededBy).toEqual(['L4']);
    expect(warnings).toEqual(['rungs L9 in the link are unknown and were left out']);
  });

  test('the plain link carries them with the built-in data only (with loaded data they may name its fields)', () => {
    const store = createAppStore();
    store.setState({ session: EDITED });
    const fixture = plainQuery(store.getState());
    expect(fixture).toContain('&legend=a%3Dassignee%0Ap%3Dpriority%0A&custom=');
    expect(settingsFromQuery(fixture).session).toEqual(EDITED);
    const files = plainQuery({ ...store.getState(), source: { kind: 'files' } });
    expect(files).not.toContain('legend=');
    expect(settingsFromQuery(files).session).toBeUndefined();
  });

  test('opening the link puts them in the store, saying when they replace other kept edits', () => {
    const store = createAppStore();
    store.setState({ session: { ...NO_SESSION_EDITS, legend: 'mine' } });
    applyLink(store, `?view=ladder&legend=${encodeURIComponent('a=assignee')}`);
    expect(store.getState().session).toEqual({ ...NO_SESSION_EDITS, legend: 'a=assignee' });
    expect(store.getState().linkWarnings).toEqual([
      'the session texts in the link replace the ones kept in this browser',
    ]);
  });
});

describe('an edit and the data link', () => {
  test('an edit drops the data link from the address bar: its texts are out of date, the kept edit is not', () => {
    const store = createAppStore();
    store.getState().setLinkData('packed');
    store.getState().setSessionText('legend', 'a=assignee');
    expect(store.getState().linkData).toBeNull();
    store.getState().setLinkData('packed');
    store.getState().setCustomNeededBy(['L5']);
    expect(store.getState().linkData).toBeNull();
  });
});

describe('isSessionTexts', () => {
  test('should accept the store shape and refuse anything else', () => {
    expect(isSessionTexts(EDITED)).toBe(true);
    expect(isSessionTexts(NO_SESSION_EDITS)).toBe(true);
    expect(isSessionTexts({ ...EDITED, customNeededBy: ['L9'] })).toBe(false);
    expect(isSessionTexts({ ...EDITED, legend: 3 })).toBe(false);
    expect(isSessionTexts(null)).toBe(false);
  });
});
