/**
 * What-ifs a team can switch on, each the provider's own setting by its own name, replayed on the
 * log's timeline and billed as the log is (`rebill.ts`). Parameters, defaults and sources:
 * docs/sessions.md, "What-ifs".
 */
import type { ParsedSession } from '../sessions/model.ts';
import type { ReplayStep, ReplayStrategy } from '../sessions/replay.ts';
import { replaySession } from '../sessions/replay.ts';
import type { SessionBill, UsageTotals } from './bill.ts';
import { modelRates } from './bill.ts';
import { totalCost, usageCost } from './billed-step.ts';
import type { Lifetime } from './rebill.ts';
import { loggedShapes, rebill, replayedShapes } from './rebill.ts';
import { usageInput } from './usage.ts';
import { formatInt } from '../format/numbers.ts';
import { whatIfLabel, whatIfName } from './what-if-names.ts';
import type { WhatIfId, WhatIfParams } from './what-if-params.ts';
import { COMPACTION_MODELS, DEFAULT_WHAT_IF_PARAMS, SUMMARY_TOKENS_SETTING } from './what-if-params.ts';

export type { WhatIfId, WhatIfParams } from './what-if-params.ts';
export { DEFAULT_WHAT_IF_PARAMS, SUMMARY_TOKENS_SETTING } from './what-if-params.ts';

/** Compaction's extra sampling steps: their count, tokens and cost (null without a price). */
export interface ExtraRequests {
  requests: number;
  tokens: UsageTotals;
  cost: number | null;
  /** Each one by the session step it comes before: so a history can count it with that request. */
  each: { step: number; input: number; cost: number | null }[];
}

/** One what-if, billed. */
export interface WhatIf {
  id: WhatIfId;
  /** The setting in words, with its parameters. */
  name: string;
  /** The setting's short label, for a table row or a choice (`Context editing (trigger 100,000, keep 3)`). */
  label: string;
  bill: SessionBill;
  extra: ExtraRequests;
  /** Where a figure is a setting rather than the log's (a summary's size), said once. */
  notes: string[];
}

/** No extra requests' tokens. */
export const emptyTotals = (): UsageTotals => ({ uncached: 0, write5m: 0, write1h: 0, read: 0, output: 0 });
/** No extra requests. */
export const noExtra = (): ExtraRequests => ({ requests: 0, tokens: emptyTotals(), cost: 0, each: [] });

/** Input tokens of a bill plus its extra requests'. */
export function whatIfInput(bill: SessionBill, extra?: ExtraRequests): number {
  const t = bill.tokens;
  const e = extra?.tokens ?? emptyTotals();
  return t.read + t.write5m + t.write1h + t.uncached + e.read + e.write5m + e.write1h + e.uncached;
}

/** The money of a bill plus its extra requests', or null without a price for them all. */
export function whatIfCost(bill: SessionBill, extra?: ExtraRequests): number | null {
  if (!bill.cost || bill.unpriced.length > 0) return null;
  if (extra && extra.requests > 0 && extra.cost === null) return null;
  return totalCost(bill.cost) + (extra?.cost ?? 0);
}

/**
 * Compaction's summary step before each billed request the replay compacted at: the prompt as it
 * stood (the previous request and what came since), read where the previous request's entries
 * live, the rest written; its output the summary.
 */
function summarySteps(
  bill: SessionBill,
  after: SessionBill,
  replayed: readonly ReplayStep[],
  summaryTokens: number,
): ExtraRequests {
  const expired = new Set(bill.misses.filter((m) => m.cause === 'idle').map((m) => m.step));
  const extra = noExtra();
  bill.steps.forEach((s, i) => {
    if (i === 0 || !replayed[s.step]!.compacted) return;
    const previous = usageInput(after.steps[i - 1]!.usage);
    const prompt = previous + Math.max(0, usageInput(s.usage) - usageInput(bill.steps[i - 1]!.usage));
    const read = expired.has(s.step) ? 0 : Math.min(previous, prompt);
    const usage = { uncached: 0, write5m: prompt - read, write1h: 0, read, output: summaryTokens, writeSplit: true };
    const rates = modelRates(s.model).rates;
    const cost = rates && totalCost(usageCost(usage, rates));
    extra.requests++;
    for (const key of Object.keys(extra.tokens) as (keyof UsageTotals)[]) extra.tokens[key] += usage[key];
    extra.cost = extra.cost === null || cost === null ? null : extra.cost + cost;
    extra.each.push({ step: s.step, input: prompt, cost });
  });
  return extra;
}

/** The 1-hour or 5-minute cache lifetime for every write: the log's requests and contents as they were. */
export function lifetimeWhatIf(bill: SessionBill, lifetime: Exclude<Lifetime, 'logged'>): WhatIf {
  return {
    id: lifetime === '1h' ? 'ttl-1h' : 'ttl-5m',
    name: whatIfName(lifetime === '1h' ? 'ttl-1h' : 'ttl-5m'),
    label: whatIfLabel(lifetime === '1h' ? 'ttl-1h' : 'ttl-5m'),
    bill: rebill(bill, loggedShapes(bill), lifetime),
    extra: noExtra(),
    notes: [],
  };
}

/** Tokens of the log's own compaction summaries, their mean; null when it has none. */
export function loggedSummaryTokens(session: ParsedSession, itemTokens: readonly number[]): number | null {
  const sizes = session.items.flatMap((item, i) => (item.part === 'summary' ? [itemTokens[i]!] : []));
  return sizes.length === 0 ? null : Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length);
}

/** What a strategy what-if needs of the session: its texts' tokens, what the log does not show, the no-strategy replay. */
export interface ReplayInputs {
  session: ParsedSession;
  itemTokens: readonly number[];
  unseen: readonly number[];
  none: readonly ReplayStep[];
  /** A placeholder's tokens (the cleared result's stand-in; the APIs do not publish theirs). */
  placeholder: number;
}

/** Context editing or a compaction, replayed over the session and billed on its timeline. */
export function strategyWhatIf(
  id: Exclude<WhatIfId, 'ttl-1h' | 'ttl-5m'>,
  bill: SessionBill,
  inputs: ReplayInputs,
  params: WhatIfParams = DEFAULT_WHAT_IF_PARAMS,
): WhatIf {
  const logged = loggedSummaryTokens(inputs.session, inputs.itemTokens);
  const summary = id === 'compact_20260112' ? params.compact : params.compaction;
  const summaryTokens = summary.summaryTokens ?? logged ?? SUMMARY_TOKENS_SETTING;
  const c = params.clearToolUses;
  const strategy: ReplayStrategy =
    id === 'clear_tool_uses_20250919'
      ? {
          kind: 'clear-tool-uses',
          trigger: c.trigger,
          keep: c.keep,
          clearAtLeast: c.clearAtLeast,
          exclude: c.excludeTools,
          clearInputs: c.clearToolInputs,
          placeholder: inputs.placeholder,
        }
      : {
          kind: 'summary',
          trigger: id === 'compact_20260112' ? params.compact.trigger : params.compaction.compactThreshold,
          summaryTokens,
        };
  const replayed = replaySession(inputs.session, inputs.itemTokens, strategy, inputs.unseen);
  const shapes = replayedShapes(bill, loggedShapes(bill), inputs.none, replayed);
  const after = rebill(bill, shapes, 'logged');
  const compacting = strategy.kind === 'summary';
  const unsupported = [...new Set(bill.steps.map((s) => s.model ?? ''))].filter(
    (m) => id === 'compact_20260112' && !COMPACTION_MODELS.test(m.toLowerCase()),
  );
  const notes = compacting
    ? [
        ...(unsupported.length > 0
          ? [`documented for Opus 4.6, Sonnet 4.6 and later, not ${unsupported.join(', ')}: priced as if it were`]
          : []),
        summary.summaryTokens !== null
          ? `a summary of ${formatInt(summaryTokens)} tokens, as set`
          : logged !== null
            ? `a summary of ${formatInt(summaryTokens)} tokens, the mean of the log's own`
            : `a summary of ${formatInt(summaryTokens)} tokens: a setting (the log has no compaction to measure; the compaction docs' example is about 3,500)`,
      ]
    : [];
  return {
    id,
    name: whatIfName(id, params),
    label: whatIfLabel(id, params),
    bill: after,
    extra: compacting ? summarySteps(bill, after, replayed, summaryTokens) : noExtra(),
    notes,
  };
}
