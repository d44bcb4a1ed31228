/**
 * The verdict: the conclusion a design review wants first, from the current settings. Every
 * number comes from the functions the views use (`detailScale`, `sessionTexts`,
 * `currentBreakEvens`, `percentOf`, `oneTimeCost`, `costOf`); nothing here counts tokens.
 */
import type { CurrentInputs } from '../analysis/current.ts';
import { currentBreakEvens, detailScale, sessionTexts } from '../analysis/current.ts';
import type { Baseline } from '../analysis/moves.ts';
import type { Percentage } from '../analysis/percent.ts';
import { percentOf } from '../analysis/percent.ts';
import type { MoveBreakEven } from '../analysis/session-texts.ts';
import { oneTimeCost } from '../analysis/session-texts.ts';
import type { LadderScale } from '../ladder/ladder.ts';
import type { Transport } from '../mcp/revisions.ts';
import type { PriceChoice } from '../money/choice.ts';
import { chosenPrice } from '../money/choice.ts';
import type { PriceRow } from '../money/prices.ts';
import { costOf } from '../money/prices.ts';
import { representationById, representationLabel, shownRepresentations, sizeOf } from '../representations.ts';

/** What the verdict reads from the store (structurally: the page's `AppState` fits). */
export interface VerdictInputs extends Pick<CurrentInputs, 'result' | 'detailRows' | 'session' | 'sessionCounts'> {
  /** What the savings' percentages are of; the verdict compares with the text as received when chosen, else L0. */
  baseline: Baseline;
  pricing: PriceChoice;
  transport: Transport;
  /** The Conversation growth's steps: the calls of one session. */
  sim: { steps: number };
}

/** A representation at the detail scale: its id, how tables name it, its tokens. */
export interface VerdictSide {
  id: string;
  label: string;
  tokens: number;
}

/** One comparison of the cheapest representation with the baseline: tokens saved, the share, the money. */
export interface VerdictSaving {
  best: VerdictSide;
  base: VerdictSide;
  saved: number;
  percent: Percentage;
  /** `saved` input tokens at the chosen row's input price, in its currency. */
  perCall: number;
}

/** The verdict, or why there is none yet. */
export type Verdict =
  | { ready: false; reason: string }
  | {
      ready: true;
      encoding: string;
      rows: number;
      price: PriceRow;
      /** Per response (the payload): the cheapest rung or added format against the baseline. */
      payload: VerdictSaving;
      /** Why the baseline is L0 although the text as received was asked for (a scale without one). */
      baseNote?: string;
      /** A session: `calls` responses and the texts read once that the cheapest needs and the baseline does not. */
      sessions: { calls: number; oneTime: number; perThousand: number };
      /**
       * The move with a one-time cost that takes longest to repay (L4 → L5 and its alias legend, by
       * default); null when no move has one; undefined while a session text is being counted.
       */
      breakEven: MoveBreakEven | null | undefined;
      /** With an MCP transport: the same over call totals (request + result). */
      calls?: VerdictSaving & { transport: Exclude<Transport, 'cli'>; baseNote?: string };
    };

const L0_LABEL = representationLabel(representationById('L0'));

// The representation with the fewest tokens at `scale` by `tokens` (the first of equals, in the page's order).
function cheapest(ids: readonly VerdictSide[]): VerdictSide {
  return ids.reduce((a, b) => (b.tokens < a.tokens ? b : a));
}

function saving(best: VerdictSide, base: VerdictSide, price: PriceRow, denominator: string): VerdictSaving {
  const saved = base.tokens - best.tokens;
  return {
    best,
    base,
    saved,
    percent: percentOf(saved, base.tokens, denominator),
    perCall: Math.sign(saved) * costOf(Math.abs(saved), price.inputPerMillion),
  };
}

// The baseline side at `scale`: the text as received when chosen and present, else L0 (with why).
function baseSide(scale: LadderScale, baseline: Baseline): { side: VerdictSide; note?: string } {
  if (baseline === 'as-received' && scale.asReceived)
    return { side: { id: 'as-received', label: 'the text as received', tokens: scale.asReceived.tokens } };
  const side = { id: 'L0', label: L0_LABEL, tokens: scale.rungs.L0.tokens };
  return baseline === 'as-received' ? { side, note: `no text as received at ${scale.label}` } : { side };
}

// Among the moves whose destination needs a text its source does not, the one slowest to repay.
function slowestBreakEven(breakEvens: MoveBreakEven[]): MoveBreakEven | null {
  const withCost = breakEvens.filter((b) => b.oneTime > 0);
  if (withCost.length === 0) return null;
  const queries = (b: MoveBreakEven) => (b.breakEven.pays ? b.breakEven.queries : Number.POSITIVE_INFINITY);
  return withCost.reduce((a, b) => (queries(b) > queries(a) ? b : a));
}

/**
 * The verdict at the detail scale (`detailScale`): the rung or added format with the fewest tokens
 * per response against the baseline (`as-received` when chosen and the scale has it, else L0), with
 * the percentage of that baseline; the saving per call at the chosen row's input price; per 1,000
 * sessions of `sim.steps` calls, net of the texts read once per session that the cheapest needs and
 * the baseline does not (`oneTimeCost`); the break-even of the slowest move with a one-time cost;
 * and, with an MCP transport, the same over call totals. Not ready before a ladder, or with no
 * field kept (then L2–L5 carry no data, and a verdict would compare nothing).
 */
export function currentVerdict(state: VerdictInputs): Verdict {
  const ladder = state.result.ladder;
  const scale = detailScale(state);
  if (!ladder || !scale) return { ready: false, reason: 'the verdict appears once the ladder is counted' };
  if (ladder.fields.length === 0)
    return { ready: false, reason: 'no field is kept: keep at least one field for a verdict' };
  const price = chosenPrice(state.pricing);
  const shown = shownRepresentations(ladder).filter((r) => sizeOf(scale, r.id) !== undefined);
  const side = (id: string, label: string, tokens: number): VerdictSide => ({ id, label, tokens });
  const payloadSides = shown.map((r) => side(r.id, representationLabel(r), sizeOf(scale, r.id)!.tokens));
  const base = baseSide(scale, state.baseline);
  const payload = saving(cheapest(payloadSides), base.side, price, base.side.id === 'L0' ? 'L0' : 'as received');

  const texts = sessionTexts(state);
  const oneTime = texts ? oneTimeCost({ from: payload.base.id, to: payload.best.id }, texts) : 0;
  const calls = state.sim.steps;
  const net = calls * payload.saved - oneTime;
  const perThousand = 1000 * Math.sign(net) * costOf(Math.abs(net), price.inputPerMillion);
  const breakEvens = currentBreakEvens(state);

  const verdict: Verdict = {
    ready: true,
    encoding: ladder.encoding,
    rows: scale.rows,
    price,
    payload,
    ...(base.note ? { baseNote: base.note } : {}),
    sessions: { calls, oneTime, perThousand },
    breakEven: breakEvens && slowestBreakEven(breakEvens),
  };
  const costs = scale.calls;
  if (state.transport !== 'cli' && ladder.transport === state.transport && costs) {
    const callSides = shown.flatMap((r) =>
      costs[r.id] ? [side(r.id, representationLabel(r), costs[r.id]!.total)] : [],
    );
    // A call carries a rung or format: the text as received has none, so the calls compare with L0's.
    const callBase = side('L0', L0_LABEL, costs.L0!.total);
    verdict.calls = {
      ...saving(cheapest(callSides), callBase, price, "L0's call"),
      transport: state.transport,
      ...(base.side.id === 'as-received'
        ? { baseNote: 'a call carries a rung or format, not the text as received' }
        : {}),
    };
  }
  return verdict;
}
