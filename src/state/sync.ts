import type { WorkerClient } from '../worker/client.ts';
import type { LadderSource } from '../worker/protocol.ts';
import { carryFields, projectionOf } from './fields.ts';
import type { AppState, AppStore } from './store.ts';
import { settingsFromQuery, settingsToQuery } from './url.ts';

function ladderSource(state: AppState): LadderSource {
  return state.source.kind === 'fixture' ? { kind: 'fixture', rows: state.scales } : { kind: 'files', sourceId: state.source.sourceId };
}

// The inputs of a ladder, as one comparable key: a change of anything else redraws nothing.
function ladderKey(state: AppState): string {
  return JSON.stringify([ladderSource(state), projectionOf(state.fields), state.encoding]);
}

/** Applies the settings of a link (`location.search`) to the store, keeping its warnings. */
export function applyLink(store: AppStore, search: string): void {
  const { settings, warnings } = settingsFromQuery(search);
  const state = store.getState();
  store.setState({
    ...settings,
    fields: settings.fields ? carryFields(settings.fields, state.availableFields) : state.fields,
    linkWarnings: warnings,
  });
}

/**
 * Keeps the ladder in step with the settings: every change of source, projection, encoding or
 * scales sends one request to the worker; an answer that a newer request has overtaken is dropped.
 * Also mirrors the settings into the address bar. Returns the function that stops both.
 */
export function startSync(store: AppStore, client: WorkerClient, writeUrl: (query: string) => void): () => void {
  let generation = 0;
  let lastKey = '';

  async function recount(state: AppState) {
    const fields = projectionOf(state.fields);
    const mine = ++generation;
    store.getState().setResult({ ...store.getState().result, status: 'counting' });
    try {
      const answer = await client.ladder(state.encoding, fields, ladderSource(state));
      if (mine !== generation) return;
      if (answer.type === 'ladder') store.getState().setResult({ status: 'ready', ladder: answer.ladder, legend: answer.legend });
      else if (answer.type === 'error') store.getState().setResult({ ...store.getState().result, status: 'error', error: answer.message });
    } catch (error) {
      if (mine === generation) store.getState().setResult({ status: 'error', error: (error as Error).message });
    }
  }

  function onChange(state: AppState) {
    writeUrl(settingsToQuery(state));
    const key = ladderKey(state);
    if (key !== lastKey) {
      lastKey = key;
      void recount(state);
    }
  }

  const unsubscribe = store.subscribe(onChange);
  onChange(store.getState());
  return unsubscribe;
}

/**
 * Reads the user's files on the main thread (text only) and has the worker parse them. On
 * success the ladder switches to them; on failure the problems are shown and the current data stays.
 */
export async function loadFiles(store: AppStore, client: WorkerClient, files: readonly File[]): Promise<void> {
  if (files.length === 0) return;
  store.getState().setLoading();
  try {
    const texts = await Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() })));
    const answer = await client.load(texts);
    if (answer.type === 'loaded') store.getState().useFiles(answer.sourceId, answer.datasets, answer.fields);
    else if (answer.type === 'error') store.getState().setLoadError(answer.message, answer.problems);
  } catch (error) {
    store.getState().setLoadError((error as Error).message, []);
  }
}
