import { describe, expect, test } from 'vitest';
import { connectWorkerClient } from '../../worker/client.ts';
import { TestWorker } from '../../worker/test-worker.ts';
import { projectionOf } from '../fields/fields.ts';
import { browserHistory } from './address-history.ts';
import { createRequestRoute } from '../requests.ts';
import { createAppStore } from '../store.ts';
import { startSync } from '../sync.ts';
import { baselineOf } from '../baseline.ts';

// A browser's session history: entries, the current one, Back and Forward firing popstate.
function browser() {
  const entries: string[] = ['?opened'];
  let at = 0;
  const calls: ('push' | 'replace')[] = [];
  let onPop: (search: string) => void = () => {};
  return {
    writer: {
      pushState(_: null, __: string, url: string) {
        entries.splice(at + 1, entries.length, url);
        at += 1;
        calls.push('push');
      },
      replaceState(_: null, __: string, url: string) {
        entries[at] = url;
        calls.push('replace');
      },
    },
    listen: (restore: (search: string) => void) => (onPop = restore),
    back: () => onPop(entries[(at -= 1)]!),
    forward: () => onPop(entries[(at += 1)]!),
    entries,
    calls,
    at: () => at,
  };
}

// The page's wiring: the store mirrored to the address bar through the history.
function page() {
  const store = createAppStore();
  const route = createRequestRoute(connectWorkerClient(new TestWorker(), () => undefined));
  const tab = browser();
  const history = browserHistory(store, tab.writer);
  tab.listen(history.restore);
  startSync(store, route, history.write);
  return { store, tab };
}

describe('browserHistory', () => {
  test('should push an entry for each view chosen and replace it for each setting changed', () => {
    const { store, tab } = page();
    store.getState().setEncoding('o200k_base');
    store.getState().setView('savings');
    store.getState().setWholePoints(true);
    store.getState().setView('transport');
    expect(tab.calls).toEqual(['replace', 'replace', 'push', 'replace', 'push']);
    expect(tab.entries).toHaveLength(3);
    expect(new URLSearchParams(tab.entries[0]).get('view')).toBe('ladder');
    expect(new URLSearchParams(tab.entries[0]).get('enc')).toBe('o200k_base');
    expect(new URLSearchParams(tab.entries[1]).get('view')).toBe('savings');
    expect(new URLSearchParams(tab.entries[1]).get('pct')).toBe('whole');
  });

  test('Back should show the view before as it was left, Forward the one after, pushing nothing', () => {
    const { store, tab } = page();
    store.getState().setView('savings');
    store.getState().setBaseline('L0');
    store.getState().setField('priority', false);
    store.getState().setView('break-even');
    const pushes = tab.calls.filter((c) => c === 'push').length;
    tab.back();
    expect(store.getState().view).toBe('savings');
    expect(store.getState().baseline).toBe('L0');
    tab.back();
    let state = store.getState();
    expect(state.view).toBe('ladder');
    // The entry left the baseline out (not chosen): it goes back to the data's default; the fields are the entry's.
    expect(state.baseline).toBeNull();
    expect(baselineOf(state)).toBe('move');
    expect(projectionOf(state.fields)).toEqual(['id', 'status', 'assignee', 'priority']);
    tab.forward();
    tab.forward();
    state = store.getState();
    expect(state.view).toBe('break-even');
    expect(state.baseline).toBe('L0');
    expect(projectionOf(state.fields)).toEqual(['id', 'status', 'assignee']);
    expect(tab.calls.filter((c) => c === 'push')).toHaveLength(pushes);
    expect(tab.at()).toBe(2);
  });

  test('a view chosen after Back should replace the entries ahead', () => {
    const { store, tab } = page();
    store.getState().setView('savings');
    store.getState().setView('growth');
    tab.back();
    store.getState().setView('tokens');
    expect(tab.entries.map((e) => new URLSearchParams(e).get('view'))).toEqual(['ladder', 'savings', 'tokens']);
  });

  test("on the user's data, field choices are not in the entries and stay as they are", () => {
    const { store, tab } = page();
    const file = {
      label: 'mine.json',
      rows: 2,
      format: 'json-array' as const,
      path: null,
      candidates: [],
      notices: [],
    };
    store.getState().useFiles(1, [file], ['a', 'b'], 'all');
    store.getState().setView('savings');
    store.getState().setField('b', false);
    tab.back();
    expect(store.getState().view).toBe('ladder');
    expect(projectionOf(store.getState().fields)).toEqual(['a']);
    expect(tab.entries.some((e) => e.includes('fields='))).toBe(false);
  });
});
