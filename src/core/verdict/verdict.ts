/**
 * The verdict: the conclusion a design review wants first, from the current settings. Every
 * number comes from the functions the views use (`detailScale`, `sessionTexts`, `oneTimeTexts`,
 * `breakEven`, `losingMoves`, `percentOf`, `costOf`); nothing here counts tokens.
 */
import type { HostId } from '../hosts/types.ts';
import type { CurrentInputs } from '../analysis/current.ts';
import { detailScale, sessionTexts } from '../analysis/current.ts';
import type { BreakEven } from '../analysis/break-even.ts';
import { breakEven } from '../analysis/break-even.ts';
import type { LosingMove } from '../analysis/losing-moves.ts';
import { losingMoves } from '../analysis/losing-moves.ts';
import type { Baseline } from '../analysis/moves.ts';
import type { Percentage } from '../analysis/percent.ts';
import { percentOf } from '../analysis/percent.ts';
import type { SessionText } from '../analysis/session-texts.ts';
import { oneTimeCost, oneTimeTexts } from '../analysis/session-texts.ts';
import type { LadderScale } from '../ladder/ladder.ts';
import type { Transport } from '../mcp/revisions.ts';
import type { ChosenModel } from '../money/choice.ts';
import type { ResolvedModel } from '../models/resolved-model.ts';
import type { PriceRow } from '../money/prices.ts';
import { costOf } from '../money/prices.ts';
import { representationById, representationLabel, shownRepresentations, sizeOf } from '../representation-list.ts';
import type { VerdictSide, VerdictSplit } from './split.ts';
// VerdictSide lives in split.ts (which splits a saving between two of them) and stays importable from here.
export type { VerdictSide } from './split.ts';
import { splitSaving } from './split.ts';
import { AS_RECEIVED_ID } from '../ladder-rows.ts';

/** What the verdict reads from the store (structurally: the page's `AppState` fits). */
export interface VerdictInputs extends Pick<CurrentInputs, 'result' | 'detailRows' | 'session' | 'sessionCounts'> {
  /** What the savings' percentages are of; the verdict compares with the text as received when chosen, else L0. */
  baseline: Baseline;
  /** The model chosen, resolved once (`resolveModel`): its price, window and calibration. */
  model: ResolvedModel;
  transport: Transport;
  /** The Conversation growth's steps: the calls of one session. */
  sim: { steps: number };
  /** Every field the data has (kept or not), to say "all N fields kept"; unknown when absent. */
  availableFields?: readonly string[];
}

/** One comparison of the cheapest representation with the baseline: tokens saved, the share, the money. */
export interface VerdictSaving {
  best: VerdictSide;
  base: VerdictSide;
  saved: number;
  percent: Percentage;
  /** `saved` input tokens at the chosen row's input price, in its currency; null without a price. */
  perCall: number | null;
}

/** One session with a representation: its tokens per response and what it needs read once. */
export interface SessionCost {
  side: VerdictSide;
  /** The session texts `side` needs and the baseline does not, each with its tokens (`oneTimeTexts`). */
  texts: SessionText[];
  oneTime: number;
  /** `calls × side.tokens + oneTime`: the session's tokens. */
  total: number;
}

/** The verdict, or why there is none yet. */
export type Verdict =
  | { ready: false; reason: string }
  | {
      ready: true;
      encoding: string;
      rows: number;
      /** The chosen row; undefined for an open model with no price typed (`chosenPrice`). */
      price: PriceRow | undefined;
      /** Without a price: the chosen model (its name and tokenizer, for the estimate note; none for custom prices) and the no-price words (`noPriceWords`). */
      unpriced?: { model?: ChosenModel; words: string };
      /** Per response (the payload): the cheapest rung or format over a session, net of its one-time texts, against the baseline. */
      payload: VerdictSaving;
      /** A log's calibration of the chosen model: the answer's tokens and all money are counts × `ratio`, in `tokens`' tokens. */
      estimate?: { ratio: number; tokens: string };
      /** The chosen model's context window, to say when a response cannot fit (`limits.ts`). */
      window?: { model: string; tokens: number };
      /** Characters of the baseline's text and of the winner's (a host may save a long result to a file). */
      sentChars: number;
      bestChars: number;
      /** The saving split into dropping fields and changing representation; the parts add up to `payload.saved`. */
      split: VerdictSplit;
      /** Why the baseline is L0 although the text as received was asked for (a scale without one). */
      baseNote?: string;
      /**
       * A session: `calls` responses and the texts read once per session that the cheapest needs
       * and the baseline does not, each named with its tokens (`oneTime` their sum). The card's
       * money line, its break-even line, the break-even view and the snapshot name these.
       */
      sessions: { calls: number; texts: SessionText[]; oneTime: number; perThousand: number | null };
      /**
       * The verdict's move (baseline → cheapest): its one-time cost repaid by `payload.saved` per
       * call; undefined while a session text is being counted.
       */
      breakEven: BreakEven | undefined;
      /**
       * The representation with fewer tokens per response than the verdict's, passed over because
       * what it needs read once per session costs more than it saves over the session's calls.
       */
      passedOver?: { perResponse: SessionCost; chosen: SessionCost };
      /** The moves (`MOVES`) that lose at the detail scale over the session (`losingMoves`). */
      losing: LosingMove[];
      /** With an MCP transport: the same over call totals (request + result). */
      calls?: VerdictSaving & {
        transport: Exclude<Transport, 'cli'>;
        /** The host whose text of each call is counted; undefined: the JSON-RPC wire. */
        host?: HostId;
        baseNote?: string;
        /** Tokens read once per session that the calls' cheapest needs and L0's call does not. */
        oneTime: number;
      };
    };

const L0_LABEL = representationLabel(representationById('L0'));

// The representation with the fewest tokens by `tokens` (the first of equals, in the page's order).
function cheapest(ids: readonly VerdictSide[]): VerdictSide {
  return ids.reduce((a, b) => (b.tokens < a.tokens ? b : a));
}

// `ratio`: the calibration's factor from counted to the model's own tokens, which the money is paid in.
function saving(
  best: VerdictSide,
  base: VerdictSide,
  price: PriceRow | undefined,
  denominator: string,
  ratio: number,
): VerdictSaving {
  const saved = base.tokens - best.tokens;
  return {
    best,
    base,
    saved,
    percent: percentOf(saved, base.tokens, denominator),
    perCall: price ? signedCost(saved * ratio, price) : null,
  };
}

// What `tokens` input tokens (negative: more sent) cost at `price`'s input price.
const signedCost = (tokens: number, price: PriceRow) =>
  Math.sign(tokens) * costOf(Math.abs(tokens), price.inputPerMillion);

// The baseline side at `scale`: the text as received when chosen and present, else L0 (with why).
function baseSide(scale: LadderScale, baseline: Baseline): { side: VerdictSide; note?: string } {
  if (baseline === AS_RECEIVED_ID && scale.asReceived)
    return { side: { id: AS_RECEIVED_ID, label: 'the text as received', tokens: scale.asReceived.tokens } };
  const side = { id: 'L0', label: L0_LABEL, tokens: scale.rungs.L0.tokens };
  return baseline === AS_RECEIVED_ID ? { side, note: `no text as received at ${scale.label}` } : { side };
}

// One rule for every one-time cost (README): `oneTimeTexts`/`oneTimeCost`, as the Break-even view uses.
function sessionCost(side: VerdictSide, base: VerdictSide, texts: readonly SessionText[], calls: number): SessionCost {
  const move = { from: base.id, to: side.id };
  const oneTime = oneTimeCost(move, texts);
  return { side, texts: oneTimeTexts(move, texts), oneTime, total: calls * side.tokens + oneTime };
}

/**
 * The verdict at the detail scale: the row that costs least over a session of `sim.steps` calls,
 * net of the one-time texts it needs, so a move whose one-time cost outweighs its saving never wins.
 * Not ready before a ladder or with no field kept (L2–L5 would compare nothing).
 */
export function currentVerdict(state: VerdictInputs): Verdict {
  const ladder = state.result.ladder;
  const scale = detailScale(state);
  if (!ladder || !scale) return { ready: false, reason: 'the verdict appears once the ladder is counted' };
  if (ladder.fields.length === 0)
    return { ready: false, reason: 'no field is kept: keep at least one field for a verdict' };
  const { price, factor, window, unpriced } = state.model;
  const ratio = factor?.ratio ?? 1;
  const shown = shownRepresentations(ladder).filter((r) => sizeOf(scale, r.id) !== undefined);
  const side = (id: string, label: string, tokens: number): VerdictSide => ({ id, label, tokens });
  const payloadSides = shown.map((r) => side(r.id, representationLabel(r), sizeOf(scale, r.id)!.tokens));
  const base = baseSide(scale, state.baseline);
  const denominator = base.side.id === 'L0' ? 'L0' : 'as received';

  const texts = sessionTexts(state);
  const calls = state.sim.steps;
  const costs = [...(base.side.id === 'L0' ? [] : [base.side]), ...payloadSides].map((s) =>
    sessionCost(s, base.side, texts ?? [], calls),
  );
  const chosen = costs.reduce((a, b) => (b.total < a.total ? b : a));
  const perResponse = sessionCost(cheapest(payloadSides), base.side, texts ?? [], calls);
  const payload = saving(chosen.side, base.side, price, denominator, ratio);
  const net = calls * payload.saved - chosen.oneTime;
  const perThousand = price ? 1000 * signedCost(net * ratio, price) : null;
  const fields = { kept: ladder.fields.length, ...(state.availableFields ? { of: state.availableFields.length } : {}) };

  const verdict: Verdict = {
    ready: true,
    encoding: ladder.encoding,
    rows: scale.rows,
    price,
    ...(unpriced ? { unpriced } : {}),
    ...(factor ? { estimate: factor } : {}),
    ...(window ? { window } : {}),
    sentChars: base.side.id === AS_RECEIVED_ID ? scale.asReceived!.chars : scale.rungs.L0.chars,
    bestChars: (chosen.side.id === AS_RECEIVED_ID ? scale.asReceived : sizeOf(scale, chosen.side.id))?.chars ?? 0,
    payload,
    split: splitSaving(scale, base.side, chosen.side, fields, denominator),
    ...(base.note ? { baseNote: base.note } : {}),
    sessions: { calls, texts: chosen.texts, oneTime: chosen.oneTime, perThousand },
    breakEven: texts && breakEven(chosen.oneTime, payload.saved),
    // Only a representation strictly smaller per response was passed over (a tie is not "smaller").
    ...(perResponse.side.tokens < chosen.side.tokens ? { passedOver: { perResponse, chosen } } : {}),
    losing: texts ? losingMoves([scale], texts, calls) : [],
  };
  const callCosts = scale.calls;
  if (state.transport !== 'cli' && ladder.transport === state.transport && callCosts) {
    const callSides = shown.flatMap((r) =>
      callCosts[r.id] ? [side(r.id, representationLabel(r), callCosts[r.id]!.total)] : [],
    );
    // The baseline is what is sent today: the call carrying the text as received, where the ladder
    // costed one; else L0's call.
    const receivedCall = base.side.id === AS_RECEIVED_ID ? callCosts[AS_RECEIVED_ID] : undefined;
    const callBase = receivedCall
      ? side(AS_RECEIVED_ID, 'the text as received', receivedCall.total)
      : side('L0', L0_LABEL, callCosts.L0!.total);
    // The same rule over call totals: calls × the call's tokens + the texts read once it needs.
    const callTotals = [...(receivedCall ? [callBase] : []), ...callSides].map((s) =>
      sessionCost(s, callBase, texts ?? [], calls),
    );
    const callChosen = callTotals.reduce((a, b) => (b.total < a.total ? b : a));
    verdict.calls = {
      ...saving(callChosen.side, callBase, price, receivedCall ? "as received's call" : "L0's call", ratio),
      oneTime: callChosen.oneTime,
      transport: state.transport,
      ...(ladder.host ? { host: ladder.host } : {}),
      ...(base.side.id === AS_RECEIVED_ID && !receivedCall
        ? { baseNote: 'a call carries a rung or format, not the text as received' }
        : {}),
    };
  }
  return verdict;
}
