/// <reference lib="webworker" />
/**
 * One of the history worker's counting workers (one per core): counts each file it is sent with its own
 * counters and cache and posts back plain facts, no text, so the history worker only merges. One file at
 * a time, from the bytes the history worker read ahead or else read here; its text is dropped before the next.
 */
import { fileFacts } from '../core/history/file-facts.ts';
import type { FactsOptions } from '../core/history/file-facts.ts';
import { representationCache } from '../core/history/what-if.ts';
import { decodeBytes } from '../core/input/decode.ts';
import { historyCounter, loadHistoryCounters } from './history-counters.ts';
import type { HistoryCountReply, HistoryCountTask } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const representations = representationCache();
let queue = Promise.resolve();

self.onmessage = ({ data: { id, file, path, bytes: ahead } }: MessageEvent<HistoryCountTask>) => {
  // In arrival order, one at a time: the history worker keeps at most a few files out per worker.
  queue = queue.then(async () => {
    let reply: HistoryCountReply;
    try {
      const loaded = await loadHistoryCounters();
      const options: FactsOptions = { counterFor: (e) => historyCounter(loaded, e), representations };
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(ahead ?? (await file.arrayBuffer()));
      } catch (error) {
        self.postMessage({ id, unreadable: error instanceof Error ? error.message : String(error) });
        return;
      }
      reply = { id, facts: fileFacts(path, decodeBytes(bytes).text, options) };
    } catch (error) {
      reply = { id, crashed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    self.postMessage(reply satisfies HistoryCountReply);
  });
};
