import { afterEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_PLACEHOLDER } from '../core/conversation/sim-form.ts';
import { generateTasks } from '../core/builtin-data/generate.ts';
import { computeLadder } from '../core/ladder/ladder.ts';
import type { Ladder } from '../core/ladder/ladder.ts';
import type { TraceProfile } from '../core/conversation/profile.ts';
import { nodeCounter } from '../node/counter.ts';
import { connectWorkerClient } from '../worker/client.ts';
import { settle, TestWorker } from '../worker/test-worker.ts';
import { projectionOf } from './fields/fields.ts';
import { createRequestRoute } from './requests.ts';
import { createAppStore } from './store.ts';
import { applyLink, COUNT_DELAY_MS, startSync } from './sync.ts';

const counter = nodeCounter('cl100k_base');

function ladderOf(fields: string[]): Ladder {
  return computeLadder(
    [5, 100].map((rows) => ({ label: `tasks-${rows}.json`, records: generateTasks(rows) })),
    fields,
    counter,
  );
}

// The page's wiring with a worker the test answers by hand.
function page() {
  const worker = new TestWorker();
  const route = createRequestRoute(connectWorkerClient(worker, () => undefined));
  const store = createAppStore();
  const queries: string[] = [];
  const stop = startSync(store, route, (query) => queries.push(query));
  return { worker, route, store, queries, stop };
}

const LEGEND = { text: 'legend', tokens: 1 };
const SCHEMA = { text: 'schema', tokens: 2 };

afterEach(() => vi.useRealTimers());

describe('startSync: the ladder', () => {
  test('should ask for the ladder at once, mirror the settings to the URL, and show the answer', async () => {
    const { worker, store, queries } = page();
    expect(worker.last('ladder')).toEqual({
      id: 1,
      type: 'ladder',
      encoding: 'cl100k_base',
      fields: ['id', 'status', 'assignee', 'priority'],
      formats: [],
      source: { kind: 'fixture', rows: [5, 20, 100, 500] },
    });
    expect(store.getState().result.status).toBe('counting');
    expect(queries).toHaveLength(1);
    expect(queries[0]).toContain('fields=');
    const ladder = ladderOf(['id', 'status', 'assignee', 'priority']);
    worker.answer({ id: 1, type: 'ladder', ladder, legend: LEGEND, schema: SCHEMA });
    await settle();
    expect(store.getState().result).toEqual({ status: 'ready', ladder, legend: LEGEND, schema: SCHEMA });
  });

  test('should send nothing for a change the ladder does not depend on', () => {
    const { worker, store } = page();
    store.getState().setChartScale('log');
    store.getState().setWholePoints(true);
    expect(worker.requests().filter((r) => r.type === 'ladder')).toHaveLength(1);
  });

  test('should cancel a ladder a new projection replaces, and drop its late answer', async () => {
    const { worker, store } = page();
    store.getState().setField('priority', false);
    store.getState().setField('assignee', false);
    const ladders = worker.requests().filter((r) => r.type === 'ladder');
    expect(ladders.map((r) => r.type === 'ladder' && r.fields)).toEqual([
      ['id', 'status', 'assignee', 'priority'],
      ['id', 'status', 'assignee'],
      ['id', 'status'],
    ]);
    expect(worker.cancelled()).toEqual([ladders[0]!.id, ladders[1]!.id]);
    const latest = ladderOf(['id', 'status']);
    worker.answer({ id: ladders[2]!.id, type: 'ladder', ladder: latest, legend: LEGEND, schema: SCHEMA });
    // A replaced request that finished before its cancel arrived still answers: it must not win.
    worker.answer({ id: ladders[1]!.id, type: 'ladder', ladder: ladderOf(['id']), legend: LEGEND, schema: SCHEMA });
    worker.answer({ id: ladders[0]!.id, type: 'cancelled' });
    await settle();
    expect(store.getState().result.ladder).toBe(latest);
    expect(store.getState().result.status).toBe('ready');
  });

  test('should show an error and drop the ladder counted before, which was of other settings', async () => {
    const { worker, store } = page();
    const ladder = ladderOf(['id', 'status', 'assignee', 'priority']);
    worker.answer({ id: 1, type: 'ladder', ladder, legend: LEGEND, schema: SCHEMA });
    await settle();
    store.getState().setScales([5, 20]);
    worker.answer({ id: worker.last('ladder').id, type: 'error', message: 'no data set named x', problems: [] });
    await settle();
    expect(store.getState().result).toEqual({ status: 'error', error: 'no data set named x' });
  });

  test('should keep the previous counts when the data given cannot be read, ask for none, and count again once dismissed', async () => {
    const { worker, store } = page();
    const ladder = ladderOf(['id', 'status', 'assignee', 'priority']);
    worker.answer({ id: 1, type: 'ladder', ladder, legend: LEGEND, schema: SCHEMA });
    await settle();
    store.getState().setLoadError('pasted.json could not be read', [{ source: 'pasted.json', message: 'deep' }]);
    expect(store.getState().result).toMatchObject({ status: 'ready', ladder });
    store.getState().setEncoding('o200k_base');
    expect(worker.requests().filter((r) => r.type === 'ladder')).toHaveLength(1);
    store.getState().dismissLoadError();
    expect(worker.requests().filter((r) => r.type === 'ladder')).toHaveLength(2);
    expect(worker.last('ladder')).toMatchObject({ encoding: 'o200k_base', source: { kind: 'fixture' } });
    expect(store.getState().result.status).toBe('counting');
  });

  test('should cancel a ladder still counting when a read fails, so its answer cannot show', async () => {
    const { worker, store } = page();
    const id = worker.last('ladder').id;
    store.getState().setLoadError('a.json could not be read', []);
    expect(worker.cancelled()).toEqual([id]);
    worker.answer({ id, type: 'ladder', ladder: ladderOf(['id']), legend: LEGEND, schema: SCHEMA });
    await settle();
    expect(store.getState().result).toEqual({ status: 'error', error: 'a.json could not be read; see Data' });
  });

  test('should surface a failed worker as the ladder error', async () => {
    const { worker, store } = page();
    worker.fail('WASM blocked');
    await settle();
    expect(store.getState().result).toEqual({
      status: 'error',
      error: 'the tokenizer worker failed to start: WASM blocked',
    });
  });
});

describe('startSync: field costs', () => {
  test('should ask once the ladder is counted, in any view, and not again for the same settings', async () => {
    const { worker, store } = page();
    expect(worker.requests().some((r) => r.type === 'field-costs')).toBe(false);
    const ladder = ladderOf(['id', 'status', 'assignee', 'priority']);
    worker.answer({ id: 1, type: 'ladder', ladder, legend: LEGEND, schema: SCHEMA });
    await settle();
    const request = worker.last('field-costs');
    expect(request.label).toBe('tasks-100.json');
    expect(request.representation).toBe('L4');
    expect(store.getState().fieldCosts.status).toBe('counting');
    const answer = {
      id: request.id,
      type: 'field-costs' as const,
      label: 'tasks-100.json',
      rows: 100,
      representation: 'L4',
      total: 1234,
      costs: [],
    };
    worker.answer(answer);
    await settle();
    expect(store.getState().fieldCosts).toEqual({ status: 'ready', answer });
    // Leaving the view and coming back with the same settings asks nothing again.
    store.getState().setView('ladder');
    store.getState().setView('savings');
    expect(worker.requests().filter((r) => r.type === 'field-costs')).toHaveLength(1);
  });
});

describe('startSync: the profile of a pasted request body', () => {
  const BODY = '{"messages": [{"role": "user", "content": "hi"}]}';
  const profileOf = (total: number) => ({ total }) as unknown as TraceProfile;

  test('should profile the asked body, and again when the encoding changes', async () => {
    const { worker, store } = page();
    store.getState().askProfile('pasted request', BODY);
    const first = worker.last('profile');
    expect(first).toEqual({
      id: first.id,
      type: 'profile',
      encoding: 'cl100k_base',
      name: 'pasted request',
      text: BODY,
    });
    expect(store.getState().profile.status).toBe('counting');
    worker.answer({ id: first.id, type: 'profile', name: 'pasted request', profile: profileOf(11) });
    await settle();
    expect(store.getState().profile).toMatchObject({ status: 'ready', result: profileOf(11) });

    store.getState().setEncoding('o200k_base');
    const second = worker.last('profile');
    expect(second).toEqual({
      id: second.id,
      type: 'profile',
      encoding: 'o200k_base',
      name: 'pasted request',
      text: BODY,
    });
    expect(store.getState().profile.status).toBe('counting');
    worker.answer({ id: second.id, type: 'profile', name: 'pasted request', profile: profileOf(10) });
    await settle();
    expect(store.getState().profile).toMatchObject({ status: 'ready', result: profileOf(10) });
  });

  test('should drop the old encoding profile when it answers after the change', async () => {
    const { worker, store } = page();
    store.getState().askProfile('pasted request', BODY);
    const first = worker.last('profile');
    store.getState().setEncoding('o200k_base');
    const second = worker.last('profile');
    expect(worker.cancelled()).toContain(first.id);
    worker.answer({ id: second.id, type: 'profile', name: 'pasted request', profile: profileOf(10) });
    worker.answer({ id: first.id, type: 'profile', name: 'pasted request', profile: profileOf(11) });
    await settle();
    expect(store.getState().profile.result).toEqual(profileOf(10));
  });

  test('should apply the answer when the box was edited meanwhile, and show where a broken body fails', async () => {
    const { worker, store } = page();
    store.getState().askProfile('pasted request', '{"messages": [}');
    store.getState().setProfile({ text: '{"messages": [}x' });
    const problems = [{ source: 'pasted request', message: 'Unexpected token', line: 1, column: 15 }];
    worker.answer({
      id: worker.last('profile').id,
      type: 'error',
      message: 'pasted request could not be profiled',
      problems,
    });
    await settle();
    expect(store.getState().profile).toMatchObject({
      status: 'error',
      error: 'pasted request could not be profiled',
      problems,
      text: '{"messages": [}x',
    });
  });

  test('should not profile what nobody asked for', () => {
    const { worker, store } = page();
    store.getState().setProfile({ text: BODY });
    store.getState().setEncoding('o200k_base');
    expect(worker.requests().some((r) => r.type === 'profile')).toBe(false);
  });
});

describe('startSync: typed texts', () => {
  test('should count typed texts once typing pauses, and keep the counts by text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { worker, store } = page();
    store.getState().setCustomText('once');
    store.getState().setCustomText('once per session');
    expect(worker.requests().some((r) => r.type === 'count')).toBe(false);
    vi.advanceTimersByTime(COUNT_DELAY_MS);
    const counts = worker.requests().filter((r) => r.type === 'count');
    expect(counts).toEqual([
      { id: counts[0]!.id, type: 'count', encoding: 'cl100k_base', texts: ['once per session', DEFAULT_PLACEHOLDER] },
    ]);
    worker.answer({ id: counts[0]!.id, type: 'counts', counts: [3, 17] });
    await settle();
    expect(store.getState().sessionCounts).toEqual({ [DEFAULT_PLACEHOLDER]: 17, 'once per session': 3 });
  });

  test('should drop counts in the old encoding at once and count again in the new one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { worker, store } = page();
    vi.advanceTimersByTime(COUNT_DELAY_MS);
    const old = worker.last('count');
    store.getState().setEncoding('o200k_base');
    expect(worker.cancelled()).toContain(old.id);
    worker.answer({ id: old.id, type: 'counts', counts: [17] });
    await settle();
    expect(store.getState().sessionCounts).toEqual({});
    vi.advanceTimersByTime(COUNT_DELAY_MS);
    const fresh = worker.last('count');
    expect(fresh).toEqual({ id: fresh.id, type: 'count', encoding: 'o200k_base', texts: [DEFAULT_PLACEHOLDER] });
    worker.answer({ id: fresh.id, type: 'counts', counts: [16] });
    await settle();
    expect(store.getState().sessionCounts).toEqual({ [DEFAULT_PLACEHOLDER]: 16 });
  });

  test('should stop counting when sync stops', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { worker, stop } = page();
    stop();
    vi.advanceTimersByTime(COUNT_DELAY_MS);
    expect(worker.requests().some((r) => r.type === 'count')).toBe(false);
  });
});

describe('applyLink', () => {
  test('should apply the settings of a link and say which of its fields the data lacks', () => {
    const store = createAppStore();
    applyLink(store, '?view=savings&fields=status,nope,-id&enc=o200k_base');
    const state = store.getState();
    expect(state.view).toBe('savings');
    expect(state.encoding).toBe('o200k_base');
    expect(projectionOf(state.fields)).toEqual(['status']);
    expect(state.linkWarnings).toEqual(['fields nope in the link are not in the built-in data and were left out']);
  });
});
