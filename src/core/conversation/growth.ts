import type { GrowthLimit } from './window-limit.ts';
import { growthLimit } from './window-limit.ts';
import type { CompactionStrategy, Conversation } from './model.ts';
import type { StepInput } from './simulate.ts';
import { simulate } from './simulate.ts';
import type { CacheBreak, Prices, SeriesSummary } from './summary.ts';
import { cacheBreak, savingAgainst, sessionCost, stepCrossing, summarize } from './summary.ts';
import type { Percentage } from '../analysis/percent.ts';
import type { Ladder, RungSize } from '../ladder/ladder.ts';
import { sizeOf } from '../representation-list.ts';
import type { SimForm, ResponseLink } from './sim-form.ts';
import { hostWords } from '../format/names.ts';

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
  /** Input cost of one session, in the price's currency; null without a price (an open model with none typed). */
  cost: number | null;
  /** What rewrites of the window cost the prompt cache in this session (none without compaction). */
  cacheBreak: CacheBreak;
}

/** Everything the growth view draws, or the reason it cannot yet. */
export type Growth =
  | { ready: false; reason: string }
  | { ready: true; series: GrowthSeries[]; warnings: string[]; placeholderTokens: number; limit: GrowthLimit };

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
      // The transport's id, as the command line's --transport names it, and a host other than the wire by name.
      label: `${link.id} at ${link.rows} rows over ${ladder.transport}${ladder.host ? ` ${hostWords(ladder.host)}` : ''}`,
    };
  }
  return { toolRequest: form.toolRequest, toolResponse: size.tokens, label: `${link.id} at ${link.rows} rows` };
}

/** The inputs of the conversation (the loop's sizes and links), as the form names them. */
export type ConversationInput =
  | 'system'
  | 'tools'
  | 'user'
  | 'steps'
  | 'modelResponse'
  | 'toolRequest'
  | 'toolResponse'
  | 'link'
  | 'compare'
  | 'viaTransport';

/**
 * An input the simulation does not take from the form and what sets it: the replayed request (`value`
 * when it gives one number) or the rung or call a tool response is linked to (its tokens in `value`).
 */
export type SetElsewhere =
  { by: 'replay'; request: string; value?: number } | { by: 'link'; label: string; value: number };

const REPLAYED: readonly ConversationInput[] = [
  'system',
  'tools',
  'user',
  'steps',
  'modelResponse',
  'toolRequest',
  'toolResponse',
  'link',
  'compare',
  'viaTransport',
];

/**
 * Which conversation inputs {@link computeGrowth} ignores for `form`, and what it uses instead: a replayed
 * request sets all; a linked rung sets the response (a call the request too); a broken link sets nothing.
 */
export function inputsSetElsewhere(
  form: SimForm,
  ladder: Ladder | undefined,
  profiled?: { name: string; conversation: Conversation },
): Partial<Record<ConversationInput, SetElsewhere>> {
  if (form.useProfile && profiled && profiled.conversation.steps.length > 0) {
    const { system, tools, user, steps } = profiled.conversation;
    const values: Partial<Record<ConversationInput, number>> = { system, tools, user, steps: steps.length };
    return Object.fromEntries(
      REPLAYED.map((input) => [input, { by: 'replay', request: profiled.name, value: values[input] }]),
    );
  }
  if (!form.link) return {};
  const linked = linkedSizes(form.link, form, ladder);
  if (typeof linked === 'string') return {};
  const set: Partial<Record<ConversationInput, SetElsewhere>> = {
    toolResponse: { by: 'link', label: linked.label, value: linked.toolResponse },
  };
  if (form.viaTransport) set.toolRequest = { by: 'link', label: linked.label, value: linked.toolRequest };
  return set;
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
 * The simulator's series for the form (no compaction, compaction, and optionally a second rung), tool
 * responses linked to the ladder taking its tokens. Costs use `prices`, else the form's typed ones (`null`:
 * no cost); the limit is the typed one, else `modelId`'s context window. Waits for the placeholder's count.
 */
export function computeGrowth(
  form: SimForm,
  ladder: Ladder | undefined,
  counts: Record<string, number>,
  profiled?: { name: string; conversation: Conversation },
  prices: Prices | null = { perMillion: form.price, cachedPerMillion: form.cachedPrice },
  modelId?: string,
): Growth {
  const limit = growthLimit(form.limit, modelId);
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
      crossesLimitAt: stepCrossing(steps, limit.tokens),
      cost: prices && sessionCost(steps, prices),
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
    return { ready: true, series, warnings: [], placeholderTokens, limit };
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
  return { ready: true, series, warnings, placeholderTokens, limit };
}
