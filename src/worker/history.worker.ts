/// <reference lib="webworker" />
/**
 * The history worker: reads a picked folder's logs off the page's thread, with a counting worker per core
 * where a worker can start workers, else in turn; a newer request or cancel stops it between files.
 * Progress at most every {@link PROGRESS_EVERY_MS}: a message per file would keep the page re-rendering.
 */
import { historyCounter, loadHistoryCounters } from './history-counters.ts';
import type { CountPort } from './history-pool.ts';
import { readHistoryPooled } from './history-pool.ts';
import { readHistoryFiles } from './history-reader.ts';
import type { HistoryFileRef, HistoryProgress, HistoryRequest, HistoryResponse } from './protocol.ts';
import { createPause } from './pause.ts';

declare const self: DedicatedWorkerGlobalScope;

/** The least time between two progress messages to the page, in milliseconds. */
export const PROGRESS_EVERY_MS = 100;
/** Counting workers at most, whatever the core count (each loads both encodings: ~50 MB). */
const MAX_COUNTING_WORKERS = 8;

const pause = createPause();
let ports: CountPort[] | undefined;

/** The counting workers, started on the first read and kept (their counters stay loaded); none where a worker cannot start one. */
function countingWorkers(): CountPort[] {
  if (ports) return ports;
  const cores = Math.min(MAX_COUNTING_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1));
  ports =
    typeof Worker === 'undefined' || cores < 2
      ? []
      : Array.from(
          { length: cores },
          (_, i) =>
            new Worker(new URL('./history-count.worker.ts', import.meta.url), {
              type: 'module',
              name: `history-count-${i + 1}`,
            }) as unknown as CountPort,
        );
  return ports;
}

/** The files read here in turn, where no counting worker can start. */
async function readInThisWorker(
  files: HistoryFileRef[],
  zone: string,
  onProgress: (p: HistoryProgress) => void,
  cancelled: () => boolean,
) {
  const loaded = await loadHistoryCounters();
  return readHistoryFiles(files, { counterFor: (e) => historyCounter(loaded, e), zone, onProgress, cancelled, pause });
}

let running = 0;
/** Files of a run sent ahead of its `history` message. */
let ahead: { id: number; files: HistoryFileRef[] } = { id: 0, files: [] };
let previous: Promise<void> = Promise.resolve();
const post = (message: HistoryResponse) => self.postMessage(message);

self.onmessage = (event: MessageEvent<HistoryRequest>) => {
  const request = event.data;
  if (request.type === 'cancel') {
    if (running === request.id) running = 0;
    return;
  }
  if (request.type === 'history-files') {
    if (ahead.id !== request.id) ahead = { id: request.id, files: [] };
    ahead.files.push(...request.files);
    return;
  }
  const files = ahead.id === request.id ? [...ahead.files, ...request.files] : request.files;
  ahead = { id: 0, files: [] };
  running = request.id;
  const { id } = request;
  let last = -Infinity;
  const onProgress = (p: HistoryProgress) => {
    const now = performance.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    post({ id, type: 'history-progress', ...p });
  };
  const cancelled = () => running !== id;
  // A run stopped by this one ends at its next file: this one starts after it, on the same workers.
  previous = previous.then(async () => {
    try {
      if (cancelled()) return;
      const pool = countingWorkers();
      const read =
        pool.length > 0
          ? await readHistoryPooled(files, pool, { zone: request.zone, onProgress, cancelled })
          : await readInThisWorker(files, request.zone, onProgress, cancelled);
      if (read.kind === 'done') post({ id, type: 'history-done', report: read.report, progress: read.progress });
      else post({ id, type: 'history-cancelled', progress: read.progress });
    } catch (error) {
      post({ id, type: 'history-error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (running === id) running = 0;
    }
  });
};
