/**
 * What-if over a history: the replay strategies and every rung and format of each JSON-record tool
 * result, in tokens of the session's encoding; a session is replayed whole, only its counted requests
 * (no duplicates, within the dates) summed.
 */
import { DEFAULT_PLACEHOLDER } from '../conversation/sim-form.ts';
import type { RepresentationSize } from '../representation-sizes.ts';
import { representationSizes } from '../representation-sizes.ts';
import { nearestRank } from '../nearest-rank.ts';
import { BoundedCache } from '../bounded-cache.ts';
import type { ParsedSession } from '../sessions/model.ts';
import type { SessionProfile } from '../sessions/profile.ts';
import { unseenTokens } from '../sessions/profile.ts';
import { replaySession } from '../sessions/replay.ts';
import type { ReplayStep } from '../sessions/replay.ts';
import { DEFAULT_KEEP_NEWEST, resolveStrategy } from '../sessions/strategy.ts';
import type { StrategyChoice } from '../sessions/strategy.ts';

/** The trigger of clearing and summary, as `npm run session` defaults them (input tokens). */
const TRIGGER = 100_000;

/** The strategies every session is replayed with: `npm run session`'s defaults for each. */
export const HISTORY_STRATEGIES: readonly { id: string; choice: StrategyChoice }[] = [
  {
    id: 'placeholder',
    choice: {
      kind: 'placeholder',
      placeholder: DEFAULT_PLACEHOLDER,
      notes: 0,
      keepLast: DEFAULT_KEEP_NEWEST,
      trigger: null,
    },
  },
  {
    id: 'clear-tool-uses',
    choice: {
      kind: 'clear-tool-uses',
      trigger: TRIGGER,
      keep: DEFAULT_KEEP_NEWEST,
      clearAtLeast: 0,
      exclude: [],
      clearInputs: false,
      placeholder: DEFAULT_PLACEHOLDER,
    },
  },
  { id: 'summary', choice: { kind: 'summary', trigger: TRIGGER, summaryTokens: 2000 } },
];

/** One session replayed: the as-logged run and each strategy's, per request. */
export interface SessionReplays {
  asLogged: ReplayStep[];
  strategies: { id: string; name: string; steps: ReplayStep[] }[];
}

/**
 * The session replayed as logged and with each of {@link HISTORY_STRATEGIES}; every request also
 * carries what the log does not show (recorded − counted), unchanged, so totals are real sizes.
 */
export function replayAll(
  session: ParsedSession,
  profile: SessionProfile,
  count: (text: string) => number,
): SessionReplays {
  const unseen = unseenTokens(profile);
  const asLogged = replaySession(session, profile.itemTokens, { kind: 'none' }, unseen);
  const strategies = HISTORY_STRATEGIES.map(({ id, choice }) => {
    const resolved = resolveStrategy(choice, session, profile, count);
    return { id, name: resolved.name, steps: replaySession(session, resolved.itemTokens, resolved.strategy, unseen) };
  });
  return { asLogged, strategies };
}

/** A result's tokens in every rung and format ({@link representationSizes}), or null without JSON records. */
export function representationTokens(text: string, count: (text: string) => number): number[] | null {
  return representationSizes(text, count)?.map((size) => size.tokens) ?? null;
}

/** Characters of result texts a {@link representationCache} holds before it is emptied (memory stays bounded). */
export const MAX_CACHED_RESULT_CHARS = 16_000_000;

/**
 * {@link representationSizes} with each distinct (encoding, text) written and counted once per
 * pass: a result logged again (a resumed session's copy under a new call id, the same listing read
 * twice) costs a lookup. Same numbers as uncached; emptied whole past {@link MAX_CACHED_RESULT_CHARS}.
 */
export function representationCache(): (
  text: string,
  encoding: string,
  count: (text: string) => number,
) => readonly RepresentationSize[] | null {
  const cache = new BoundedCache<string, readonly RepresentationSize[] | null>(
    MAX_CACHED_RESULT_CHARS,
    (key) => key.length,
  );
  return (text, encoding, count) => {
    const start = text.trimStart()[0];
    if (start !== '{' && start !== '[') return null; // not JSON: nothing to cache
    const key = `${encoding}\u0000${text}`;
    let reps = cache.get(key);
    if (reps === undefined) {
      reps = representationSizes(text, count);
      cache.set(key, reps);
    }
    return reps;
  };
}

/** Quantiles of a list of numbers (nearest rank), for a distribution over sessions. */
export function quantiles(values: readonly number[]): { min: number; median: number; p90: number; max: number } | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => nearestRank(sorted, q);
  return { min: sorted[0]!, median: at(0.5), p90: at(0.9), max: sorted.at(-1)! };
}
