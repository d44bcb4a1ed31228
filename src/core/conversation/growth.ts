import type { CompactionStrategy, Conversation } from './model.ts';
import type { StepInput } from './simulate.ts';
import { simulate } from './simulate.ts';
import type { CacheBreak, Prices, SeriesSummary } from './summary.ts';
import { cacheBreak, savingAgainst, sessionCost, stepCrossing, summarize } from './summary.ts';
import type { Percentage } from '../analysis/percent.ts';
import type { Ladder, RungSize } from '../ladder/ladder.ts';
import { sizeOf } from '../representations.ts';
import type { SimForm, ResponseLink } from './sim-form.ts';

/** One simulated series with its totals, limit crossing and cost. */
export interface GrowthSeries {
  id: 'baseline' | 'compaction' | 'compare';
  name: string;
  steps: StepInput[];
  summary: SeriesSummary;
  /** Saving against the baseline, with the baseline named as denominator (absent for the baseline). */
  saving?: { saved: number; percent: Percentage };
  /** First step over the context-window limit. */
  crossesLimitAt?: number;
  /** Input cost of one session, in the price's currency. */
  cost: number;
  /** What rewrites of the window cost the prompt cache in this session (none without compaction). */
  cacheBreak: CacheBreak;
}

/** Everything the growth view draws, or the reason it cannot yet. */
export type Growth =
  | { ready: false; reason: string }
  | { ready: true; series: GrowthSeries[]; warnings: string[]; placeholderTokens: number };

interface LinkedSizes {
  toolRequest: number;
  toolResponse: number;
  label: string;
}

function linkedSizes(link: ResponseLink, form: SimForm, ladder: Ladder | undefined): LinkedSizes | string {
  const scale = ladder?.scales.find((s) => s.rows === link.rows);
  if (!ladder || !scale)
    return `${link.id} at ${link.rows} rows is not on the ladder: add ${link.rows} rows to the scales (or load a file of that size)`;
  const size: RungSize | undefined = sizeOf(scale, link.id);
  if (!size) return `${link.id} is not on the ladder: add that format`;
  if (form.viaTransport) {
    const call = scale.calls?.[link.id];
    if (!call) return 'the call costs are still being counted';
    return {
      toolRequest: call.request,
      toolResponse: call.result,
      label: `${link.id} at ${link.rows} rows over ${ladder.transport}`,
    };
  }
  return { toolRequest: form.toolRequest, toolResponse: size.tokens, label: `${link.id} at ${link.rows} rows` };
}

function conversationOf(form: SimForm, sizes: { toolRequest: number; toolResponse: number }): Conversation {
  const step = { modelResponse: form.modelResponse, toolRequest: sizes.toolRequest, toolResponse: sizes.toolResponse };
  return {
    system: form.system,
    tools: form.tools,
    user: form.user,
    steps: Array.from({ length: form.steps }, () => ({ ...step })),
  };
}

/**
 * The simulator's series for the form: no compaction, compaction, and (if chosen) compaction with
 * the tool response linked to a second rung. Tool responses linked to the ladder take their tokens
 * from it (or the call's request and result, via the transport). Waits for the placeholder's count.
 * Costs use `prices` (the page's chosen model), else the form's typed `price` and `cachedPrice`
 * (a `npm run simulate` config).
 */
export function computeGrowth(
  form: SimForm,
  ladder: Ladder | undefined,
  counts: Record<string, number>,
  profiled?: { name: string; conversation: Conversation },
  prices: Prices = { perMillion: form.price, cachedPerMillion: form.cachedPrice },
): Growth {
  const placeholderTokens = form.placeholder === '' ? 0 : counts[form.placeholder];
  if (placeholderTokens === undefined) return { ready: false, reason: 'counting the placeholder…' };
  const warnings: string[] = [];
  let main: { toolRequest: number; toolResponse: number; label?: string } = {
    toolRequest: form.toolRequest,
    toolResponse: form.toolResponse,
  };
  if (form.link) {
    const linked = linkedSizes(form.link, form, ladder);
    if (typeof linked === 'string') warnings.push(`Tool response: ${linked}; using the typed size.`);
    else main = linked;
  }
  const strategy: CompactionStrategy = {
    name: 'compaction',
    placeholder: placeholderTokens,
    notes: form.notes,
    keepLast: form.keepLast,
    mode: form.mode,
  };
  const make = (
    id: GrowthSeries['id'],
    name: string,
    conversation: Conversation,
    withStrategy?: CompactionStrategy,
  ): Omit<GrowthSeries, 'saving'> => {
    const steps = simulate(conversation, withStrategy);
    return {
      id,
      name,
      steps,
      summary: summarize(steps),
      crossesLimitAt: stepCrossing(steps, form.limit),
      cost: sessionCost(steps, prices),
      cacheBreak: cacheBreak(steps, prices),
    };
  };
  if (form.useProfile && profiled) {
    // The real request's own steps, replayed; the typed sizes and ladder links do not apply.
    if (profiled.conversation.steps.length === 0)
      return { ready: false, reason: `${profiled.name} has no tool calls to replay` };
    const baseline = make('baseline', `No compaction (${profiled.name})`, profiled.conversation);
    const series: GrowthSeries[] = [
      baseline,
      make('compaction', `Compaction (${profiled.name})`, profiled.conversation, strategy),
    ];
    series[1]!.saving = savingAgainst(baseline.summary, series[1]!.summary, 'no compaction');
    return { ready: true, series, warnings: [], placeholderTokens };
  }
  const suffix = main.label ? ` (${main.label})` : '';
  const baseline = make('baseline', `No compaction${suffix}`, conversationOf(form, main));
  const series: GrowthSeries[] = [
    baseline,
    make('compaction', `Compaction${suffix}`, conversationOf(form, main), strategy),
  ];
  if (form.compare) {
    const linked = linkedSizes(form.compare, form, ladder);
    if (typeof linked === 'string') warnings.push(`Second strategy: ${linked}.`);
    else series.push(make('compare', `Compaction (${linked.label})`, conversationOf(form, linked), strategy));
  }
  for (const s of series.slice(1)) s.saving = savingAgainst(baseline.summary, s.summary, 'no compaction');
  return { ready: true, series, warnings, placeholderTokens };
}
