/**
 * The counters a history counts with in the page's workers: both encodings (o200k_base for GPT
 * models, cl100k_base else) from the packed ranks, loaded once per worker, both before any file is
 * read (counting is synchronous). A failed load is tried again on the next call.
 */
import type { PackedRanks } from '../core/tokenizer/packed-ranks.ts';
import { createRanksCounter } from '../core/tokenizer/tiktoken-counter.ts';
import type { EncodingName, TokenCounter } from '../core/tokenizer/tokenizer.ts';

/** The encodings a history's threads follow, and where their ranks are. */
const PACKED = {
  cl100k_base: () => import('virtual:cce-packed-ranks/cl100k_base'),
  o200k_base: () => import('virtual:cce-packed-ranks/o200k_base'),
} satisfies Partial<Record<EncodingName, () => Promise<{ default: PackedRanks }>>>;

let counters: Promise<Partial<Record<EncodingName, TokenCounter>>> | undefined;

/** The counter of each encoding a history uses, keyed by encoding. */
export function loadHistoryCounters(): Promise<Partial<Record<EncodingName, TokenCounter>>> {
  counters ??= Promise.all(
    (Object.keys(PACKED) as (keyof typeof PACKED)[]).map(
      async (e) => [e, createRanksCounter(e, (await PACKED[e]()).default)] as const,
    ),
  ).then((entries) => Object.fromEntries(entries));
  counters.catch(() => (counters = undefined));
  return counters;
}

/** `encoding`'s counter among `loaded`. @throws Error for an encoding a history never follows. */
export function historyCounter(
  loaded: Partial<Record<EncodingName, TokenCounter>>,
  encoding: EncodingName,
): TokenCounter {
  const counter = loaded[encoding];
  if (!counter) throw new Error(`no ${encoding} counter in the history worker`);
  return counter;
}
