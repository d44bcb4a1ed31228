/**
 * A log's requests billed again under a change, on the log's own timeline (timestamps kept, so an
 * idle gap still expires the cache) and at the same rates. Rules: docs/sessions.md, "What-ifs".
 */
import type { ReplayStep } from '../sessions/replay.ts';
import type { LoggedRequest, SessionBill } from './bill.ts';
import { billOf, modelRates } from './bill.ts';
import type { RecordedUsage } from './usage.ts';
import { usageInput } from './usage.ts';

/** One request as a what-if changes it: its input, and what of it is identical to the previous request's. */
export interface RequestShape {
  total: number;
  /** Read back when the previous request's entries still live. */
  shared: number;
  /** Read even after the lifetime passed (the log's own read at an idle miss: entries another request kept). */
  expiredRead: number;
}

/** Which lifetime the writes take: as the log wrote them, or all 5-minute, or all 1-hour. */
export type Lifetime = 'logged' | '5m' | '1h';

const LIFETIME_SECONDS = { '5m': 300, '1h': 3_600 } as const;

/** The run as logged: totals as recorded; at an idle miss the whole overlap was shared, only time expired it. */
export function loggedShapes(bill: SessionBill): RequestShape[] {
  const idle = new Set(bill.misses.filter((m) => m.cause === 'idle').map((m) => m.step));
  return bill.steps.map((s, i) => {
    const total = usageInput(s.usage);
    if (!idle.has(s.step)) return { total, shared: s.usage.read, expiredRead: 0 };
    const previous = usageInput(bill.steps[i - 1]!.usage);
    return { total, shared: Math.max(s.usage.read, Math.min(previous, total)), expiredRead: s.usage.read };
  });
}

/**
 * The logged shapes changed as a replay changes the window: each request's input less what the
 * strategy removed, and its shared part less the prefix the strategy's rewrites broke (both from
 * `none` and `replayed`, indexed by the session's steps, in the replay's counts).
 */
export function replayedShapes(
  bill: SessionBill,
  logged: readonly RequestShape[],
  none: readonly ReplayStep[],
  replayed: readonly ReplayStep[],
): RequestShape[] {
  return bill.steps.map((s, i) => {
    const base = logged[i]!;
    const before = none[s.step]!;
    const after = replayed[s.step]!;
    const total = Math.max(0, base.total - (before.total - after.total));
    const shared = Math.min(total, Math.max(0, base.shared - (before.cachedPrefix - after.cachedPrefix)));
    return { total, shared, expiredRead: Math.min(base.expiredRead, shared) };
  });
}

const seconds = (from?: string, to?: string) =>
  from === undefined || to === undefined ? null : (Date.parse(to) - Date.parse(from)) / 1000;

/** The usage of logged request `i` reshaped by `shape` under `lifetime`, alive or expired by `gap`. */
function reshaped(logged: RecordedUsage, shape: RequestShape, alive: boolean, lifetime: Lifetime): RecordedUsage {
  const read = Math.min(shape.total, alive ? shape.shared : shape.expiredRead);
  const uncached = Math.min(logged.uncached, shape.total - read);
  const written = shape.total - read - uncached;
  const write1h = lifetime === '1h' ? written : lifetime === '5m' ? 0 : Math.min(logged.write1h, written);
  return { read, uncached, write1h, write5m: written - write1h, output: logged.output, writeSplit: true };
}

/**
 * `bill`'s requests billed again as `shapes` say, under `lifetime`: a request reads its shared part
 * when the gap since the previous one is within the lifetime in force (as the log's misses decide it
 * for `logged`), else only its expired read; misses found anew (`compactions: 'none'`: the log's compactions
 * replayed away). Only Anthropic models have a 1-hour cache.
 */
export function rebill(
  bill: SessionBill,
  shapes: readonly RequestShape[],
  lifetime: Lifetime,
  compactions: 'as logged' | 'none' = 'as logged',
): SessionBill {
  const expired = new Set(bill.misses.filter((m) => m.cause === 'idle').map((m) => m.step));
  const requests: LoggedRequest[] = bill.steps.map((s, i) => {
    const gap = i === 0 ? null : seconds(bill.steps[i - 1]!.time, s.time);
    const known = modelRates(s.model).rules.lifetime;
    const alive =
      lifetime === 'logged' || !known || gap === null
        ? !expired.has(s.step)
        : gap <= (known.long > known.short ? LIFETIME_SECONDS[lifetime] : known.short);
    const { cost: _, ...request } = s;
    const afterCompaction = compactions === 'as logged' && s.afterCompaction;
    return { ...request, afterCompaction, usage: reshaped(s.usage, shapes[i]!, alive, lifetime) };
  });
  return billOf(requests);
}

/** `bill` as a replay changes the window (`none` without a strategy, `replayed` with it), billed on its timeline. */
export function replayedBill(
  bill: SessionBill,
  none: readonly ReplayStep[],
  replayed: readonly ReplayStep[],
): SessionBill {
  return rebill(bill, replayedShapes(bill, loggedShapes(bill), none, replayed), 'logged');
}
