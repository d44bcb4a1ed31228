import type { ReadOptions, SourceFile } from '../../worker/protocol.ts';
import { InputError } from '../../core/input/input-error.ts';
import { checkInputSize } from '../../core/input/read-input.ts';
import { decodeBytes } from '../../core/input/decode.ts';
import { LINK_DATA_PARAM, unpackLinkData } from '../link/data.ts';
import type { RequestRoute } from '../requests.ts';
import { saveKeptSession } from '../sessions/keep.ts';
import { forgetKeptServer } from '../mcp/capture-keep.ts';
import { openCapturesAmong } from '../mcp/capture-file.ts';
import { clearSavedData, readSavedData, readSavedFields, saveData, type SavedData } from './storage.ts';
import type { AppStore } from '../store.ts';
import type { FieldState } from '../fields/fields.ts';
import { sameFieldSet } from '../fields/fields.ts';
import { clearDrafts } from './drafts.ts';
import { applyLinkTexts } from '../link/session-texts.ts';

/**
 * Reads the user's files on the main thread (each size checked, bytes decoded by core's `decodeBytes`)
 * and has the worker parse them: on success the ladder switches to them and they are kept in this
 * browser; on failure the problems are shown and the former data's counts hidden (`setLoadError`).
 */
export async function loadFiles(
  store: AppStore,
  route: RequestRoute,
  files: readonly File[],
  options?: ReadOptions,
): Promise<void> {
  if (files.length === 0) return;
  store.getState().setLoading();
  try {
    for (const file of files) checkInputSize(file.size, file.name);
    const texts = await Promise.all(files.map(readFile));
    await loadGiven(store, route, texts, options ?? { path: null, flatten: false });
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

/**
 * The texts the user gave in the Data section (files, or the pasted text): a capture among them
 * opens as a capture (`openCapturesAmong`), the rest is read as data; nothing is read when a text
 * looks like a capture but is malformed (the section says why).
 */
export async function loadGiven(
  store: AppStore,
  route: RequestRoute,
  texts: SourceFile[],
  options: ReadOptions,
): Promise<void> {
  const data = openCapturesAmong(store, texts);
  if (data === null) return;
  if (data.length > 0) await loadTexts(store, route, data, options);
  else store.setState({ load: { status: 'idle', problems: [] } });
}

/** A file's bytes decoded into text, with how they were decoded. */
async function readFile(file: File): Promise<SourceFile> {
  const { text, ...decoded } = decodeBytes(new Uint8Array(await file.arrayBuffer()));
  return { name: file.name, text, decoded };
}

/**
 * Has the worker parse texts already in memory. `fields` are the choices kept with the data (`'all'`:
 * every field on); without them the data is new, and the choice saved in this browser returns only for
 * the same field set (never the fixture's). A newer load replaces this one, its answer dropped.
 */
export async function loadTexts(
  store: AppStore,
  route: RequestRoute,
  texts: SourceFile[],
  options: ReadOptions,
  fields?: FieldState | 'all',
): Promise<void> {
  store.getState().setLoading();
  await route.send('data', { type: 'load', files: texts, options }, (outcome) => {
    if (!outcome.ok) return store.getState().setLoadError(outcome.message, outcome.problems);
    const { sourceId, datasets, fields: available } = outcome.answer;
    store.getState().useFiles(sourceId, datasets, available, fields ?? savedChoiceFor(available));
    const saved = { files: texts, path: options.path, flatten: options.flatten };
    store.getState().setLoaded(saved, saveData({ ...saved, fields: store.getState().fields }) ?? null);
  });
}

// The field choice saved in this browser, when it was made on the same data as `available` lists.
function savedChoiceFor(available: readonly string[]): FieldState | 'all' {
  const saved = readSavedFields();
  return saved && sameFieldSet(saved, available) ? saved : 'all';
}

/**
 * Loads the data a link carries (it wins: the link was shared to show it), else the data kept by
 * an earlier visit, if any.
 */
export async function restoreData(
  store: AppStore,
  route: RequestRoute,
  search: string,
  saved: SavedData | undefined = readSavedData(),
): Promise<void> {
  const packed = new URLSearchParams(search).get(LINK_DATA_PARAM);
  if (packed) {
    const unpacked = await unpackLinkData(packed);
    if ('error' in unpacked) {
      store
        .getState()
        .setLinkData(
          null,
          `This link carried data, but ${unpacked.error}; showing your own or the built-in data instead.`,
        );
    } else {
      // The session texts it carries win over the kept ones, as the plain link's do (`applyLink`).
      if (unpacked.session) {
        const warnings = [...store.getState().linkWarnings];
        applyLinkTexts(store, unpacked.session, warnings);
        store.setState({ linkWarnings: warnings });
      }
      if (!('data' in unpacked)) {
        store
          .getState()
          .setLinkData(packed, 'This link carries session texts: Break-even shows them, and this browser keeps them.');
      } else {
        const { files, path, flatten, fields } = unpacked.data;
        await loadTexts(store, route, files, { path, flatten }, fields ?? 'all');
        const names = files.map((f) => f.name).join(', ');
        store
          .getState()
          .setLinkData(
            packed,
            `This link carries data (${names}); it was loaded into this page only and kept in this browser.`,
          );
        return;
      }
    }
  }
  if (saved)
    await loadTexts(store, route, saved.files, { path: saved.path, flatten: saved.flatten }, saved.fields ?? 'all');
}

/**
 * "Clear my data": back to the built-in fixture, saved data, drafts and a kept session log forgotten; a
 * running load is dropped (its answer would bring the data back), and the fixture's ladder replaces the
 * data's at once, cancelling it in the worker.
 */
export function forgetData(store: AppStore, route: Pick<RequestRoute, 'cancel'>): void {
  route.cancel('load', 'data');
  clearSavedData();
  clearDrafts(store);
  saveKeptSession(null);
  store.getState().setSessions({ keep: false });
  forgetKeptServer();
  store.getState().setMcp({ keep: false });
  store.getState().useFixture();
}
