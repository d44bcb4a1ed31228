/**
 * One file of a history counted on its own, as structured-clonable data a worker can send back; what
 * depends on the files' order (re-logged entries, dates, tables) is left to `HistoryAccumulator.addFacts`,
 * so a pool of workers gives the same tables as one thread.
 */
import { sessionBill } from '../bill/bill.ts';
import type { SessionBill } from '../bill/bill.ts';
import { countsExactness, followedEncoding } from '../models/exactness.ts';
import { matchModel } from '../models/model-match.ts';
import { callTarget } from '../sessions/call-target.ts';
import { SESSION_PARTS } from '../sessions/model.ts';
import type { ParsedSession } from '../sessions/model.ts';
import { profileSession } from '../sessions/profile.ts';
import type { SessionProfile } from '../sessions/profile.ts';
import type { EncodingName, TokenCounter } from '../tokenizer/tokenizer.ts';
import type { RepresentationSize } from '../representation-sizes.ts';
import { providerResultCounts } from './provider.ts';
import { readHistoryLog } from './read-log.ts';
import type { ReadLog } from './read-log.ts';
import { replayAll } from './what-if.ts';
import type { ThreadWhatIf } from './thread-what-ifs.ts';
import { threadWhatIfs } from './thread-what-ifs.ts';
import type { WhatIfParams } from '../bill/what-ifs.ts';

/** One request of a thread: what the log says of it and its counts (tokens of the thread's encoding). */
export interface StepFacts {
  id: string | undefined;
  time: string | undefined;
  model: string | undefined;
  recorded: number | null;
  /** The window: `items[start]` up to, not including, `items[end]`. */
  start: number;
  end: number;
  /** Every text of the window counted, and by part (`SESSION_PARTS` order). */
  counted: number;
  parts: number[];
  /** Reasoning tokens the log recorded and the window still holds (`sessions/reasoning.ts`); 0 where none. */
  reasoning: number;
  /** The request as logged (recorded where larger) and its prefix a prompt cache reuses. */
  total: number;
  cachedPrefix: number;
  /** Its input after each strategy (`HISTORY_STRATEGIES` order). */
  replayed: number[];
}

/** One tool result of a thread. */
export interface ResultFacts {
  /** Its index in the thread's items. */
  item: number;
  /** 0-based request whose window first holds it, or −1 when none does. */
  first: number;
  callId: string | undefined;
  tool: string;
  tokens: number;
  providerTokens: number | null;
  /** Its characters as logged. */
  chars: number;
  /** Its size in every rung and format (`REPRESENTATIONS` order), or null (not JSON records, or not asked). */
  reps: readonly RepresentationSize[] | null;
  /** What the call aimed at (`callTarget` of its input), or null. */
  target: string | null;
}

/** One thread of a file (`id` null for the main one). */
export interface ThreadFacts {
  id: string | null;
  model: string | undefined;
  encoding: EncodingName;
  exact: boolean;
  /** Each strategy's name with its sizes (`HISTORY_STRATEGIES` order). */
  strategyNames: string[];
  items: number;
  steps: StepFacts[];
  results: ResultFacts[];
  /** The thread's requests with usage, priced, and its cache misses (`sessionBill`; steps index {@link steps}). */
  bill: ThreadBill;
  /** The settings a team can switch on that apply to it, re-billed request by request. */
  whatIfs: ThreadWhatIf[];
}

/** What a thread's log bills: misses are found within the thread only, as each thread has its own cache. */
export type ThreadBill = Pick<SessionBill, 'steps' | 'misses'>;

/** A file counted, or why it was skipped. */
export type FileFacts =
  { kind: 'skipped'; reason: string } | { kind: 'log'; log: Omit<ReadLog, 'threads'>; threads: ThreadFacts[] };

/** What a file is counted with. */
export interface FactsOptions {
  /** The counter of an encoding (one per encoding, kept: the counters cache pieces). */
  counterFor: (encoding: EncodingName) => TokenCounter;
  /** A result's tokens in every rung and format, or null; absent: none counted (`--skip-rerepresent`). */
  representations?: (
    text: string,
    encoding: string,
    count: (text: string) => number,
  ) => readonly RepresentationSize[] | null;
  /**
   * Whether a request made at `time` (its own, else the log's start) is inside the dates asked for;
   * absent: every one is. A result no request inside reads is not re-represented (its `reps` are
   * null): the tables never count it.
   */
  inDates?: (time: string) => boolean;
  /** The what-ifs' parameters (`--what-if`); absent: the APIs' defaults. */
  whatIfParams?: WhatIfParams;
}

/** Reads and counts one file (`readHistoryLog`, then each thread); `file` names a session without an id. */
export function fileFacts(file: string, text: string, options: FactsOptions): FileFacts {
  const log = readHistoryLog(text, file);
  if (log.kind === 'skipped') return log;
  const { threads, ...rest } = log;
  return {
    kind: 'log',
    log: rest,
    threads: threads.map((t) => threadFacts(t.id, t.session, options, rest.started)),
  };
}

function threadFacts(
  id: string | null,
  session: ParsedSession,
  options: FactsOptions,
  started: string | null,
): ThreadFacts {
  const encoding = followedEncoding(matchModel(session.model)?.tokenizer);
  const counter = options.counterFor(encoding);
  const count = (t: string) => counter.count(t);
  const profile = profileSession(session, counter);
  const replays = replayAll(session, profile, count);
  const steps = session.steps.map((s, k): StepFacts => {
    const p = profile.steps[k]!;
    return {
      id: s.id,
      time: s.time,
      model: s.model,
      recorded: s.recorded,
      start: s.start,
      end: s.end,
      counted: p.counted,
      parts: SESSION_PARTS.map((part) => p.parts[part]),
      reasoning: p.reasoning,
      total: replays.asLogged[k]!.total,
      cachedPrefix: replays.asLogged[k]!.cachedPrefix,
      replayed: replays.strategies.map((r) => r.steps[k]!.total),
    };
  });
  const bill = sessionBill(session);
  const { steps: billed, misses } = bill;
  return {
    id,
    model: session.model,
    encoding,
    exact: countsExactness(session.model, encoding).exact,
    strategyNames: replays.strategies.map((r) => r.name),
    items: session.items.length,
    steps,
    results: resultFacts(session, profile, counter, options, started),
    bill: { steps: billed, misses },
    whatIfs: threadWhatIfs(session, profile, bill, replays.asLogged, count, options.whatIfParams),
  };
}

/** Every tool result of a thread in item order, with the request that first reads it. */
function resultFacts(
  session: ParsedSession,
  profile: SessionProfile,
  counter: TokenCounter,
  options: FactsOptions,
  started: string | null,
): ResultFacts[] {
  const { items, steps } = session;
  const { itemTokens } = profile;
  const provided = providerResultCounts(session, itemTokens, counter.encoding, profile.calibration);
  // The accumulator counts a result read first by step k only when k is inside the dates, and one
  // read by none only when some step is (or none exists): a superset of both is re-represented.
  const { inDates } = options;
  const dated = inDates ? steps.map((s) => inDates(s.time ?? started ?? '')) : null;
  const anyDated = dated === null || dated.length === 0 || dated.includes(true);
  const first = new Int32Array(items.length).fill(-1);
  let upTo = 0;
  steps.forEach((s, k) => {
    for (let i = Math.max(upTo, s.start); i < s.end; i++) first[i] = k;
    upTo = Math.max(upTo, s.end);
  });
  const inputs = new Map<string, string>();
  const results: ResultFacts[] = [];
  const count = (t: string) => counter.count(t);
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    // A call is its name, then its input: the second call text with the id is the input.
    if (item.part === 'toolCalls' && item.callId !== undefined) {
      if (inputs.has(item.callId) || item.text !== item.tool) inputs.set(item.callId, item.text);
      else inputs.set(item.callId, '');
      continue;
    }
    if (item.part !== 'toolResults') continue;
    const input = item.callId === undefined ? undefined : inputs.get(item.callId);
    results.push({
      item: i,
      first: first[i]!,
      callId: item.callId,
      tool: item.tool ?? '(unknown)',
      tokens: itemTokens[i]!,
      chars: item.text.length,
      providerTokens: provided.get(i) ?? null,
      reps:
        options.representations && (first[i] === -1 ? anyDated : dated === null || dated[first[i]!])
          ? options.representations(item.text, counter.encoding, count)
          : null,
      target: input ? callTarget(input) : null,
    });
  }
  return results;
}
