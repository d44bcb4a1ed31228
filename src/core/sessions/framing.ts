/**
 * The framing a provider adds around each tool result (role markers, the call id, the wrapper of a
 * `function_call_output` or `tool_result`), estimated from the log itself: what a request added
 * beyond the result's own text, where that can be told apart from the tokenizers' difference.
 */
import { formatInt } from '../format/numbers.ts';

/** One request that added exactly one tool result: its count in our encoding and what it added in the model's. */
export interface FramingSample {
  counted: number;
  added: number;
}

/** How the framing was estimated. */
export type FramingMethod =
  /** Our encoding is the model's own: added − counted is the framing alone (its median over the samples). */
  | 'exact'
  /** Another tokenizer: the median of added − counted over the smallest results, where the tokenizers differ least. */
  | 'smallest'
  /** No request added exactly one result with recorded usage. */
  | 'none';

/** The framing per tool result, in the model's tokens, and how it was found. */
export interface Framing {
  /** Tokens per result, or null when the log allows no estimate. */
  tokens: number | null;
  method: FramingMethod;
  /** Samples it was estimated from. */
  n: number;
  /** The estimate in words: value, method, samples. */
  words: string;
}

/** The median of integers, rounded to a whole token (an even sample's middle pair may end in .5: rounded up). */
function medianToken(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The share of samples the smallest-results estimate uses: the smallest fifth, at least 3. */
export const SMALLEST_SHARE = 0.2;
const SMALLEST_MIN = 3;

/**
 * The framing per result from single-result `samples`: with the model's own tokenizer (`exact`) the median
 * of added − counted; otherwise the median over the smallest fifth (at least 3), where the tokenizers
 * differ least, never below 0.
 */
export function estimateFraming(samples: readonly FramingSample[], exact: boolean, encoding: string): Framing {
  const usable = samples.filter((s) => s.counted > 0);
  if (usable.length === 0)
    return {
      tokens: null,
      method: 'none',
      n: 0,
      words: 'No framing estimate: no request with recorded usage added exactly one tool result.',
    };
  const diffs = (list: readonly FramingSample[]) => list.map((s) => s.added - s.counted);
  if (exact) {
    const tokens = medianToken(diffs(usable));
    const equal = usable.filter((s) => s.added - s.counted === tokens).length;
    return {
      tokens,
      method: 'exact',
      n: usable.length,
      words:
        `Framing ${formatInt(tokens)} tokens per result: the median of added − counted over ${formatInt(usable.length)} ` +
        `requests that added one tool result (${encoding} is the model's own tokenizer, so the difference is the framing ` +
        `alone; ${formatInt(equal)} of ${formatInt(usable.length)} equal to it).`,
    };
  }
  const bySize = [...usable].sort((a, b) => a.counted - b.counted);
  const take = Math.min(bySize.length, Math.max(SMALLEST_MIN, Math.ceil(bySize.length * SMALLEST_SHARE)));
  const smallest = bySize.slice(0, take);
  const tokens = Math.max(0, medianToken(diffs(smallest)));
  return {
    tokens,
    method: 'smallest',
    n: take,
    words:
      `Framing ${formatInt(tokens)} tokens per result, estimated: the median of added − counted over the ` +
      `${formatInt(take)} smallest of ${formatInt(usable.length)} single results (at most ` +
      `${formatInt(smallest.at(-1)!.counted)} ${encoding} token${smallest.at(-1)!.counted === 1 ? '' : 's'} each), ` +
      'where the tokenizers differ least.',
  };
}
