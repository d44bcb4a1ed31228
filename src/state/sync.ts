import type { WorkerClient } from '../worker/client.ts';
import type { LadderSource, ReadOptions, SourceFile } from '../worker/protocol.ts';
import { carryFields, projectionOf } from './fields.ts';
import type { AppState, AppStore } from './store.ts';
import type { LadderCalls } from '../core/ladder/ladder.ts';
import { callSettingsOf } from '../core/mcp/call-form.ts';
import { detailScale, uncountedTexts } from '../core/analysis/current.ts';
import { LINK_DATA_PARAM, unpackLinkData } from './link-data.ts';
import { clearSavedData, readSavedData, saveData } from './storage.ts';
import { InputError } from '../core/input/input-error.ts';
import { checkInputSize } from '../core/input/read-input.ts';
import { settingsFromQuery, settingsToQuery } from './url.ts';

function ladderSource(state: AppState): LadderSource {
  return state.source.kind === 'fixture'
    ? { kind: 'fixture', rows: state.scales }
    : { kind: 'files', sourceId: state.source.sourceId };
}

// Calls are costed when the ladder shows an MCP transport, or the transport view is open (which
// compares the 2025 shape with the command line while the command line is chosen).
function ladderCalls(state: AppState): LadderCalls | undefined {
  const growthNeedsCalls =
    state.view === 'growth' && state.sim.viaTransport && (state.sim.link !== null || state.sim.compare !== null);
  if (state.transport === 'cli' && state.view !== 'transport' && !growthNeedsCalls) return undefined;
  return {
    transport: state.transport === 'cli' ? 'mcp-2025' : state.transport,
    settings: callSettingsOf(state.call, projectionOf(state.fields)),
  };
}

// The inputs of a ladder, as one comparable key: a change of anything else redraws nothing.
function ladderKey(state: AppState): string {
  return JSON.stringify([
    ladderSource(state),
    projectionOf(state.fields),
    state.formats,
    state.encoding,
    ladderCalls(state) ?? null,
  ]);
}

// Per-field costs are counted only while the savings view is open, for the detail scale.
function fieldCostsKey(state: AppState): string | undefined {
  const scale = detailScale(state);
  if (state.view !== 'savings' || !scale || state.result.status !== 'ready') return undefined;
  return JSON.stringify([
    ladderSource(state),
    projectionOf(state.fields),
    state.encoding,
    state.fieldCostOf,
    scale.label,
  ]);
}

/** Applies the settings of a link (`location.search`) to the store, keeping its warnings. */
export function applyLink(store: AppStore, search: string): void {
  const { settings, warnings } = settingsFromQuery(search);
  const state = store.getState();
  const unknown = settings.fields?.order.filter((f) => !state.availableFields.includes(f)) ?? [];
  if (unknown.length > 0)
    warnings.push(`fields ${unknown.join(', ')} in the link are not in the built-in data and were left out`);
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
  let costGeneration = 0;
  let lastCostKey: string | undefined;
  let lastCountKey = '';
  let countTimer: ReturnType<typeof setTimeout> | undefined;

  async function recountFieldCosts(state: AppState) {
    const scale = detailScale(state)!;
    const mine = ++costGeneration;
    store.getState().setFieldCosts({ ...store.getState().fieldCosts, status: 'counting' });
    try {
      const answer = await client.fieldCosts(
        state.encoding,
        projectionOf(state.fields),
        ladderSource(state),
        state.fieldCostOf,
        scale.label,
      );
      if (mine !== costGeneration) return;
      if (answer.type === 'field-costs') store.getState().setFieldCosts({ status: 'ready', answer });
      else if (answer.type === 'error') store.getState().setFieldCosts({ status: 'error', error: answer.message });
    } catch (error) {
      if (mine === costGeneration) store.getState().setFieldCosts({ status: 'error', error: (error as Error).message });
    }
  }

  // Typed session texts are counted a moment after typing stops, not on every keystroke.
  function countSessionTexts(state: AppState) {
    const texts = uncountedTexts(state);
    const key = JSON.stringify([state.encoding, texts]);
    if (texts.length === 0 || key === lastCountKey) return;
    lastCountKey = key;
    clearTimeout(countTimer);
    countTimer = setTimeout(async () => {
      const answer = await client.count(state.encoding, texts).catch(() => undefined);
      if (answer?.type !== 'counts') return;
      const current = store.getState();
      if (current.encoding !== state.encoding) return;
      const counts = { ...current.sessionCounts };
      texts.forEach((text, i) => (counts[text] = answer.counts[i]!));
      current.setSessionCounts(counts);
    }, 200);
  }

  async function recount(state: AppState) {
    const fields = projectionOf(state.fields);
    const mine = ++generation;
    store.getState().setResult({ ...store.getState().result, status: 'counting' });
    try {
      const answer = await client.ladder(
        state.encoding,
        fields,
        state.formats,
        ladderSource(state),
        ladderCalls(state),
      );
      if (mine !== generation) return;
      if (answer.type === 'ladder') {
        const { ladder, legend, schema, toolsLists } = answer;
        store.getState().setResult({ status: 'ready', ladder, legend, schema, ...(toolsLists ? { toolsLists } : {}) });
      } else if (answer.type === 'error')
        store.getState().setResult({ ...store.getState().result, status: 'error', error: answer.message });
    } catch (error) {
      if (mine === generation) store.getState().setResult({ status: 'error', error: (error as Error).message });
    }
  }

  let lastEncoding = store.getState().encoding;
  let lastQuery: string | undefined;

  function onChange(state: AppState) {
    // Most store changes (a count starting or ending) leave the settings alone; writing the address
    // bar costs the main thread a few milliseconds each time.
    const query = settingsToQuery(state) + (state.linkData ? `&${LINK_DATA_PARAM}=${state.linkData}` : '');
    if (query !== lastQuery) {
      lastQuery = query;
      writeUrl(query);
    }
    if (state.encoding !== lastEncoding) {
      // Counts of typed texts belong to one encoding.
      lastEncoding = state.encoding;
      store.getState().setSessionCounts({});
      return;
    }
    const key = ladderKey(state);
    if (key !== lastKey) {
      lastKey = key;
      void recount(state);
    }
    const costKey = fieldCostsKey(state);
    if (costKey !== undefined && costKey !== lastCostKey) {
      // Set before the request: starting it updates the store, which calls onChange again.
      lastCostKey = costKey;
      void recountFieldCosts(state);
    }
    countSessionTexts(state);
  }

  const unsubscribe = store.subscribe(onChange);
  onChange(store.getState());
  return () => {
    unsubscribe();
    clearTimeout(countTimer);
  };
}

/**
 * Reads the user's files on the main thread (text only, after checking each size against the
 * stated limit) and has the worker parse them. On success the ladder switches to them and they are
 * kept in this browser for the next visit; on failure the problems are shown and the current data
 * stays.
 */
export async function loadFiles(
  store: AppStore,
  client: WorkerClient,
  files: readonly File[],
  options?: ReadOptions,
): Promise<void> {
  if (files.length === 0) return;
  store.getState().setLoading();
  try {
    for (const file of files) checkInputSize(file.size, file.name);
    const texts = await Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() })));
    await loadTexts(store, client, texts, options ?? { path: null, flatten: false });
  } catch (error) {
    const problem = error instanceof InputError ? [{ source: error.source, message: error.message }] : [];
    store
      .getState()
      .setLoadError(
        problem.length > 0
          ? `${files.length === 1 ? files[0]!.name : 'a file'} could not be read`
          : (error as Error).message,
        problem,
      );
  }
}

/** Has the worker parse texts already in memory (pasted, saved, or read again with other options). */
export async function loadTexts(
  store: AppStore,
  client: WorkerClient,
  texts: SourceFile[],
  options: ReadOptions,
): Promise<void> {
  store.getState().setLoading();
  try {
    const answer = await client.load(texts, options);
    if (answer.type === 'loaded') {
      store.getState().useFiles(answer.sourceId, answer.datasets, answer.fields);
      const saved = { files: texts, path: options.path, flatten: options.flatten };
      store.getState().setLoaded(saved, saveData(saved) ?? null);
    } else if (answer.type === 'error') store.getState().setLoadError(answer.message, answer.problems);
  } catch (error) {
    store.getState().setLoadError((error as Error).message, []);
  }
}

/**
 * Loads the data a link carries (it wins: the link was shared to show it), else the data kept by
 * an earlier visit, if any.
 */
export async function restoreData(store: AppStore, client: WorkerClient, search: string): Promise<void> {
  const packed = new URLSearchParams(search).get(LINK_DATA_PARAM);
  if (packed) {
    const unpacked = await unpackLinkData(packed);
    if ('data' in unpacked) {
      const { files, path, flatten } = unpacked.data;
      await loadTexts(store, client, files, { path, flatten });
      const names = files.map((f) => f.name).join(', ');
      store
        .getState()
        .setLinkData(
          packed,
          `This link carries data (${names}); it was loaded into this page only and kept in this browser.`,
        );
      return;
    }
    store
      .getState()
      .setLinkData(
        null,
        `This link carried data, but ${unpacked.error}; showing your own or the built-in data instead.`,
      );
  }
  const saved = readSavedData();
  if (saved) await loadTexts(store, client, saved.files, { path: saved.path, flatten: saved.flatten });
}

/** Back to the built-in fixture, and the saved data forgotten. */
export function forgetData(store: AppStore): void {
  clearSavedData();
  store.getState().useFixture();
}
