/// <reference lib="webworker" />
/**
 * The tokenizer worker's entry, a few lines: it asks for the default encoding's ranks and the engine
 * (`tokenizer-serve.ts`) at once, so the ranks are not requested only once the engine has run, and
 * keeps the page's messages until the engine answers them. `cl100k_base` is `DEFAULT_ENCODING`.
 */
import type { WorkerRequest } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const held: MessageEvent<WorkerRequest>[] = [];
self.onmessage = (event: MessageEvent<WorkerRequest>) => held.push(event);
void import('virtual:cce-packed-ranks/cl100k_base').catch(() => undefined); // the engine's own load says what failed
import('./tokenizer-serve.ts').then(
  ({ serve }) => serve(held),
  (error: unknown) => {
    // Thrown outside the promise, so the page's Worker gets an `error` event and says the worker failed to start.
    setTimeout(() => {
      throw error;
    });
  },
);
