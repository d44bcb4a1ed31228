import { describe, expect, test } from 'vitest';
import { createAppStore } from './store.ts';
import { applyLink } from './sync.ts';
import { plainLink, plainQuery, settingsFromQuery } from './link/url.ts';

describe('presentation mode in the link', () => {
  test('should be left out of the link when off and added as present=1 when on', () => {
    const store = createAppStore();
    const off = plainQuery(store.getState());
    expect(off).not.toContain('present');
    store.getState().setPresent(true);
    expect(plainQuery(store.getState())).toBe(`${off}&present=1`);
  });

  test("should stay out of the review snapshot's link", () => {
    const store = createAppStore();
    const normal = plainLink(store.getState(), 'https://example.org/cce/?present=1');
    store.getState().setPresent(true);
    expect(plainLink(store.getState(), 'https://example.org/cce/?present=1')).toBe(normal);
    expect(normal).toBe(`https://example.org/cce/?${plainQuery({ ...store.getState(), present: false })}`);
    expect(normal).not.toContain('present');
  });

  test('should round-trip through the link into a new store', () => {
    const store = createAppStore();
    store.getState().setPresent(true);
    store.getState().setView('growth');
    const opened = createAppStore();
    applyLink(opened, `?${plainQuery(store.getState())}`);
    expect(opened.getState().present).toBe(true);
    expect(opened.getState().view).toBe('growth');
    expect(opened.getState().linkWarnings).toEqual([]);
  });

  test('should read present=0 as off and name an unknown value', () => {
    expect(settingsFromQuery('present=0')).toEqual({ settings: { present: false }, warnings: [] });
    expect(settingsFromQuery('present=yes')).toEqual({
      settings: { present: false },
      warnings: ['presentation mode "yes" in the link is unknown; showing the normal layout'],
    });
    expect(settingsFromQuery('view=ladder').settings).not.toHaveProperty('present');
  });
});
