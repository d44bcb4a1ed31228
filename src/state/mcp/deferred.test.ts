import { describe, expect, test } from 'vitest';
import { restoreSettings } from '../link/address-history.ts';
import { createAppStore } from '../store.ts';
import { plainQuery, settingsFromQuery } from '../link/url.ts';

describe('the deferred-tools inputs in the store and the link', () => {
  test('kept in the store across view switches; in the link only when not the defaults', () => {
    const store = createAppStore();
    expect(store.getState().deferred).toEqual({ fetches: 1, sessions: 100 });
    expect(plainQuery(store.getState())).not.toContain('deferred=');
    store.getState().setDeferred({ fetches: 3 });
    store.getState().setView('sessions');
    store.getState().setView('transport');
    store.getState().setDeferred({ sessions: 2500 });
    expect(store.getState().deferred).toEqual({ fetches: 3, sessions: 2500 });
    const query = plainQuery(store.getState());
    expect(query.endsWith('&deferred=3,2500')).toBe(true);
    expect(settingsFromQuery(query)).toEqual({
      settings: expect.objectContaining({ deferred: { fetches: 3, sessions: 2500 } }),
      warnings: [],
    });
  });

  test.each(['3', '3,0', '-1,5', '1,1000001', 'a,b', '100001,1'])('"%s" in a link is named and left out', (value) => {
    const { settings, warnings } = settingsFromQuery(`deferred=${value}`);
    expect(settings.deferred).toBeUndefined();
    expect(warnings).toEqual([
      `deferred tools "${value}" in the link are not FETCHES,SESSIONS (0 to 100,000 definitions, 1 to 1,000,000 sessions); using 1 fetched over 100 sessions`,
    ]);
  });

  test('Back to an entry without them goes back to the defaults; the tools measured stay', () => {
    const store = createAppStore();
    store.getState().setDeferred({ fetches: 0, sessions: 7 });
    store.getState().setToolsMeasured('contract');
    restoreSettings(store, 'view=transport');
    expect(store.getState().deferred).toEqual({ fetches: 1, sessions: 100 });
    expect(store.getState().toolsMeasured).toBe('contract');
    restoreSettings(store, 'view=transport&deferred=0,7');
    expect(store.getState().deferred).toEqual({ fetches: 0, sessions: 7 });
  });
});
