/// <reference lib="webworker" />
// The tokenizer worker's engine, loaded by its entry (tokenizer.worker.ts) beside the default ranks.
import type { PackedRanks } from '../core/tokenizer/packed-ranks.ts';
import type {
  IdCounter,
  RanksCounter,
  TiktokenConstructor,
  TiktokenRanks,
} from '../core/tokenizer/tiktoken-counter.ts';
import { createRanksCounter, withTiktokenIds } from '../core/tokenizer/tiktoken-counter.ts';
import { DEFAULT_ENCODING, type EncodingName, type TokenCounter } from '../core/tokenizer/tokenizer.ts';
import { countOnlyCounter, isTiktokenEncoding, type TiktokenEncoding } from '../core/tokenizer/tokenizer.ts';
import { createEngine } from './engine.ts';
import type { TokenizerPart } from './load-failure.ts';
import { tokenizerLoadFailure } from './load-failure.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';
import { createTextCounterLoader } from './text-counters.ts';
import { fetchTokenizerFile, referenceCounter } from './tokenizer-files.ts';
import { createPause } from './pause.ts';

declare const self: DedicatedWorkerGlobalScope;

// Each encoding's ranks are a chunk of their own, fetched the first time it is chosen: packed for
// counting (core/tokenizer/packed-ranks.ts, made at build time), as shipped for WASM tiktoken.
const PACKED: Record<TiktokenEncoding, () => Promise<{ default: PackedRanks }>> = {
  cl100k_base: () => import('virtual:cce-packed-ranks/cl100k_base'),
  o200k_base: () => import('virtual:cce-packed-ranks/o200k_base'),
};
const RANKS: Record<TiktokenEncoding, () => Promise<{ default: TiktokenRanks }>> = {
  cl100k_base: () => import('tiktoken/encoders/cl100k_base.json'),
  o200k_base: () => import('tiktoken/encoders/o200k_base.json'),
};

/** Memoizes a load per encoding; a failed load is not kept, so asking again retries it. */
function perEncoding<T>(load: (encoding: TiktokenEncoding) => Promise<T>): (encoding: TiktokenEncoding) => Promise<T> {
  const loaded = new Map<TiktokenEncoding, Promise<T>>();
  return (encoding) => {
    let value = loaded.get(encoding);
    if (!value) {
      value = load(encoding);
      value.catch(() => loaded.delete(encoding));
      loaded.set(encoding, value);
    }
    return value;
  };
}

// Each part's failure is told in plain words with what to try (the engine's own message is kept at its end).
const failed = (part: TokenizerPart, encoding: EncodingName) => (error: unknown) => {
  throw new Error(tokenizerLoadFailure(part, encoding, error));
};

const ranksOf = (encoding: TiktokenEncoding) =>
  RANKS[encoding]().then((module) => module.default, failed('ranks', encoding));

// Counting needs the ranks alone (core/tokenizer/bpe/count.ts): no WebAssembly before the first ladder.
const countersOf = perEncoding(async (encoding: TiktokenEncoding): Promise<RanksCounter> => {
  const packed = await PACKED[encoding]().then((module) => module.default, failed('ranks', encoding));
  return createRanksCounter(encoding, packed);
});

// WASM tiktoken gives the Tokens view its ids; its code and its .wasm file are fetched, and it is
// built (parsing the ranks again, ~100 ms), only when that view first asks.
let tiktoken: Promise<TiktokenConstructor> | undefined;
function loadTiktoken(): Promise<TiktokenConstructor> {
  tiktoken ??= (async () => {
    const [{ init, Tiktoken }, { default: wasmInit }] = await Promise.all([
      import('tiktoken/lite/init'),
      import('tiktoken/lite/tiktoken_bg.wasm?init'),
    ]);
    await init((imports) => wasmInit(imports));
    return Tiktoken;
  })();
  tiktoken.catch(() => (tiktoken = undefined));
  return tiktoken;
}
const idCountersOf = perEncoding(async (encoding: TiktokenEncoding): Promise<IdCounter> => {
  const [counter, ranks, Tiktoken] = await Promise.all([
    countersOf(encoding),
    ranksOf(encoding),
    loadTiktoken().catch(failed('wasm', encoding)),
  ]);
  return withTiktokenIds(counter, Tiktoken, ranks);
});

// The other registry tokenizers (Llama 3, Qwen 3, ...): each file requested only when first chosen
// (text-counters.ts), never before the first ladder; they count only (no ids for the Tokens view).
const loadTextCounter = createTextCounterLoader(fetchTokenizerFile, referenceCounter);

const loadCounter = (encoding: EncodingName, want?: 'ids'): Promise<TokenCounter> => {
  if (!isTiktokenEncoding(encoding))
    return loadTextCounter(encoding).then((counter) => countOnlyCounter(encoding, counter));
  return want === 'ids' ? idCountersOf(encoding) : countersOf(encoding);
};

const pause = createPause();

const engine = createEngine(loadCounter, pause);
// The default encoding is needed for the first ladder: load it now, not on the first request, and
// count a word with it, which parses its ranks and builds the merge's pair table (~100 ms of CPU)
// while the page's own script still runs, instead of inside the first ladder's request.
loadCounter(DEFAULT_ENCODING)
  .then((counter) => counter.count(' warm'))
  .catch(() => undefined);
const post = (message: WorkerResponse) => self.postMessage(message);

/** Answers the page's requests from now on, first those that arrived while this module loaded. */
export function serve(held: readonly MessageEvent<WorkerRequest>[]): void {
  const take = (event: MessageEvent<WorkerRequest>) => {
    const request = event.data;
    if (request.type === 'cancel') engine.cancel(request.id);
    else void engine.handle(request, post).then(post);
  };
  self.onmessage = take;
  held.forEach(take);
}
