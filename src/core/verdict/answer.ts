/**
 * The verdict's answer: one sentence (about 160 characters) of what the winner saves against what
 * is sent today, per call over MCP, else per response, with the money and when it pays back.
 */
import { breakEven } from '../analysis/break-even.ts';
import type { BreakEven } from '../analysis/break-even.ts';
import { formatCost } from '../money/currency.ts';
import { formatCalls, formatFields, formatInt, formatOneDecimal, formatRows } from '../format/numbers.ts';
import { carriesEveryField } from '../ladder-rows.ts';
import type { Verdict, VerdictSaving } from './verdict.ts';
import { saidTokens } from './said-tokens.ts';

type ReadyVerdict = Extract<Verdict, { ready: true }>;

// `−94.4 %` of the baseline's tokens; `+3.0 %` when the winner sends more.
function change(saved: number, base: number): string {
  if (base === 0) return '0.0 %';
  const pct = formatOneDecimal((Math.abs(saved) / base) * 100);
  return `${saved >= 0 ? '−' : '+'}${pct} %`;
}

// `8 of 78 fields as CSV`, `All 8 fields as L5 Aliased header`; a full-record rung's name alone.
function changeWords(v: ReadyVerdict, id: string, label: string): string {
  const { kept, of } = v.split.fields;
  if (carriesEveryField(id) || of === undefined) return label;
  if (kept >= of) return of === 1 ? `The one field as ${label}` : `All ${formatFields(of)} as ${label}`;
  return `${formatInt(kept)} of ${formatFields(of)} as ${label}`;
}

// `, paid back on the first call` / `, paid back after 3 calls` / `, never paid back`.
function payback(b: BreakEven | undefined): string {
  if (b === undefined) return '';
  if (!b.pays) return ', never paid back';
  return b.queries <= 1 ? ', paid back on the first call' : `, paid back after ${formatCalls(b.queries)}`;
}

/** The answer sentence of a ready verdict: the call's winner over MCP, else the response's. */
export function verdictAnswer(v: ReadyVerdict): string {
  const s: VerdictSaving = v.calls ?? v.payload;
  const unit = v.calls ? 'call' : 'response';
  const { best, base } = s;
  // Calibrated by a log: the model's own tokens, estimated (≈), the counts × the log's ratio.
  const said = saidTokens(v);
  const tokens = (n: number) => `${said.prefix}${formatInt(said.value(n))}`;
  const unitWords = said.unit;
  if (best.id === base.id)
    return (
      `${base.label} already costs least at ${formatRows(v.rows)}: ${tokens(base.tokens)} ${unitWords} per ` +
      `${unit}; no rung or format saves against it.`
    );
  const oneTime = v.calls ? v.calls.oneTime : v.sessions.oneTime;
  const money =
    s.perCall !== null && v.price
      ? `; ${formatCost(s.perCall, v.price.currency)} saved per call at ${v.price.name}` +
        payback(v.calls ? breakEven(oneTime, s.saved) : v.breakEven)
      : '';
  return (
    `${changeWords(v, best.id, best.label)}: ${tokens(base.tokens)} → ${tokens(best.tokens)} ${unitWords} per ` +
    `${unit} at ${formatRows(v.rows)} (${change(s.saved, base.tokens)})${money}.`
  );
}
