import { InputError } from '../core/input/input-error.ts';
import type { Prices } from '../core/conversation/summary.ts';
import { biggestBlocks } from '../core/sessions/blocks.ts';
import type { BiggestBlocks } from '../core/sessions/blocks.ts';
import { beforeAfter, compareRuns } from '../core/sessions/compare.ts';
import { forwardingCallsSteps } from '../core/sessions/forwarding.ts';
import { sessionBill } from '../core/bill/bill.ts';
import { sessionWhatIfs } from '../core/bill/session-what-ifs.ts';
import { DEFAULT_PLACEHOLDER } from '../core/conversation/sim-form.ts';
import type { ParsedSession } from '../core/sessions/model.ts';
import { profileSessionSteps, unseenTokens } from '../core/sessions/profile.ts';
import type { SessionProfile } from '../core/sessions/profile.ts';
import { readSessionSteps } from '../core/sessions/readers/read-session.ts';
import { replaySession } from '../core/sessions/replay.ts';
import type { ReplayStep } from '../core/sessions/replay.ts';
import { noStepProblem, otherThreads } from '../core/sessions/threads.ts';
import { resolveStrategySteps } from '../core/sessions/strategy.ts';
import type { ResolvedStrategy, StrategyChoice } from '../core/sessions/strategy.ts';
import type { Steps } from '../core/steps.ts';
import type { EncodingName, TokenCounter } from '../core/tokenizer/tokenizer.ts';
import type { SessionOpened, SessionReplayed, SessionRun } from './protocol.ts';
import type { SessionTracker } from './progress.ts';

/** Result blocks sent to the page per ranking. */
const TOP_BLOCKS = 50;

/** Rungs whose rewritten results' counts are kept per profile (each holds one count per text). */
const KEPT_RUNGS = 4;

/** What a profile's replays share: the replay without a strategy, the biggest blocks, rungs resolved. */
interface ReplayMemo {
  none: Map<string, ReplayStep[]>;
  blocks?: BiggestBlocks;
  rungs: Map<string, ResolvedStrategy>;
}

/** A rung re-serializes and counts every result that holds records: resolved once per choice. */
function* resolvedOf(
  memo: ReplayMemo,
  choice: StrategyChoice,
  resolve: () => Steps<ResolvedStrategy>,
): Steps<ResolvedStrategy> {
  if (choice.kind !== 'rung') return yield* resolve();
  const key = JSON.stringify(choice);
  let resolved = memo.rungs.get(key);
  if (!resolved) {
    resolved = yield* resolve();
    memo.rungs.set(key, resolved);
    for (const old of [...memo.rungs.keys()].slice(0, Math.max(0, memo.rungs.size - KEPT_RUNGS)))
      memo.rungs.delete(old);
  }
  return resolved;
}

/**
 * The worker's sessions: parsed logs kept by id (texts never cross to the page), profiled once per
 * encoding, so a strategy change replays from the profile's counts; the unstrategied replay, biggest
 * blocks and last {@link KEPT_RUNGS} rungs are kept with it, since a strategy change leaves them.
 */
export function createSessionKeeper() {
  const memos = new WeakMap<SessionProfile, ReplayMemo>();
  const memoOf = (profile: SessionProfile) => {
    let memo = memos.get(profile);
    if (!memo) memos.set(profile, (memo = { none: new Map(), rungs: new Map() }));
    return memo;
  };
  const kept = new Map<
    number,
    { name: string; run: SessionRun; session: ParsedSession; profiles: Map<EncodingName, SessionProfile> }
  >();
  let nextId = 1;

  function* profileOf(sessionId: number, counter: TokenCounter, tracker?: SessionTracker): Steps<SessionProfile> {
    const entry = kept.get(sessionId);
    if (!entry) throw new Error(`session ${sessionId} is no longer in the worker; drop the log again`);
    let profile = entry.profiles.get(counter.encoding);
    if (!profile) {
      if (tracker) tracker.items = entry.session.items.length;
      profile = yield* profileSessionSteps(entry.session, counter, tracker?.counted);
      entry.profiles.set(counter.encoding, profile);
    }
    return profile;
  }

  /**
   * Reads and profiles a log in steps, reporting to `tracker`, and keeps it as run `run` (replacing that
   * run's session, so two runs of one task can be compared).
   * @throws InputError for text that is no session log, or no thread with a model request to read.
   */
  function* open(
    name: string,
    text: string,
    thread: string | null,
    counter: TokenCounter,
    tracker?: SessionTracker,
    run: SessionRun = 'a',
  ): Steps<SessionOpened> {
    const session = yield* readSessionSteps(text, name, thread, tracker?.read);
    // Nothing to profile: a message, never an empty profile for the view to draw. Run A keeps a
    // log whose other threads have requests, so the view can offer them (`SessionImport.tsx`).
    const problem = noStepProblem(name, session, 'page');
    if (problem !== null && (run === 'b' || otherThreads(session).length === 0))
      throw new InputError(problem, { source: name });
    const sessionId = nextId++;
    for (const [id, entry] of kept) if (entry.run === run) kept.delete(id);
    kept.set(sessionId, { name, run, session, profiles: new Map() });
    const profile = yield* profileOf(sessionId, counter, tracker);
    const { itemTokens, ...rest } = profile;
    const bill = sessionBill(session);
    const unseen = unseenTokens(profile);
    const none = replaySession(session, itemTokens, { kind: 'none' }, unseen);
    const placeholder = counter.count(DEFAULT_PLACEHOLDER);
    return {
      sessionId,
      name,
      profile: rest,
      forwarding: yield* forwardingCallsSteps(session, counter),
      bill,
      whatIfs: sessionWhatIfs(bill, { session, itemTokens, unseen, none, placeholder }),
      compactions: session.compactions,
      sidechains: session.sidechains,
      ...(session.thread && { thread: session.thread }),
      warnings: session.warnings,
    };
  }

  /** A kept session replayed without a strategy, once per profile and `loggedOnly`. */
  function* noneOf(sessionId: number, loggedOnly: boolean, counter: TokenCounter): Steps<ReplayStep[]> {
    const profile = yield* profileOf(sessionId, counter);
    const { session } = kept.get(sessionId)!;
    const memo = memoOf(profile);
    const key = loggedOnly ? 'logged' : 'unseen';
    let none = memo.none.get(key);
    if (!none) {
      const unseen = loggedOnly ? undefined : unseenTokens(profile);
      memo.none.set(key, (none = replaySession(session, profile.itemTokens, { kind: 'none' }, unseen)));
    }
    return none;
  }

  /**
   * Replays a kept session with `choice` over its first `firstSteps` (null: all); with
   * `compareWith`, also compares it, without a strategy, with that kept session (a second run).
   */
  function* replay(
    sessionId: number,
    choice: StrategyChoice,
    options: { firstSteps: number | null; loggedOnly: boolean; prices: Prices | null; compareWith?: number },
    counter: TokenCounter,
  ): Steps<SessionReplayed> {
    const profile = yield* profileOf(sessionId, counter);
    const { session, name: nameA } = kept.get(sessionId)!;
    const unseen = options.loggedOnly ? undefined : unseenTokens(profile);
    const memo = memoOf(profile);
    const none = yield* noneOf(sessionId, options.loggedOnly, counter);
    const resolved = yield* resolvedOf(memo, choice, () =>
      resolveStrategySteps(choice, session, profile, (t) => counter.count(t)),
    );
    const steps = replaySession(session, resolved.itemTokens, resolved.strategy, unseen);
    const blocks = (memo.blocks ??= biggestBlocks(session, profile.itemTokens));
    const compare =
      options.compareWith === undefined
        ? undefined
        : yield* compareWith(options.compareWith, none, nameA, options, counter);
    return {
      ...(compare && { compare }),
      sessionId,
      name: resolved.name,
      none,
      steps,
      table: beforeAfter(none, steps, options.firstSteps, options.prices),
      run: beforeAfter(none, steps, null, options.prices),
      blocks: {
        byTokens: blocks.byTokens.slice(0, TOP_BLOCKS),
        byCarried: blocks.byCarried.slice(0, TOP_BLOCKS),
        byTool: blocks.byTool,
      },
    };
  }

  /** Run B (`sessionId`) without a strategy, and the seed's table of run A's `none` against it. */
  function* compareWith(
    sessionId: number,
    none: ReplayStep[],
    nameA: string,
    options: { firstSteps: number | null; loggedOnly: boolean; prices: Prices | null },
    counter: TokenCounter,
  ): Steps<NonNullable<SessionReplayed['compare']>> {
    const noneB = yield* noneOf(sessionId, options.loggedOnly, counter);
    const { name } = kept.get(sessionId)!;
    return { sessionId, name, none: noneB, table: compareRuns(none, noneB, options.firstSteps, options.prices, nameA) };
  }

  /** Forgets every kept session (the user cleared their data). */
  function clear(): void {
    kept.clear();
  }

  return { open, replay, clear };
}
