/**
 * The verdict in words: the lines the card shows, the review snapshot opens with and
 * `npm run savings -- --verdict` prints. Every figure has its unit; every percentage names its
 * denominator; every cost its currency symbol and the price it was read at.
 */
import { formatPercentage } from '../analysis/percent.ts';
import { formatInt, formatRows, formatTokens, neverReason } from '../export/format.ts';
import { transportName } from '../export/names.ts';
import { formatCost } from '../money/currency.ts';
import { estimateNote } from '../money/exactness.ts';
import type { Verdict, VerdictSaving } from './verdict.ts';

/** One line of the verdict, with a stable id (the card's test ids, the snapshot's order). */
export interface VerdictLine {
  id: 'headline' | 'money' | 'break-even' | 'calls';
  text: string;
}

type ReadyVerdict = Extract<Verdict, { ready: true }>;

function savedWords(s: VerdictSaving, unit: string): string {
  if (s.saved === 0) return `the same as ${s.base.label}: nothing saved`;
  const what = s.saved > 0 ? 'saved' : 'more';
  return `${formatInt(Math.abs(s.saved))} ${unit} ${what} (${formatPercentage(s.percent)})`;
}

// `input tokens at Claude Sonnet 4.5 list price, $3.00 per million`
function atPrice(v: ReadyVerdict): string {
  const per = `${formatCost(v.price.inputPerMillion, v.price.currency)} per million`;
  return v.price.source
    ? `input tokens at ${v.price.name} list price, ${per} (read ${v.price.source.asOf})`
    : `input tokens at your custom price, ${per}`;
}

function headline(v: ReadyVerdict): string {
  const { best, base } = v.payload;
  const against = v.baseNote ? `${base.label} (${v.baseNote})` : base.label;
  return (
    `At ${formatRows(v.rows)}, ${best.label} costs least: ${formatInt(best.tokens)} ${v.encoding} tokens per ` +
    `response against ${formatInt(base.tokens)} for ${against}, ${savedWords(v.payload, 'tokens')}.`
  );
}

/** The money line; where the encoding is not the model's own tokenizer it says the counts are estimates for it. */
function money(v: ReadyVerdict): string {
  const { currency } = v.price;
  const { calls, oneTime, perThousand } = v.sessions;
  const readOnce =
    oneTime > 0 ? ` (less the ${formatTokens(oneTime)} ${v.payload.best.id} needs read once per session)` : '';
  // Exact only when the counting encoding is the model's own tokenizer (core/money/exactness.ts).
  const estimate = estimateNote(v.encoding, v.price);
  return (
    `Per call: ${formatCost(v.payload.perCall, currency)} saved, ${atPrice(v)}. ` +
    `Per 1,000 sessions of ${formatInt(calls)} ${calls === 1 ? 'call' : 'calls'}, each response read once: ` +
    `${formatCost(perThousand, currency)}${readOnce}.${estimate}`
  );
}

function breakEvenLine(v: ReadyVerdict): string {
  const b = v.breakEven;
  if (b === undefined) return 'Break-even: a text read once per session is still being counted.';
  if (b === null) return 'Break-even: no move has a one-time cost with these session texts.';
  const move = `${b.move.from} → ${b.move.to} (${b.move.name})`;
  const cost = `a one-time cost of ${formatTokens(b.oneTime)}, read once per session`;
  if (!b.breakEven.pays) return `Break-even: ${move} has ${cost}, and never breaks even: ${neverReason(b.breakEven)}.`;
  const queries = `${formatInt(b.breakEven.queries)} ${b.breakEven.queries === 1 ? 'query' : 'queries'}`;
  return (
    `Break-even: ${move} has ${cost}; it breaks even after ${queries} ` +
    `(${formatTokens(b.savingPerQuery)} saved per query at ${formatRows(b.rows)}).`
  );
}

function callsLine(v: ReadyVerdict, c: NonNullable<ReadyVerdict['calls']>): string {
  const note = c.baseNote ? ` (${c.baseNote})` : '';
  return (
    `Over ${transportName(c.transport)}, call totals (request + result): ${c.best.label} costs least, ` +
    `${formatInt(c.best.tokens)} tokens per call against ${formatInt(c.base.tokens)} for L0's call${note}, ` +
    `${savedWords(c, 'tokens')}; ${formatCost(c.perCall, v.price.currency)} per call.`
  );
}

/** The verdict's lines, in the card's order; one line saying why when it is not ready. */
export function verdictLines(v: Verdict): VerdictLine[] {
  if (!v.ready) return [{ id: 'headline', text: `No verdict yet: ${v.reason}.` }];
  return [
    { id: 'headline', text: headline(v) },
    { id: 'money', text: money(v) },
    { id: 'break-even', text: breakEvenLine(v) },
    ...(v.calls ? [{ id: 'calls' as const, text: callsLine(v, v.calls) }] : []),
  ];
}
