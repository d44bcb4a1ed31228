import { describe, expect, test } from 'vitest';
import { generateTasks } from '../core/builtin-data/generate.ts';
import { computeLadder } from '../core/ladder/ladder.ts';
import { nodeCounter } from '../node/counter.ts';
import { connectWorkerClient } from '../worker/client.ts';
import { settle, TestWorker } from '../worker/test-worker.ts';
import {
  FIRST_SCREEN_ID,
  firstScreenOf,
  firstScreenState,
  parseFirstScreen,
  showsFirstScreen,
} from './first-screen.ts';
import { createRequestRoute } from './requests.ts';
import { createAppStore } from './store.ts';
import { applyLink, startSync } from './sync.ts';

const FIELDS = ['id', 'status', 'assignee', 'priority'];
const ladder = computeLadder(
  [5, 100].map((rows) => ({ label: `tasks-${rows}.json`, records: generateTasks(rows) })),
  FIELDS,
  nodeCounter('cl100k_base'),
);
const LEGEND = { text: 'legend', tokens: 1 };
const SCHEMA = { text: 'schema', tokens: 2 };

/** What the build writes: the defaults' counts, through JSON as index.html carries them. */
function built() {
  const store = createAppStore();
  store.setState({ result: { status: 'ready', ladder, legend: LEGEND, schema: SCHEMA } });
  return parseFirstScreen(JSON.stringify(firstScreenOf(store.getState())))!;
}

/** The page opened with `search` over the build's first screen, its worker answered by the test. */
function pageOver(search: string, keepsData = false) {
  const shown = built();
  const store = createAppStore(firstScreenState(shown));
  applyLink(store, search);
  const fromBuild = showsFirstScreen(store.getState(), shown, search, keepsData);
  const worker = new TestWorker();
  startSync(store, createRequestRoute(connectWorkerClient(worker, () => undefined)), () => {}, fromBuild);
  return { store, worker, fromBuild };
}

describe('the first screen in the HTML', () => {
  test('should be taken over by a page opened with no settings, or with the defaults', () => {
    expect(FIRST_SCREEN_ID).toBe('cce-first-screen');
    expect(pageOver('').fromBuild).toBe(true);
    expect(pageOver('?view=ladder&scales=5,20,100,500').fromBuild).toBe(true);
  });

  test('should not be taken over when the link changes what the page shows', () => {
    expect(pageOver('?fields=id,status').fromBuild).toBe(false);
    expect(pageOver('?enc=o200k_base').fromBuild).toBe(false);
    expect(pageOver('?view=savings').fromBuild).toBe(false);
    expect(pageOver('?data=abc').fromBuild).toBe(false);
    expect(pageOver('', true).fromBuild).toBe(false);
  });

  test('should be confirmed by the worker without showing a count, and kept as it is when equal', async () => {
    const { store, worker } = pageOver('');
    const shownResult = store.getState().result;
    expect(worker.last('ladder').fields).toEqual(FIELDS);
    expect(store.getState().result.status).toBe('ready');
    worker.answer({ id: 1, type: 'ladder', ladder: structuredClone(ladder), legend: LEGEND, schema: SCHEMA });
    await settle();
    // The same counts: the store keeps the build's objects, so nothing re-renders.
    expect(store.getState().result).toBe(shownResult);
  });

  test('should take the worker’s counts when they differ, and show later counts as counting', async () => {
    const { store, worker } = pageOver('');
    const other = { ...structuredClone(ladder), scales: ladder.scales.slice(1) };
    worker.answer({ id: 1, type: 'ladder', ladder: other, legend: LEGEND, schema: SCHEMA });
    await settle();
    expect(store.getState().result.ladder).toEqual(other);
    store.getState().setEncoding('o200k_base');
    expect(store.getState().result.status).toBe('counting');
  });

  test('should read nothing from a missing or unreadable script', () => {
    expect(parseFirstScreen(undefined)).toBeUndefined();
    expect(parseFirstScreen('{"query":')).toBeUndefined();
    expect(parseFirstScreen('{"query":"x","result":{"status":"idle"}}')).toBeUndefined();
  });
});
