/**
 * The verdict each view heads with, in words: the Sessions view's is about the open session; the
 * Ladder's says what it is about. The numbers come from `core/sessions/compare.ts`; this only
 * words them.
 */
import { formatPercentage } from '../analysis/percent.ts';
import type { CurrencyCode } from '../money/prices.ts';
import { formatAmount } from '../money/currency.ts';
import { NO_PRICE } from '../money/choice.ts';
import type { BeforeAfter } from '../sessions/compare.ts';
import { formatInt } from '../format/numbers.ts';

/** One line of a verdict: `id` names it for tests and the page (`headline`, `money`, `counting`). */
export interface VerdictLine {
  id: string;
  text: string;
}

/** What the session verdict words. */
export interface SessionVerdictInput {
  /** The whole run compared (`beforeAfter(asLogged, replayed, null, prices)`). */
  run: BeforeAfter;
  /** The strategy's name (`resolveStrategy`), or null when none is chosen. */
  strategy: string | null;
  /** The price row's name (`Claude Sonnet 4.5`) and currency. */
  priceName: string;
  /** What stands for the money where the run has no cost (`run.cost` null); default {@link NO_PRICE}. */
  noPrice?: string;
  currency?: CurrencyCode;
  encoding: string;
  /** Counts are estimates (the model is not one whose tokenizer `encoding` is), and its name. */
  estimate: boolean;
  model?: string;
  /** 1-based steps that follow one of the log's own compactions. */
  compactions: readonly number[];
  /** What asks for a strategy when none is chosen (the page's words by default; the CLI names its option). */
  choose?: string;
  /** The log records its bill (`core/bill/`), said beside: the run's own money is not modelled here again. */
  billed?: boolean;
  /**
   * The whole bill as logged and with the strategy, billed on the log's timeline (`replayedBill`), in
   * the bill's currency; absent where the log has no bill: the money is then modelled from the counts.
   */
  billMoney?: { before: number; after: number; currency: CurrencyCode | undefined };
}

/** `step 20`, `steps 20 and 41`, `steps 3, 9 and 12` (1-based step numbers). */
export function stepList(steps: readonly number[]): string {
  const n = steps.map((k) => formatInt(k));
  return n.length === 1 ? `step ${n[0]}` : `steps ${n.slice(0, -1).join(', ')} and ${n.at(-1)}`;
}

/** `all 30 steps`, `the 1 step`. */
const stepsWords = (n: number) => (n === 1 ? 'the 1 step' : `all ${formatInt(n)} steps`);

/**
 * The session verdict: tokens saved or added over the whole run (the percentage naming its
 * denominator), the money with the prompt cache (fewer tokens can cost more when early text is
 * rewritten: said so), and how the tokens were counted.
 */
export function sessionVerdictLines(v: SessionVerdictInput): VerdictLine[] {
  const { run } = v;
  const money = (amount: number) => formatAmount(amount, v.currency);
  const before = Math.round(run.before.total);
  const after = Math.round(run.after.total);
  const over = `Over ${stepsWords(run.steps)}`;
  const noPrice = v.noPrice ?? NO_PRICE;
  const counting: VerdictLine = {
    id: 'counting',
    text:
      `Tokens counted with ${v.encoding}` +
      (v.estimate ? ` (estimates: ${v.model ?? 'the model'} has its own tokenizer)` : '') +
      ', plus what the log records beyond its texts, unchanged by the strategy' +
      (v.compactions.length === 0
        ? '.'
        : `; both lines keep the log's own ${v.compactions.length === 1 ? 'compaction' : 'compactions'} before ${stepList(v.compactions)}.`),
  };
  if (v.strategy === null)
    return [
      {
        id: 'headline',
        text: `${over}, the run as logged sent ${formatInt(before)} input tokens${v.billed ? '' : ` (${run.cost ? `${money(run.cost.before)} modelled at ${v.priceName} prices with the prompt cache` : noPrice})`}. ${v.choose ?? 'Choose a strategy to see what it would save.'}`,
      },
      counting,
    ];
  const saved = before - after;
  const headline =
    saved === 0
      ? `${over}, ${v.strategy} sends as many input tokens as the run as logged (${formatInt(before)}): it saves nothing here.`
      : `${over}, ${v.strategy} sends ${formatInt(Math.abs(saved))} ${saved > 0 ? 'fewer' : 'more'} input tokens than the run as logged (${formatPercentage({ ...run.change.percent, value: Math.abs(run.change.percent.value) })}: ${formatInt(before)} tokens).`;
  // The money: the bill as logged against the replay billed the same way, else a model of the cache.
  const m = v.billMoney
    ? {
        ...v.billMoney,
        format: (n: number) => formatAmount(n, v.billMoney!.currency),
        lead: "Billed as the log is (each request at its model's list price, on the log's own timeline), that is",
        than: 'than the bill as logged',
        names: ['as logged', 'with the strategy'],
        why: 'each rewrite of early text breaks the cached prefix and what follows is written again',
      }
    : run.cost && {
        ...run.cost,
        format: money,
        lead: `Modelled at ${v.priceName} prices with the prompt cache (each request reads what it shares with the one before), that is`,
        than: 'over the run',
        names: ['without the strategy', 'with it'],
        why: 'each rewrite of early text breaks the prompt cache, and what follows it is paid at the uncached price again',
      };
  if (!m) return [{ id: 'headline', text: headline }, { id: 'money', text: `Money: ${noPrice}.` }, counting];
  const d = m.before - m.after;
  const words = Math.abs(d) < 1e-9 ? 'the same' : `${m.format(Math.abs(d))} ${d > 0 ? 'less' : 'more'}`;
  const why = d < 0 && saved > 0 ? `: fewer tokens, yet ${m.why}` : '';
  return [
    { id: 'headline', text: headline },
    {
      id: 'money',
      text: `${m.lead} ${words} ${m.than} (${m.format(m.before)} ${m.names[0]}, ${m.format(m.after)} ${m.names[1]})${why}.`,
    },
    counting,
  ];
}

/** Shown before a session is open or replayed, where the session verdict will be. */
export const SESSION_VERDICT_WAITING = {
  none: 'Open a session log below: this verdict then says what a compaction strategy saves over its whole run, in tokens and money.',
  replaying: 'Replaying the session with the strategy…',
} as const;

/**
 * Said above the Ladder's verdict where it heads a view that is not about the ladder (Growth): it
 * is about the ladder data's cheapest rung, not the view's own figures.
 */
export const LADDER_VERDICT_ABOUT =
  "This verdict is about the Ladder view's data (its cheapest rung at the detail scale), not the conversation this view simulates.";
