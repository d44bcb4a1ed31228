/**
 * The verdict's saving as a waterfall: what is sent today, each move (dropping fields, changing
 * representation, over MCP the transport's own part) as a step down or up, and the winner. The
 * steps add up exactly; each is in tokens and as a percentage of the baseline.
 */
import { formatInt, formatOneDecimal } from '../format/numbers.ts';
import type { Verdict } from './verdict.ts';
import { saidTokens } from './said-tokens.ts';
import { claudeCodeHandling } from './limits.ts';

type ReadyVerdict = Extract<Verdict, { ready: true }>;

/** One bar: a total (from 0) or a move (from the running total), in tokens. */
export interface WaterfallBar {
  id: 'base' | 'fields' | 'representation' | 'transport' | 'best';
  /** The representation the bar stands for (`as-received`, `L5`, `csv`), for its colour. */
  representation?: string;
  label: string;
  from: number;
  to: number;
  /** `to − from`'s size in words: `−5,942 tokens (61.4 % of as received)`; a rise says so. */
  words: string;
}

/** The waterfall of a verdict: its title's unit, the bars in order, and the largest total (the axis' end). */
export interface Waterfall {
  unit: 'response' | 'call';
  bars: WaterfallBar[];
  max: number;
  /** What the host does instead with the text sent today, and with the winner, when it does not put it in context whole. */
  host?: string;
}

// Claude Code's handling of the text sent today and of the winner, in one sentence; undefined when both enter whole.
function hostWords(v: ReadyVerdict): string | undefined {
  if (v.calls?.host !== 'claude-code') return undefined;
  const { value: said, words } = saidTokens(v);
  const base = claudeCodeHandling(v.sentChars, said(v.payload.base.tokens));
  if (!base) return undefined;
  const best = claudeCodeHandling(v.bestChars, said(v.payload.best.tokens));
  const { label } = v.payload.best;
  const winner = !best
    ? `${label} (${formatInt(v.bestChars)} characters, ${words(v.payload.best.tokens)}) enters the context whole: the model reads no file.`
    : best.file
      ? `${label} (${formatInt(v.bestChars)} characters) is saved to a file too: the saving is in what the model reads from it.`
      : `${label}: ${best.words}.`;
  return `Sent today, the model never gets this ${formatInt(v.sentChars)}-character result whole: ${base.words}. ${winner}`;
}

// `shown`: the move in the tokens said (the model's own, estimated, under a calibration); the
// percentage is of the counted tokens, which the ratio leaves the same.
function moveWords(change: number, shown: number, base: number, denominator: string, unit: string): string {
  const pct = `${formatOneDecimal(base === 0 ? 0 : (Math.abs(change) / base) * 100)} % of ${denominator}`;
  if (change === 0) return `0 ${unit} (${pct}): no change`;
  if (change < 0) return `−${formatInt(-shown)} ${unit} (${pct})`;
  return `+${formatInt(shown)} ${unit} (${pct}): this move adds tokens`;
}

/**
 * The bars of a ready verdict with a saving; undefined when the baseline itself costs least. Over
 * MCP, when the call's winner and baseline are the payload's, the totals are the calls' and the
 * transport's own part is a third move; otherwise the payload's.
 */
export function verdictWaterfall(v: ReadyVerdict): Waterfall | undefined {
  const { payload, split } = v;
  if (payload.best.id === payload.base.id) return undefined;
  const c = v.calls;
  const overCalls = c !== undefined && c.best.id === payload.best.id && c.base.id === payload.base.id;
  const start = overCalls ? c.base.tokens : payload.base.tokens;
  const name = payload.base.id === 'L0' ? 'L0' : 'as received';
  const denominator = overCalls ? `${name}'s call` : name;
  // Calibrated by a log, every figure is the model's own tokens, ≈ counts × the ratio, as the answer
  // says them; each move is the difference of rounded totals, so they still add up.
  const { value: said, unit, prefix: approx, words } = saidTokens(v);
  const bars: WaterfallBar[] = [
    {
      id: 'base',
      representation: payload.base.id,
      label: 'Sent today',
      from: 0,
      to: start,
      words: `${words(start)} (${denominator})`,
    },
  ];
  let at = start;
  const move = (id: WaterfallBar['id'], label: string, saved: number) => {
    const shown = said(at - saved) - said(at);
    bars.push({
      id,
      label,
      from: at,
      to: at - saved,
      words: approx + moveWords(-saved, shown, start, denominator, unit),
    });
    at -= saved;
  };
  if (split.fields.saved !== 0) move('fields', 'Dropping fields', split.fields.saved);
  move('representation', 'Changing representation', split.representation.saved);
  if (overCalls) move('transport', "The transport's own part", at - c.best.tokens);
  const end = overCalls ? c.best.tokens : payload.best.tokens;
  bars.push({
    id: 'best',
    representation: payload.best.id,
    label: payload.best.label,
    from: 0,
    to: end,
    words: words(end),
  });
  const host = hostWords(v);
  return {
    unit: overCalls ? 'call' : 'response',
    bars,
    max: Math.max(...bars.map((b) => Math.max(b.from, b.to))),
    ...(host ? { host } : {}),
  };
}
