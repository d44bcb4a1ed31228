/**
 * The tokenizer worker started by the page's first script (`boot.ts`), before the main bundle has
 * loaded. It waits in a global slot, not a module variable: the boot entry shares no chunk with the
 * page's bundle, so it runs as soon as it arrives, and `client.ts` takes the worker over from there.
 */

/** A worker started early, and the error it reported meanwhile, if any. */
export interface EarlyWorker {
  worker: Worker;
  error?: string;
}

/** The global slot: the early worker, and whether the page has made its client already. */
export type EarlySlot = typeof globalThis & { cceEarlyWorker?: EarlyWorker; cceClientMade?: boolean };

/** Starts the tokenizer worker into the slot, unless one is there or the page has its client (a second would only cost). */
export function startTokenizerWorker(): void {
  const slot = globalThis as EarlySlot;
  if (slot.cceEarlyWorker || slot.cceClientMade) return;
  const started: EarlyWorker = {
    worker: new Worker(new URL('./tokenizer.worker.ts', import.meta.url), { type: 'module', name: 'tokenizer' }),
  };
  started.worker.addEventListener('error', (event) => (started.error ??= event.message || 'unknown error'));
  slot.cceEarlyWorker = started;
}
