import type { Prices } from '../core/conversation/summary.ts';
import { biggestBlocks } from '../core/sessions/blocks.ts';
import { beforeAfter } from '../core/sessions/compare.ts';
import type { ParsedSession } from '../core/sessions/model.ts';
import { profileSessionSteps, unseenTokens } from '../core/sessions/profile.ts';
import type { SessionProfile } from '../core/sessions/profile.ts';
import { readSession } from '../core/sessions/read-session.ts';
import { replaySession } from '../core/sessions/replay.ts';
import { resolveStrategy } from '../core/sessions/strategy.ts';
import type { StrategyChoice } from '../core/sessions/strategy.ts';
import type { Steps } from '../core/steps.ts';
import type { EncodingName, TokenCounter } from '../core/tokenizer/tokenizer.ts';
import type { SessionOpened, SessionReplayed } from './protocol.ts';

/** Sessions kept at once: two runs of the same task can be compared. */
const KEPT = 2;
/** Result blocks sent to the page per ranking. */
const TOP_BLOCKS = 50;

/**
 * The worker's sessions: parsed logs kept by id (texts never cross to the page), each profiled once
 * per encoding; a replay after a strategy change reuses the profile's counts, so it costs a pass
 * over the steps (plus the rewritten results' counts for a rung).
 */
export function createSessionKeeper() {
  const kept = new Map<number, { name: string; session: ParsedSession; profiles: Map<EncodingName, SessionProfile> }>();
  let nextId = 1;

  function* profileOf(sessionId: number, counter: TokenCounter): Steps<SessionProfile> {
    const entry = kept.get(sessionId);
    if (!entry) throw new Error(`session ${sessionId} is no longer in the worker; drop the log again`);
    let profile = entry.profiles.get(counter.encoding);
    if (!profile) {
      profile = yield* profileSessionSteps(entry.session, counter);
      entry.profiles.set(counter.encoding, profile);
    }
    return profile;
  }

  /**
   * Reads and profiles a log; keeps it under a new id (the oldest kept one goes past {@link KEPT}).
   * @throws InputError when the text is not a session log (see `readSession`).
   */
  function* open(name: string, text: string, thread: string | null, counter: TokenCounter): Steps<SessionOpened> {
    const session = readSession(text, name, thread);
    const sessionId = nextId++;
    kept.set(sessionId, { name, session, profiles: new Map() });
    for (const id of [...kept.keys()].slice(0, Math.max(0, kept.size - KEPT))) kept.delete(id);
    const profile = yield* profileOf(sessionId, counter);
    const { itemTokens: _, ...rest } = profile;
    return {
      sessionId,
      name,
      profile: rest,
      compactions: session.compactions,
      sidechains: session.sidechains,
      warnings: session.warnings,
    };
  }

  /** Replays a kept session with `choice` over its first `firstSteps` (null: all). */
  function* replay(
    sessionId: number,
    choice: StrategyChoice,
    options: { firstSteps: number | null; loggedOnly: boolean; prices: Prices },
    counter: TokenCounter,
  ): Steps<SessionReplayed> {
    const profile = yield* profileOf(sessionId, counter);
    const { session } = kept.get(sessionId)!;
    const unseen = options.loggedOnly ? undefined : unseenTokens(profile);
    const none = replaySession(session, profile.itemTokens, { kind: 'none' }, unseen);
    const resolved = resolveStrategy(choice, session, profile, (t) => counter.count(t));
    const steps = replaySession(session, resolved.itemTokens, resolved.strategy, unseen);
    const blocks = biggestBlocks(session, profile.itemTokens);
    return {
      sessionId,
      name: resolved.name,
      none,
      steps,
      table: beforeAfter(none, steps, options.firstSteps, options.prices),
      blocks: {
        byTokens: blocks.byTokens.slice(0, TOP_BLOCKS),
        byCarried: blocks.byCarried.slice(0, TOP_BLOCKS),
        byTool: blocks.byTool,
      },
    };
  }

  /** Forgets every kept session (the user cleared their data). */
  function clear(): void {
    kept.clear();
  }

  return { open, replay, clear };
}
