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
import { formatInt } from '../report/format.ts';

/** The what-ifs, by the setting's own name. */
export type WhatIfId = 'ttl-1h' | 'ttl-5m' | 'clear_tool_uses_20250919' | 'compact_20260112' | 'compaction';

/** Each what-if's parameters, named as its API names them (sizes in input tokens). */
export interface WhatIfParams {
  clearToolUses: {
    trigger: number;
    keep: number;
    clearAtLeast: number;
    excludeTools: readonly string[];
    clearToolInputs: boolean;
  };
  /** Anthropic server compaction: `trigger` (≥ 50,000); the summary's size, null: the log's own summaries', else 3,500. */
  compact: { trigger: number; summaryTokens: number | null };
  /** OpenAI Responses `context_management` compaction: no server default is stated. */
  compaction: { compactThreshold: number; summaryTokens: number | null };
}

/** The APIs' defaults (context editing 100,000 / keep 3; compaction 150,000) and a stated choice for OpenAI's. */
export const DEFAULT_WHAT_IF_PARAMS: WhatIfParams = {
  clearToolUses: { trigger: 100_000, keep: 3, clearAtLeast: 0, excludeTools: [], clearToolInputs: false },
  compact: { trigger: 150_000, summaryTokens: null },
  compaction: { compactThreshold: 200_000, summaryTokens: null },
};

/** A summary's size when the log has none to measure: the compaction docs' example, about 3,500 tokens. */
export const SUMMARY_TOKENS_SETTING = 3_500;

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
  bill: SessionBill;
  extra: ExtraRequests;
  /** Where a figure is a setting rather than the log's (a summary's size), said once. */
  notes: string[];
}

const emptyTotals = (): UsageTotals => ({ uncached: 0, write5m: 0, write1h: 0, read: 0, output: 0 });
const noExtra = (): ExtraRequests => ({ requests: 0, tokens: emptyTotals(), cost: 0, each: [] });

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
    name: lifetime === '1h' ? 'the 1-hour cache lifetime' : 'the 5-minute cache lifetime',
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
  const notes = compacting
    ? [
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
    bill: after,
    extra: compacting ? summarySteps(bill, after, replayed, summaryTokens) : noExtra(),
    notes,
  };
}

/** `Anthropic context editing, clear_tool_uses_20250919 (trigger 100,000 input tokens, keep 3 tool uses)`. */
export function whatIfName(id: WhatIfId, params: WhatIfParams = DEFAULT_WHAT_IF_PARAMS): string {
  switch (id) {
    case 'ttl-1h':
      return 'the 1-hour cache lifetime';
    case 'ttl-5m':
      return 'the 5-minute cache lifetime';
    case 'clear_tool_uses_20250919': {
      const c = params.clearToolUses;
      const extra = [
        c.clearAtLeast > 0 ? `clear_at_least ${formatInt(c.clearAtLeast)}` : '',
        c.excludeTools.length > 0 ? `exclude_tools ${c.excludeTools.join(', ')}` : '',
        c.clearToolInputs ? 'clear_tool_inputs' : '',
      ].filter(Boolean);
      return `Anthropic context editing, clear_tool_uses_20250919 (trigger ${formatInt(c.trigger)} input tokens, keep ${c.keep} tool uses${extra.length ? `, ${extra.join(', ')}` : ''})`;
    }
    case 'compact_20260112':
      return `Anthropic server compaction, compact_20260112 (trigger ${formatInt(params.compact.trigger)} input tokens)`;
    case 'compaction':
      return `OpenAI compaction, context_management compaction (compact_threshold ${formatInt(params.compaction.compactThreshold)})`;
  }
}

/** The vendor whose settings apply: the first request's model's (Anthropic, OpenAI), else none. */
function logVendor(bill: SessionBill): string | undefined {
  return bill.steps.map((s) => modelRates(s.model).vendor).find((v) => v !== undefined);
}

/**
 * Every what-if that applies to the log: Anthropic's cache lifetime other than the log's,
 * context editing and server compaction; OpenAI's compaction. None for a log without usage.
 */
export function sessionWhatIfs(bill: SessionBill, inputs: ReplayInputs, params = DEFAULT_WHAT_IF_PARAMS): WhatIf[] {
  const vendor = logVendor(bill);
  if (bill.steps.length === 0) return [];
  if (vendor === 'OpenAI') return [strategyWhatIf('compaction', bill, inputs, params)];
  if (vendor !== 'Anthropic') return [];
  const { write5m, write1h } = bill.tokens;
  return [
    ...(write5m > 0 || write1h === 0 ? [lifetimeWhatIf(bill, '1h')] : []),
    ...(write1h > 0 ? [lifetimeWhatIf(bill, '5m')] : []),
    strategyWhatIf('clear_tool_uses_20250919', bill, inputs, params),
    strategyWhatIf('compact_20260112', bill, inputs, params),
  ];
}
