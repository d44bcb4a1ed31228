/**
 * The what-ifs of one history thread, as `npm run session` prices them (core's `sessionWhatIfs`, the
 * same inputs), kept request by request so the history sums only the requests it counts.
 */
import type { SessionBill } from '../bill/bill.ts';
import { totalCost } from '../bill/billed-step.ts';
import { usageInput } from '../bill/usage.ts';
import type { WhatIfId, WhatIfParams } from '../bill/what-ifs.ts';
import { DEFAULT_WHAT_IF_PARAMS } from '../bill/what-ifs.ts';
import { sessionWhatIfs } from '../bill/session-what-ifs.ts';
import { DEFAULT_PLACEHOLDER } from '../conversation/sim-form.ts';
import type { ParsedSession } from '../sessions/model.ts';
import type { SessionProfile } from '../sessions/profile.ts';
import { unseenTokens } from '../sessions/profile.ts';
import type { ReplayStep } from '../sessions/replay.ts';

/** One what-if of a thread, per billed request (the thread bill's `steps` order); plain data. */
export interface ThreadWhatIf {
  id: WhatIfId;
  /** The setting in words, with its parameters. */
  name: string;
  /** Input tokens of each request under the what-if, the summary step before it included. */
  input: number[];
  /** Its money, input and output, the summary step's included; null without a price. */
  cost: (number | null)[];
  /** Summary steps billed before each request (0 or 1). */
  summarySteps: number[];
  /** The session step of each cache miss under the what-if. */
  misses: number[];
}

/**
 * Every what-if that applies to the thread at `params`, `none` its no-strategy replay with what the
 * log does not show, a cleared result standing as {@link DEFAULT_PLACEHOLDER}'s tokens (as `session`).
 */
export function threadWhatIfs(
  session: ParsedSession,
  profile: SessionProfile,
  bill: SessionBill,
  none: readonly ReplayStep[],
  count: (text: string) => number,
  params: WhatIfParams = DEFAULT_WHAT_IF_PARAMS,
): ThreadWhatIf[] {
  if (bill.steps.length === 0) return [];
  const inputs = {
    session,
    itemTokens: profile.itemTokens,
    unseen: unseenTokens(profile),
    none,
    placeholder: count(DEFAULT_PLACEHOLDER),
  };
  return sessionWhatIfs(bill, inputs, params).map((w) => {
    const extra = new Map(w.extra.each.map((e) => [e.step, e]));
    return {
      id: w.id,
      name: w.name,
      input: w.bill.steps.map((s) => usageInput(s.usage) + (extra.get(s.step)?.input ?? 0)),
      cost: w.bill.steps.map((s) => {
        const e = extra.get(s.step);
        if (!s.cost || (e && e.cost === null)) return null;
        return totalCost(s.cost) + (e?.cost ?? 0);
      }),
      summarySteps: w.bill.steps.map((s) => (extra.has(s.step) ? 1 : 0)),
      misses: w.bill.misses.map((m) => m.step),
    };
  });
}
