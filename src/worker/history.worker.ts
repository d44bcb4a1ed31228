/// <reference lib="webworker" />
/**
 * The history worker: reads a picked folder's logs off the page's thread (`history-reader.ts`),
 * one request at a time; a newer request or a cancel stops the running one between files.
 */
import type { PackedRanks } from '../core/tokenizer/packed-ranks.ts';
import { createRanksCounter } from '../core/tokenizer/tiktoken-counter.ts';
import type { EncodingName, TokenCounter } from '../core/tokenizer/tokenizer.ts';
import { readHistoryFiles } from './history-reader.ts';
import type { HistoryRequest, HistoryResponse } from './protocol.ts';
import { createPause } from './pause.ts';

declare const self: DedicatedWorkerGlobalScope;

// A history's sessions count in both encodings (o200k_base for GPT models, cl100k_base else).
const PACKED: Record<EncodingName, () => Promise<{ default: PackedRanks }>> = {
  cl100k_base: () => import('virtual:cce-packed-ranks/cl100k_base'),
  o200k_base: () => import('virtual:cce-packed-ranks/o200k_base'),
};
let counters: Promise<Record<EncodingName, TokenCounter>> | undefined;
function loadCounters(): Promise<Record<EncodingName, TokenCounter>> {
  counters ??= Promise.all(
    (Object.keys(PACKED) as EncodingName[]).map(async (e) => [e, createRanksCounter(e, (await PACKED[e]()).default)]),
  ).then((entries) => Object.fromEntries(entries) as Record<EncodingName, TokenCounter>);
  counters.catch(() => (counters = undefined));
  return counters;
}

const pause = createPause();

let running = 0;
const post = (message: HistoryResponse) => self.postMessage(message);

self.onmessage = (event: MessageEvent<HistoryRequest>) => {
  const request = event.data;
  if (request.type === 'cancel') {
    if (running === request.id) running = 0;
    return;
  }
  running = request.id;
  const { id } = request;
  void (async () => {
    try {
      const loaded = await loadCounters();
      const read = await readHistoryFiles(request.files, {
        counterFor: (e) => loaded[e],
        zone: request.zone,
        onProgress: (p) => post({ id, type: 'history-progress', ...p }),
        cancelled: () => running !== id,
        pause,
      });
      if (read.kind === 'done') post({ id, type: 'history-done', report: read.report, progress: read.progress });
      else post({ id, type: 'history-cancelled', progress: read.progress });
    } catch (error) {
      post({ id, type: 'history-error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (running === id) running = 0;
    }
  })();
};
