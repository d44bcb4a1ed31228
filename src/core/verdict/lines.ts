/**
 * The verdict in words: the lines the card shows, the review snapshot opens with and
 * `npm run savings -- --verdict` prints. Every figure has its unit; every percentage names its
 * denominator; every cost its currency symbol and the price it was read at.
 */
import { formatPercentage } from '../analysis/percent.ts';
import {
  formatCalls,
  formatCount,
  formatFields,
  formatInt,
  formatRows,
  formatTokens,
  neverReason,
} from '../format/numbers.ts';
import { losingWords, textsWords } from './losing-words.ts';
import { transportName } from '../format/names.ts';
import { formatCost, formatPrice } from '../money/currency.ts';
import { estimateNote } from '../models/exactness.ts';
import { formatRatio } from '../models/calibration-words.ts';
import type { PriceRow } from '../money/prices.ts';
import type { VerdictPart } from './split.ts';
import { AS_RECEIVED_ID, AS_RECEIVED_PROJECTED_ID } from '../ladder-rows.ts';
import type { Verdict, VerdictSaving } from './verdict.ts';
import { verdictAnswer } from './answer.ts';
import { limitsLine } from './limits.ts';

/** One line of the verdict, with a stable id (the card's test ids, the snapshot's order). */
export interface VerdictLine {
  id: 'answer' | 'limits' | 'headline' | 'payload' | 'moves' | 'money' | 'break-even' | 'losing';
  text: string;
}

type ReadyVerdict = Extract<Verdict, { ready: true }>;

function savedWords(s: VerdictSaving, unit: string): string {
  if (s.saved === 0) return `the same as ${s.base.label}: nothing saved`;
  const what = s.saved > 0 ? 'saved' : 'more';
  return `${formatInt(Math.abs(s.saved))} ${unit} ${what} (${formatPercentage(s.percent)})`;
}

// `input tokens at Claude Sonnet 4.5 list price, $3.00 per million`
function atPrice(v: ReadyVerdict, price: PriceRow): string {
  const per = `${formatPrice(price.inputPerMillion, price.currency)} per million`;
  if (price.source) return `input tokens at ${price.name} list price, ${per} (read ${price.source.asOf})`;
  // An open model has no list price: the figure is the one typed for it.
  if (price.tokenizer !== undefined) return `input tokens at the price typed for ${price.name} (no list price), ${per}`;
  return `input tokens at your custom price, ${per}`;
}

// `as received` for the text as received, else the rung's or format's id (`L5`, `csv`).
const sideName = (side: { id: string }): string =>
  side.id === AS_RECEIVED_ID
    ? 'as received'
    : side.id === AS_RECEIVED_PROJECTED_ID
      ? 'as received, fields dropped'
      : side.id;

function headline(v: ReadyVerdict): string {
  const { best, base } = v.payload;
  const against = v.baseNote ? `${base.label} (${v.baseNote})` : base.label;
  const over = v.passedOver ? ` over a session of ${formatCalls(v.sessions.calls)}` : '';
  const head =
    best.id === base.id
      ? `At ${formatRows(v.rows)}, ${best.label} itself costs least${over}: ${formatInt(best.tokens)} ${v.encoding} ` +
        `tokens per response; no rung or format saves against it.`
      : `At ${formatRows(v.rows)}, ${best.label} costs least${over}: ${formatInt(best.tokens)} ${v.encoding} tokens per ` +
        `response against ${formatInt(base.tokens)} for ${against}, ${savedWords(v.payload, 'tokens')}.`;
  if (!v.passedOver) return head;
  const { perResponse: p, chosen: c } = v.passedOver;
  // The rule said where it changes the answer: net of what is read once per session.
  return (
    `${head} ${p.side.label} is smaller per response (${formatInt(p.side.tokens)} against ` +
    `${formatInt(c.side.tokens)} tokens), but it needs ${formatTokens(p.oneTime)} read once per session ` +
    `(${textsWords(p.texts)}): over ${formatCalls(v.sessions.calls)} it costs ${formatTokens(p.total)} against ` +
    `${formatInt(c.total)} for ${sideName(c.side)}.`
  );
}

// `saves 6,000 tokens (61.96 % of L0)` / `costs 12 tokens more (−1.2 % of L0)`.
function partWords(p: VerdictPart): string {
  const pct = formatPercentage(p.percent);
  if (p.saved >= 0) return `saves ${formatTokens(p.saved)} (${pct})`;
  return `costs ${formatTokens(-p.saved)} more (${pct})`;
}

/**
 * The saving's two moves, each with its denominator: dropping fields (L0 → L2, the same pretty
 * JSON), then changing representation (from that projected text to the cheapest).
 */
function movesLine(v: ReadyVerdict): string {
  const { fields: f, representation: r } = v.split;
  if (v.payload.best.id === v.payload.base.id) return 'No move: nothing dropped, nothing re-written, 0 tokens saved.';
  const of = f.of === undefined ? '' : ` of ${formatInt(f.of)}`;
  let fieldWords: string;
  if (f.zero === 'all-kept')
    fieldWords = `dropping fields saves 0 tokens (${f.kept === 1 ? 'the one field' : `all ${formatFields(f.kept)}`} kept)`;
  else if (f.zero === 'full-records')
    fieldWords = `dropping fields saves 0 tokens (${v.payload.best.id} carries every field of every record)`;
  else {
    const measured =
      v.payload.base.id === 'L0' || f.to.id === AS_RECEIVED_PROJECTED_ID
        ? ''
        : ', measured in pretty JSON: the text as received has no projected form';
    fieldWords = `dropping fields (${sideName(f.from)} → ${sideName(f.to)}, ${formatInt(f.kept)}${of} fields kept${measured}) ${partWords(f)}`;
  }
  const rest = r.from.id === AS_RECEIVED_ID && !f.zero ? ', less the field part' : '';
  return (
    `Of the ${formatTokens(v.payload.saved)} saved: ${fieldWords}; changing representation ` +
    `(${sideName(r.from)} → ${sideName(r.to)}${rest}) ${partWords(r)}.`
  );
}

/** The money line; where the encoding is not the model's own tokenizer it says the counts are estimates for it. */
function money(v: ReadyVerdict): string {
  const { calls, oneTime, perThousand } = v.sessions;
  // The per-1,000 figure is already net of the texts read once: say so after it, not as "(less …)",
  // which read as if the texts were still to be subtracted.
  const readOnce =
    oneTime > 0
      ? `, net of the ${formatTokens(oneTime)} ${v.payload.best.id} needs read once per session (${textsWords(v.sessions.texts)})`
      : '';
  // Exact only when the counting encoding is the model's own tokenizer (core/models/exactness.ts);
  // calibrated by a log, the money is of the model's own tokens, estimated.
  const estimate = v.estimate
    ? ` The money is of ${v.estimate.tokens} tokens: ${v.encoding} counts × ${formatRatio(v.estimate.ratio)} from your log.`
    : estimateNote(v.encoding, v.price ?? v.unpriced?.model);
  const sessions = `Per 1,000 sessions of ${formatCount(calls, 'call')}, each response read once:`;
  if (!v.price || perThousand === null || v.payload.perCall === null) {
    // No price (an open model with none typed): the tokens, and what to do, never a default figure.
    const net = 1000 * (calls * v.payload.saved - oneTime);
    return (
      `Money: ${v.unpriced?.words ?? 'no price'}. Per call: ${formatTokens(v.payload.saved)} saved. ` +
      `${sessions} ${formatTokens(Math.abs(net))} ${net < 0 ? 'lost' : 'saved'}${readOnce}.${estimate}`
    );
  }
  const { currency } = v.price;
  return (
    `Per call: ${formatCost(v.payload.perCall, currency)} saved, ${atPrice(v, v.price)}. ` +
    `${sessions} ${formatCost(Math.abs(perThousand), currency)} ${perThousand < 0 ? 'lost' : 'saved'}${readOnce}.${estimate}`
  );
}

/**
 * The verdict move's break-even (baseline → cheapest), over the same texts and total as the money
 * line: the card's break-even line without its `Break-even: ` and the break-even view's line on the
 * verdict's move. Undefined when the verdict is not ready.
 */
export function verdictBreakEvenWords(v: Verdict): string | undefined {
  if (!v.ready) return undefined;
  const b = v.breakEven;
  if (b === undefined) return 'a text read once per session is still being counted.';
  const { base, best, saved } = v.payload;
  if (best.id === base.id) return 'no move, nothing to repay.';
  const move = `${sideName(base)} → ${sideName(best)}`;
  const { oneTime, texts } = v.sessions;
  if (oneTime === 0) {
    if (saved <= 0) return `${move} needs no text read once per session, and saves nothing per call.`;
    return `${move} needs no text read once per session: it saves from the first call.`;
  }
  const cost = `a one-time cost of ${formatTokens(oneTime)} (${textsWords(texts)}), read once per session`;
  if (!b.pays) return `${move} has ${cost}, and never breaks even: ${neverReason(b)}.`;
  return (
    `${move} has ${cost}; it breaks even after ${formatCalls(b.queries)} ` +
    `(${formatTokens(saved)} saved per call at ${formatRows(v.rows)}).`
  );
}

/** The moves that lose at the detail scale, each said once. */
function losingLine(v: ReadyVerdict): string | undefined {
  if (v.losing.length === 0) return undefined;
  return `Losing moves at ${formatRows(v.rows)}: ${v.losing.map(losingWords).join('; ')}.`;
}

/**
 * With an MCP transport, the headline: per call, as the chosen host puts each call in the model's
 * context (the wire when none is chosen), named: `At 100 rows, over MCP (2025 shape) as Claude Code
 * forwards it, call totals (request + result): L5 Aliased header costs least, …`.
 */
function callsHeadline(v: ReadyVerdict, c: NonNullable<ReadyVerdict['calls']>): string {
  const note = c.baseNote ? ` (${c.baseNote})` : '';
  const once = c.oneTime > 0 ? ` (plus ${formatTokens(c.oneTime)} read once per session)` : '';
  return (
    `At ${formatRows(v.rows)}, over ${transportName(c.transport, c.host ?? 'wire')}, call totals (request + result): ` +
    `${c.best.label} costs least, ${formatInt(c.best.tokens)} ${v.encoding} tokens per call${once} against ` +
    `${formatInt(c.base.tokens)} for ${c.base.id === 'L0' ? "L0's call" : 'the call carrying the text as received'}${note}, ` +
    `${savedWords(c, 'tokens')}; ` +
    `${c.perCall === null || !v.price ? 'no price' : `${formatCost(c.perCall, v.price.currency)} per call`}.`
  );
}

/** The verdict's lines, in the card's order: the answer, then the details; one line saying why when it is not ready. */
export function verdictLines(v: Verdict): VerdictLine[] {
  if (!v.ready) return [{ id: 'headline', text: `No verdict yet: ${v.reason}.` }];
  const losing = losingLine(v);
  // With an MCP transport the calls lead (what the host hands the model); the payload follows.
  const lead = v.calls
    ? [
        { id: 'headline' as const, text: callsHeadline(v, v.calls) },
        { id: 'payload' as const, text: `Per response (the payload alone): ${headline(v).replace(/^At /, 'at ')}` },
      ]
    : [{ id: 'headline' as const, text: headline(v) }];
  const limits = limitsLine(v);
  return [
    { id: 'answer', text: verdictAnswer(v) },
    ...(limits ? [{ id: 'limits' as const, text: limits }] : []),
    ...lead,
    { id: 'moves', text: movesLine(v) },
    { id: 'money', text: money(v) },
    { id: 'break-even', text: `Break-even: ${verdictBreakEvenWords(v)!}` },
    ...(losing ? [{ id: 'losing' as const, text: losing }] : []),
  ];
}
