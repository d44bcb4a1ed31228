/**
 * The words of a calibration: whose tokens a recovered count is in, the ratio's summary line, and
 * the estimate shown for a Claude or Gemini model. Never a ratio from nowhere: every factor here
 * comes from a loaded log's `Calibration`.
 */
import type { ModelMatch } from './model-match.ts';
import { matchModel } from './model-match.ts';
import type { Calibration } from '../sessions/calibration.ts';
import type { ContentKind } from '../sessions/content-kind.ts';
import type { Spread } from '../sessions/spread.ts';
import { formatInt } from '../format/numbers.ts';

/** Requests of one kind of content its own ratio needs; with fewer, estimates use all results' ratio and say so. */
export const KIND_MIN_N = 10;

/** A kind of content as the words name it. */
export const KIND_NAMES: Record<ContentKind, string> = { json: 'JSON', code: 'code', prose: 'prose' };

/** The ratio an estimate of `kind` content uses, over what (`14 requests of JSON results`), and why not its kind's own. */
export interface ChosenSpread {
  spread: Spread;
  over: string;
  /** Set when every result's ratio stands in: `only 2 of them JSON, 10 needed for a JSON ratio of its own`. */
  why?: string;
}

/**
 * The ratio for `kind` (the ladder's data is JSON): that kind's own when the log has at least
 * {@link KIND_MIN_N} requests of it, else every result's, saying how few of that kind there were.
 */
export function kindSpread(cal: Calibration, kind: ContentKind = 'json'): ChosenSpread | null {
  const own = cal.byKind[kind];
  const name = KIND_NAMES[kind];
  if (own && own.n >= KIND_MIN_N) return { spread: own, over: `${formatInt(own.n)} requests of ${name} results` };
  if (!cal.overall) return null;
  return {
    spread: cal.overall,
    over: `${formatInt(cal.overall.n)} requests of tool results`,
    why: `${own ? `only ${formatInt(own.n)}` : 'none'} of them ${name}, ${formatInt(KIND_MIN_N)} needed for a ${name} ratio of its own`,
  };
}

/** How an estimate writes its tokens: `formatInt` (`1,254`), or `formatSigned` for a difference (`+281`, `−24`). */
export type TokensFormat = (tokens: number) => string;

/** Whose tokens a model counts in, for words: `Claude`, `Gemini`, or an OpenAI model's encoding. */
export function providerTokensName(model: string | undefined): string {
  const match = matchModel(model);
  if (!match) return "the model's";
  if (match.vendor === 'Anthropic') return 'Claude';
  if (match.vendor === 'Google') return 'Gemini';
  return match.tokenizer === 'own' ? `${match.vendor}'s` : match.tokenizer;
}

/** A ratio as the page writes it: two decimals (`1.25`). */
export function formatRatio(ratio: number): string {
  return ratio.toFixed(2);
}

/** `median ×1.25 (p10–p90 1.10–1.29, n = 7)`. */
export function spreadWords(spread: Spread): string {
  return `median ×${formatRatio(spread.ratio)} (p10–p90 ${formatRatio(spread.p10)}–${formatRatio(spread.p90)}, n = ${formatInt(spread.n)})`;
}

/**
 * The calibration in one paragraph: the ratio's numerator and denominator named, its median,
 * p10–p90 and n, the summed ratio, and how the framing was estimated; or why there is none.
 */
export function calibrationLine(cal: Calibration, model: string | undefined): string {
  if (cal.problem !== null) return cal.problem;
  const who = providerTokensName(model);
  if (cal.overall === null)
    return `No calibration: no request of this log added only tool results of ${formatInt(10)} ${cal.encoding} tokens or more with recorded usage. ${cal.framing.words}`;
  const exact = cal.exact ? ` ${cal.encoding} is this model's own tokenizer, so the ratio should be 1.` : '';
  return (
    `${who} tokens ÷ ${cal.encoding} tokens per request that added only tool results: ` +
    `${spreadWords(cal.overall)}; ×${formatRatio(cal.summed!)} summed over them.${exact} ${cal.framing.words}`
  );
}

/** What a rung or format's estimate needs: the chosen model and a loaded log's calibration, if any. */
export interface EstimateContext {
  /** The chosen model as the catalogue matched it. */
  match: Pick<ModelMatch, 'vendor' | 'tokenizer'> | undefined;
  /** The calibration of a loaded log of this model, or null when none is loaded. */
  calibration: Calibration | null;
  /** The log the calibration comes from (named in the calibrated estimate's `title`). */
  log?: string | null;
  /** Why a loaded log of this model does not calibrate (too few samples), added to the uncalibrated words. */
  note?: string | null;
  /** A chosen id the catalogue does not know (`unknown-model.ts`): its counts are never exact. */
  unknown?: string;
}

/** Where the estimate stands: calibrated (`≈ N Claude tokens …`), uncalibrated, or not needed (an OpenAI model). */
export type CountEstimate =
  | { kind: 'calibrated'; tokens: number; text: string; title: string }
  | { kind: 'uncalibrated'; text: string }
  | { kind: 'exact' };

/** `Claude` / `Gemini` for a vendor with its own tokenizer. */
const vendorModel = (vendor: ModelMatch['vendor']) =>
  vendor === 'Anthropic' ? 'Claude' : vendor === 'Google' ? 'Gemini' : vendor;
/** The log a user would load to calibrate a vendor's model. */
const vendorLog = (vendor: ModelMatch['vendor']) =>
  vendor === 'Anthropic' ? 'a Claude Code log' : vendor === 'Google' ? 'a Gemini CLI log' : 'a log';

/**
 * The estimate beside an OpenAI-encoding count of `counted` tokens: calibrated, counted × the
 * median with its spread; uncalibrated or unknown model, a sentence saying so; OpenAI, `exact`.
 * @param format how the estimated tokens are written (a difference keeps its sign: `formatSigned`).
 */
export function countEstimate(
  counted: number,
  context: EstimateContext,
  format: TokensFormat = formatInt,
): CountEstimate {
  const { match, calibration } = context;
  // An unknown id is never exact; one its name says is Claude's or Gemini's takes their words.
  if (context.unknown !== undefined && match?.tokenizer !== 'own')
    return {
      kind: 'uncalibrated',
      text: `estimate: ${context.unknown} is not in the catalogue, so its tokenizer is not known here`,
    };
  if (!match || match.tokenizer !== 'own') return { kind: 'exact' };
  const name = vendorModel(match.vendor);
  const chosen = calibration && kindSpread(calibration);
  if (!chosen)
    return {
      kind: 'uncalibrated',
      // A log of this model already open says why it does not calibrate, rather than asking for one.
      text: context.note
        ? `estimate: ${name}'s tokenizer is not public, and ${context.note}`
        : `estimate: ${name}'s tokenizer is not public; load ${vendorLog(match.vendor)} of this model to calibrate`,
    };
  const { spread, over, why } = chosen;
  const tokens = Math.round(counted * spread.ratio);
  return {
    kind: 'calibrated',
    tokens,
    text: `≈ ${format(tokens)} ${name} tokens (× ${formatRatio(spread.ratio)} from your log, p10–p90 ${formatRatio(spread.p10)}–${formatRatio(spread.p90)})`,
    title: `${name} tokens ÷ ${calibration!.encoding} tokens over ${over} in ${context.log ?? 'the loaded log'}${why ? ` (${why})` : ''}`,
  };
}

/** A count's estimate as a table cell shows it: the words beneath the count, and their tooltip. */
export interface CellEstimate {
  kind: 'calibrated' | 'uncalibrated';
  /** `≈ 1,254 Claude tokens (× 1.25 from your log, p10–p90 1.10–1.29)`, or `estimate` (the sentence is the table's). */
  text: string;
  /** Where the factor comes from (the log, n), or the uncalibrated sentence in full. */
  title: string;
  /** The estimated tokens (calibrated only). */
  tokens?: number;
  /**
   * The text in the pieces a narrow cell may break between, each kept whole: `≈ 1,254 Claude
   * tokens`, `(× 1.25 from your log,`, `p10–p90 1.10–1.29)`; joined by spaces they are `text`.
   */
  pieces: string[];
}

/**
 * {@link countEstimate} of `counted` as a cell shows it: undefined for an OpenAI model and when
 * uncalibrated (the status line and the table's note say that once, never under every cell).
 */
export function cellEstimate(
  counted: number,
  context: EstimateContext,
  format: TokensFormat = formatInt,
): CellEstimate | undefined {
  const e = countEstimate(counted, context, format);
  if (e.kind === 'exact') return undefined;
  if (e.kind === 'uncalibrated') return undefined;
  const pieces = e.text.split(/ (?=\(×)|(?<=,) (?=p10)/);
  return { kind: e.kind, text: e.text, title: e.title, tokens: e.tokens, pieces };
}

/**
 * What a table of the chosen model's counts says once about them (the calibration's factor and
 * source, or the uncalibrated sentence); undefined for an OpenAI model.
 */
export function estimateNote(context: EstimateContext, encoding: string): string | undefined {
  const e = countEstimate(0, context);
  if (e.kind === 'exact') return undefined;
  if (e.kind === 'uncalibrated') return e.text;
  const { spread, over, why } = kindSpread(context.calibration!)!;
  const name = vendorModel(context.match!.vendor);
  return (
    `${name} tokens: each ${encoding} count × ${formatRatio(spread.ratio)}, the median of ${name} tokens ÷ ` +
    `${context.calibration!.encoding} tokens over ${over} in ${context.log ?? 'the loaded log'} ` +
    `(p10–p90 ${formatRatio(spread.p10)}–${formatRatio(spread.p90)}), rounded${why ? `; ${why}` : ''}.`
  );
}

/** The factor a calibrated estimate multiplies counts by and whose tokens they become (`Claude`); undefined otherwise. */
export function calibratedFactor(context: EstimateContext | undefined): { ratio: number; tokens: string } | undefined {
  if (!context || countEstimate(0, context).kind !== 'calibrated') return undefined;
  return { ratio: kindSpread(context.calibration!)!.spread.ratio, tokens: vendorModel(context.match!.vendor) };
}

/** `Claude tokens, estimated`: the unit of a calibrated estimate's own column; undefined when not calibrated. */
export function estimatedUnit(context: EstimateContext): string | undefined {
  const e = countEstimate(0, context);
  return e.kind === 'calibrated' ? `${vendorModel(context.match!.vendor)} tokens, estimated` : undefined;
}
