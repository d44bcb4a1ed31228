/**
 * Each tool result counted in our encoding against the model's own count recovered from the log's usage,
 * less the framing, and the ratio model ÷ ours overall and by kind: how Claude's and Gemini's counts are
 * calibrated without their tokenizers (docs/exactness.md).
 */
import { countsExactness } from '../models/exactness.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import { CONTENT_KINDS, contentKind } from './content-kind.ts';
import type { ContentKind } from './content-kind.ts';
import { estimateFraming } from './framing.ts';
import type { Framing } from './framing.ts';
import type { ParsedSession } from './model.ts';
import { PAIR_SKIP_WORDS, hasRecordedUsage, requestPairs } from './recover.ts';
import { spreadOf } from './spread.ts';
import type { Spread } from './spread.ts';

/** One tool result: our count and the model's, recovered. */
export interface ResultCount {
  /** The request (1-based) that first sent it, or null when no recorded request did. */
  step: number | null;
  tool: string | null;
  kind: ContentKind;
  /** Tokens in the encoding counted with. */
  counted: number;
  /** The model's own count (added − framing), or null; {@link note} says why. */
  provider: number | null;
  note: string | null;
}

/** The ratio model ÷ ours over a log. */
export interface Calibration {
  encoding: EncodingName;
  /** True when the encoding is the model's own tokenizer (the ratio should then be 1). */
  exact: boolean;
  results: ResultCount[];
  framing: Framing;
  /** Median, p10–p90 and n of provider ÷ counted per sample (a request's results); null: no sample. */
  overall: Spread | null;
  /** Σ provider ÷ Σ counted over the same samples. */
  summed: number | null;
  byKind: Record<ContentKind, Spread | null>;
  /** Set when the log cannot be calibrated at all: `calibration needs recorded usage…`. */
  problem: string | null;
}

/** A recovered count below this share of ours is a truncated result: the model saw less than the log holds. */
export const TRUNCATED_BELOW = 0.5;

/**
 * Results under this many counted tokens get a provider count but no ratio: one token of rounding
 * or of framing error is 10% and more of them.
 */
export const RATIO_MIN_COUNTED = 10;

/** What a log without usage gets. */
export const NEEDS_USAGE =
  'Calibration needs recorded usage: this log records no input and output sizes for successive requests.';

/**
 * The calibration of `session` from its items' counts `itemTokens` in `encoding`, sampling requests that
 * added only tool results; below {@link TRUNCATED_BELOW} of our count a sample is truncated, under
 * {@link RATIO_MIN_COUNTED} tokens it gets no ratio. Kinds: `content-kind.ts`; rules: docs/exactness.md.
 */
export function calibrate(
  session: Pick<ParsedSession, 'items' | 'steps' | 'model'>,
  itemTokens: readonly number[],
  encoding: EncodingName,
): Calibration {
  const exact = countsExactness(session.model, encoding).exact;
  const pairs = requestPairs(session);
  const framing = estimateFraming(
    pairs
      .filter((p) => p.added !== null && p.results.length === 1)
      .map((p) => ({ counted: itemTokens[p.results[0]!]!, added: p.added! })),
    exact,
    encoding,
  );
  const rows = new Map<number, ResultCount>();
  // Steps' window ends never go back: the first step whose window ends after item i, if it holds i, sent it first.
  let next = 0;
  session.items.forEach((item, i) => {
    if (item.part !== 'toolResults') return;
    while (next < session.steps.length && session.steps[next]!.end <= i) next++;
    const first = next < session.steps.length && session.steps[next]!.start <= i ? next : -1;
    const row = {
      step: first === -1 ? null : first + 1,
      tool: item.tool ?? null,
      counted: itemTokens[i]!,
      provider: null,
      note: first === -1 ? 'no recorded request sent it' : 'no earlier request to subtract',
    } as Omit<ResultCount, 'kind'> as ResultCount;
    rows.set(
      i,
      lazily(row, 'kind', () => contentKind(item.text)),
    );
  });
  const samples: { ratio: number; provider: number; counted: number; own: ResultCount[] }[] = [];
  for (const pair of pairs) {
    const own = pair.results.map((i) => rows.get(i)!);
    const counted = own.reduce((s, r) => s + r.counted, 0);
    const note = (text: string) => own.forEach((r) => (r.note = text));
    if (pair.added === null || pair.skip !== null) {
      note(PAIR_SKIP_WORDS[pair.skip ?? 'no-usage']);
      continue;
    }
    if (framing.tokens === null) {
      note('no framing estimate');
      continue;
    }
    const provider = pair.added - framing.tokens * own.length;
    if (counted === 0 || provider < counted * TRUNCATED_BELOW) {
      note(`recovered ${provider}, under half the count: the model saw it truncated`);
      continue;
    }
    if (counted >= RATIO_MIN_COUNTED) samples.push({ ratio: provider / counted, provider, counted, own });
    if (own.length === 1) {
      own[0]!.provider = provider;
      own[0]!.note = null;
    } else note(`one of ${own.length} results added together: ${provider} recovered for all`);
  }
  const provided = samples.reduce((s, x) => s + x.provider, 0);
  const counted = samples.reduce((s, x) => s + x.counted, 0);
  const calibration = {
    encoding,
    exact,
    results: [...rows.values()],
    framing,
    overall: spreadOf(samples.map((s) => s.ratio)),
    summed: counted > 0 ? provided / counted : null,
    problem: hasRecordedUsage(session) ? null : NEEDS_USAGE,
  } as Omit<Calibration, 'byKind'> as Calibration;
  // A sample has a kind when all its results share one.
  const kindOf = (own: ResultCount[]) => (new Set(own.map((r) => r.kind)).size === 1 ? own[0]!.kind : null);
  return lazily(calibration, 'byKind', () => {
    const kinds = samples.map((s) => kindOf(s.own));
    return Object.fromEntries(
      CONTENT_KINDS.map((k) => [k, spreadOf(samples.filter((_, j) => kinds[j] === k).map((s) => s.ratio))]),
    ) as Record<ContentKind, Spread | null>;
  });
}

/**
 * `object` with `key` computed by `get` on its first read, then kept as an own enumerable property, so
 * spreads, JSON and worker messages carry it; a history's calibrations never read it (it was ~5 % of one).
 */
function lazily<T extends object, K extends keyof T>(object: T, key: K, get: () => T[K]): T {
  let value: T[K] | undefined;
  let known = false;
  return Object.defineProperty(object, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      if (!known) [value, known] = [get(), true];
      return value as T[K];
    },
  });
}
