/**
 * The History view's read of a picked folder: one run at a time in the history
 * worker, its progress, then the report or why not. Only the report (tables) is kept, never a
 * log's text, and nothing of it is stored or put in a link.
 */
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { HistoryReport } from '../../core/history/history-model.ts';
import { spawnHistoryWorker } from '../../worker/client.ts';
import type { HistoryFileRef, HistoryProgress, HistoryRequest, HistoryResponse } from '../../worker/protocol.ts';

/** Files posted to the worker per message (each message its own task on the page's thread). */
export const FILES_PER_MESSAGE = 16;

/** Where a run is. */
export type HistoryRunState =
  | { status: 'idle' }
  | { status: 'reading'; progress: HistoryProgress; picked: string }
  | { status: 'done'; report: HistoryReport; progress: HistoryProgress; picked: string }
  | { status: 'cancelled'; progress: HistoryProgress; picked: string }
  | { status: 'error'; message: string; picked: string };

/** The parts of a `Worker` a run uses; tests hand it a fake. */
export interface HistoryPort {
  postMessage(message: HistoryRequest): void;
  onmessage: ((event: MessageEvent<HistoryResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** The run's store and its two actions. */
export interface HistoryRun {
  store: StoreApi<HistoryRunState>;
  /** Reads `files` (what was picked: `picked` names it, as `a folder of 12 files`), stopping any run before. */
  start(files: HistoryFileRef[], picked: string): void;
  /** Stops the running read between two files. */
  cancel(): void;
}

/** A run over the worker `spawn` makes on the first start; `zone`: the days' time zone. */
export function createHistoryRun(spawn: () => HistoryPort, zone: string): HistoryRun {
  const store = createStore<HistoryRunState>(() => ({ status: 'idle' }));
  let port: HistoryPort | undefined;
  let current = 0;
  let picked = '';
  const portOf = () => {
    if (port) return port;
    port = spawn();
    port.onmessage = ({ data }) => {
      if (data.id !== current) return;
      if (data.type === 'history-progress') {
        const { id: _id, type: _type, ...progress } = data;
        store.setState({ status: 'reading', progress, picked });
      } else if (data.type === 'history-done')
        store.setState({ status: 'done', report: data.report, progress: data.progress, picked });
      else if (data.type === 'history-cancelled')
        store.setState({ status: 'cancelled', progress: data.progress, picked });
      else store.setState({ status: 'error', message: data.message, picked });
    };
    port.onerror = (event) =>
      store.setState({
        status: 'error',
        message: `the history worker failed: ${event.message || 'unknown error'}`,
        picked,
      });
    return port;
  };
  return {
    store,
    start(files, what) {
      const p = portOf();
      if (current) p.postMessage({ id: current, type: 'cancel' });
      current++;
      picked = what;
      // The bytes come with the worker's first progress: a picked folder's `File.size` is read from
      // disk the first time (~0.6 ms a file in Chromium), seconds for thousands on this thread.
      store.setState({
        status: 'reading',
        progress: { files: 0, totalFiles: files.length, bytes: 0, totalBytes: 0 },
        picked,
      });
      // A large pick goes in parts, one task each: posting a File costs 0.75–3.5 ms on this thread in
      // Chromium (its snapshot is taken), so thousands at once were a frame gap of seconds.
      const id = current;
      const send = (from: number) => {
        if (id !== current) return; // a newer pick replaced it
        const to = from + FILES_PER_MESSAGE;
        if (to >= files.length) p.postMessage({ id, type: 'history', files: files.slice(from), zone });
        else {
          p.postMessage({ id, type: 'history-files', files: files.slice(from, to) });
          setTimeout(() => send(to), 0);
        }
      };
      send(0);
    },
    cancel() {
      if (current && store.getState().status === 'reading') port?.postMessage({ id: current, type: 'cancel' });
    },
  };
}

let shared: HistoryRun | undefined;

/** The page's one history run (its worker started on the first read), days in the browser's zone. */
export function pageHistoryRun(): HistoryRun {
  shared ??= createHistoryRun(
    () => spawnHistoryWorker() as unknown as HistoryPort,
    Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  );
  return shared;
}
