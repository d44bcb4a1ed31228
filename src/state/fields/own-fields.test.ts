import { afterEach, describe, expect, test, vi } from 'vitest';
import { fieldPathsOf } from '../../core/fields/field-tree.ts';
import { connectWorkerClient } from '../../worker/client.ts';
import { TestWorker } from '../../worker/test-worker.ts';
import { baselineOf } from '../baseline.ts';
import { callOf } from '../mcp/call.ts';
import { DEFAULT_CALL, OWN_DATA_CALL } from '../../core/mcp/call-form.ts';
import { projectionOf } from './fields.ts';
import type { FieldState } from './fields.ts';
import { loadTexts, restoreData } from '../data/load.ts';
import { memoryStorage } from '../data/memory-storage.fixture.ts';
import { NESTED_FIELD_COUNT, nestedIssues } from '../data/nested-list.fixture.ts';
import { createRequestRoute } from '../requests.ts';
import { SAVED_FIELDS_KEY } from '../data/storage.ts';
import { createAppStore } from '../store.ts';
import { plainQuery } from '../link/url.ts';

// The user's fields and baseline: own data starts with every field kept
// in source order, a choice saved for the same data comes back, the fixture's never carries over.

const DATASET = {
  label: 'issues.json',
  rows: 3,
  format: 'json-array' as const,
  path: null,
  candidates: [],
  notices: [],
};

function page() {
  const worker = new TestWorker();
  const route = createRequestRoute(connectWorkerClient(worker, () => undefined));
  return { worker, route, store: createAppStore() };
}

// Loads `records` as a drop or a paste does (no field choice given) and answers as the worker would.
async function drop(p: ReturnType<typeof page>, records: object[], name = 'issues.json') {
  const done = loadTexts(p.store, p.route, [{ name, text: JSON.stringify(records) }], { path: null, flatten: false });
  const fields = fieldPathsOf(nestedIssues(0).concat(records as never));
  p.worker.answer({ id: p.worker.last('load').id, type: 'loaded', sourceId: 1, datasets: [DATASET], fields });
  await done;
}

afterEach(() => vi.unstubAllGlobals());

// A choice as the user sees it: every field in order, and the ones kept.
const choice = (fields: FieldState) => ({ order: fields.order, kept: projectionOf(fields) });

describe("the user's fields", () => {
  test('a nested 78-field list opens with all 78 kept, in source order, not the fixture roll-call', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const p = page();
    // The fixture's choice: the roll-call (id, status, assignee, priority), all four also in this list.
    expect(projectionOf(p.store.getState().fields)).toEqual(['id', 'status', 'assignee', 'priority']);
    await drop(p, nestedIssues(3));
    const kept = projectionOf(p.store.getState().fields);
    expect(NESTED_FIELD_COUNT).toBe(78);
    expect(kept).toHaveLength(78);
    expect(kept).toEqual(fieldPathsOf(nestedIssues(3)));
    expect(kept.slice(0, 8)).toEqual([
      'url',
      'repository_url',
      'labels_url',
      'comments_url',
      'events_url',
      'html_url',
      'id',
      'node_id',
    ]);
    expect(kept.slice(42, 44)).toEqual(['user.login', 'user.id']);
    expect(kept.slice(60, 62)).toEqual(['labels[].id', 'labels[].node_id']);
    // `assignee` is null in every other record and an object in the rest: a group, by its member.
    expect(kept.slice(67, 70)).toEqual(['assignee.login', 'reactions.url', 'reactions.total_count']);
    expect(kept.at(-1)).toBe('reactions.eyes');
  });

  test('a second file starts with every field kept too: the choice made on other data does not carry', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const p = page();
    await drop(p, [{ id: 1, status: 'open', extra: 'x' }], 'first.json');
    p.store.getState().setField('extra', false);
    await drop(p, nestedIssues(2), 'second.json');
    expect(projectionOf(p.store.getState().fields)).toHaveLength(78);
  });

  test('a choice saved for the same data comes back on the next visit and when the same list is dropped again', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const first = page();
    await drop(first, nestedIssues(3));
    first.store.getState().setFields(['user.login', 'id'], false);
    first.store.getState().moveField(9, 0); // title first
    // The page keeps the choice as it changes (keep.ts); here it is written as keep.ts writes it.
    storage.setItem(SAVED_FIELDS_KEY, JSON.stringify(first.store.getState().fields));
    const chosen = first.store.getState().fields;
    expect(projectionOf(chosen)).toHaveLength(76);
    expect(projectionOf(chosen)[0]).toBe('title');

    // Next visit: the saved data is read again with its choice.
    const next = page();
    const restored = restoreData(next.store, next.route, '');
    const request = await vi.waitFor(() => next.worker.last('load'));
    const fields = fieldPathsOf(nestedIssues(3));
    next.worker.answer({ id: request.id, type: 'loaded', sourceId: 1, datasets: [DATASET], fields });
    await restored;
    expect(choice(next.store.getState().fields)).toEqual(choice(chosen));

    // The same list again (another page of it: other records, another name): the same field paths.
    await drop(next, nestedIssues(5).slice(2), 'issues-page-2.json');
    expect(choice(next.store.getState().fields)).toEqual(choice(chosen));

    // Other data (one field more) is not the same data: every field kept.
    await drop(
      next,
      nestedIssues(2).map((r) => ({ ...r, milestone: 'v1' })),
      'other.json',
    );
    expect(projectionOf(next.store.getState().fields)).toHaveLength(79);
  });

  test('going back to the built-in fixture restores its own choice', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const p = page();
    p.store.getState().setField('priority', false);
    await drop(p, nestedIssues(1));
    p.store.getState().useFixture();
    expect(projectionOf(p.store.getState().fields)).toEqual(['id', 'status', 'assignee']);
  });
});

describe("the user's baseline", () => {
  test('is the text as received for own data and the move rule (L0 in the verdict) for the fixture', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const p = page();
    expect(baselineOf(p.store.getState())).toBe('move');
    await drop(p, nestedIssues(2));
    expect(baselineOf(p.store.getState())).toBe('as-received');
    // The default is not a choice: it stays out of the link.
    expect(plainQuery(p.store.getState())).not.toContain('base=');
    p.store.getState().useFixture();
    expect(baselineOf(p.store.getState())).toBe('move');
  });

  test("the user's explicit choice wins on either data and is kept in the link", async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const p = page();
    await drop(p, nestedIssues(2));
    p.store.getState().setBaseline('L0');
    expect(baselineOf(p.store.getState())).toBe('L0');
    expect(new URLSearchParams(plainQuery(p.store.getState())).get('base')).toBe('L0');
    p.store.getState().setBaseline('move');
    expect(new URLSearchParams(plainQuery(p.store.getState())).get('base')).toBe('move');
    p.store.getState().useFixture();
    expect(baselineOf(p.store.getState())).toBe('move');
  });
});

describe("the user's call", () => {
  test("own data's untouched call is the neutral records_list; an edit starts from it; reset follows the data again", async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const p = page();
    expect(callOf(p.store.getState())).toEqual(DEFAULT_CALL);
    await drop(p, [{ url: 'https://x/1', title: 'Crash “here”', user: { login: '李雷' } }]);
    expect(callOf(p.store.getState())).toBe(OWN_DATA_CALL);
    // An untouched call is not in the link (never the fixture's tool beside own data); an edit is, as set.
    expect(new URLSearchParams(plainQuery(p.store.getState())).has('tool')).toBe(false);
    p.store.getState().setCall({ id: 9 });
    expect(callOf(p.store.getState())).toEqual({ ...OWN_DATA_CALL, id: 9 });
    expect(new URLSearchParams(plainQuery(p.store.getState())).get('tool')).toBe('records_list');
    p.store.getState().resetCall();
    expect(callOf(p.store.getState())).toBe(OWN_DATA_CALL);
    p.store.getState().useFixture();
    expect(callOf(p.store.getState())).toEqual(DEFAULT_CALL);
    // Data with every field of the article's roll-call is shaped like its task list: its call.
    await drop(p, [{ id: 1, status: 'open', assignee: 'ana', priority: 'high', note: 'x' }]);
    expect(callOf(p.store.getState())).toEqual(DEFAULT_CALL);
  });
});
