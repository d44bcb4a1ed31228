/// <reference lib="webworker" />
import { init, Tiktoken } from 'tiktoken/lite/init';
import wasmInit from 'tiktoken/lite/tiktoken_bg.wasm?init';
import type { TiktokenRanks } from '../core/tokenizer/tiktoken-counter.ts';
import { createTiktokenCounter } from '../core/tokenizer/tiktoken-counter.ts';
import { DEFAULT_ENCODING, type EncodingName, type TokenCounter } from '../core/tokenizer/tokenizer.ts';
import { countOnlyCounter, isTiktokenEncoding, type TiktokenEncoding } from '../core/tokenizer/tokenizer.ts';
import { createEngine } from './engine.ts';
import type { TokenizerPart } from './load-failure.ts';
import { tokenizerLoadFailure } from './load-failure.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';
import { createTextCounterLoader } from './text-counters.ts';
import { fetchTokenizerFile, referenceCounter } from './tokenizer-files.ts';

declare const self: DedicatedWorkerGlobalScope;

// Each encoding's ranks are a chunk of their own, fetched the first time it is chosen.
const RANKS: Record<TiktokenEncoding, () => Promise<{ default: TiktokenRanks }>> = {
  cl100k_base: () => import('tiktoken/encoders/cl100k_base.json'),
  o200k_base: () => import('tiktoken/encoders/o200k_base.json'),
};

const wasmReady = init((imports) => wasmInit(imports));
// A failed load is reported to the request that needed it (see loadCounter); unhandled here it would
// also surface as a worker error event, racing that answer.
wasmReady.catch(() => undefined);
const counters = new Map<EncodingName, Promise<TokenCounter>>();

// The other registry tokenizers: each file requested when first chosen (text-counters.ts).
const loadTextCounter = createTextCounterLoader(fetchTokenizerFile, referenceCounter);

function loadCounter(encoding: EncodingName): Promise<TokenCounter> {
  if (!isTiktokenEncoding(encoding))
    return loadTextCounter(encoding).then((counter) => countOnlyCounter(encoding, counter));
  let counter = counters.get(encoding);
  if (!counter) {
    // Each part's failure is told in plain words with what to try (the engine's own message is kept at its end).
    const failed = (part: TokenizerPart) => (error: unknown) => {
      throw new Error(tokenizerLoadFailure(part, encoding, error));
    };
    counter = Promise.all([wasmReady.catch(failed('wasm')), RANKS[encoding]().catch(failed('ranks'))]).then(
      ([, ranks]) => createTiktokenCounter(Tiktoken, encoding, ranks.default),
    );
    // A failed load is not cached, so choosing the encoding again retries it.
    counter.catch(() => counters.delete(encoding));
    counters.set(encoding, counter);
  }
  return counter;
}

// A pause is one round through a MessageChannel: a task queued behind any message the page has
// already sent (setTimeout would be clamped to 4 ms once nested).
const pauses = new MessageChannel();
const waiting: (() => void)[] = [];
pauses.port1.onmessage = () => waiting.shift()?.();
const pause = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve);
    pauses.port2.postMessage(null);
  });

const engine = createEngine(loadCounter, pause);
// The default encoding is needed for the first ladder: start loading it now, not on the first request.
loadCounter(DEFAULT_ENCODING).catch(() => undefined);
const post = (message: WorkerResponse) => self.postMessage(message);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'cancel') engine.cancel(request.id);
  else void engine.handle(request, post).then(post);
};
