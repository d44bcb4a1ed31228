import { REPRESENTATIONS, sizeOf } from '../representation-list.ts';
import type { Transport } from '../mcp/revisions.ts';
import type { ResponseScale } from './per-response.ts';
import { responseScale, responseScales, showsCalls } from './per-response.ts';
import type { Baseline } from './moves.ts';
import { MOVES, orderingComparison, savingsTable } from './moves.ts';
import type { SessionText } from './session-texts.ts';
import { moveBreakEven } from './session-texts.ts';
import type { Crossing, LinearFit, SeriesPoint } from './scaling.ts';
import { findCrossings, fitLine } from './scaling.ts';
import type { LadderScale } from '../ladder/ladder.ts';
import { RUNG_IDS } from '../ladder/rungs.ts';
import type { Ladder } from '../ladder/ladder.ts';
import type { RungId } from '../ladder/rungs.ts';

/** A text's token count (the text itself may come along). */
interface CountedTokens {
  text?: string;
  tokens: number;
}

/**
 * What the views' numbers are derived from, as the page's store holds it (structurally: the store's
 * `CurrentInputs` fits). Derived numbers are computed from these, never stored.
 */
export interface CurrentInputs {
  /** The last ladder the worker counted, with the generated session texts' tokens. */
  result: {
    status?: string;
    ladder?: Ladder | undefined;
    schema?: CountedTokens | undefined;
    legend?: CountedTokens | undefined;
  };
  /** The scale (rows) the user chose for the detail parts; null = default. */
  detailRows: number | null;
  /** Session texts as edited (null = the generated one). */
  session: { schema: string | null; legend: string | null; custom: string; customNeededBy: readonly RungId[] };
  /** Counts of typed texts, keyed by the text. */
  sessionCounts: Record<string, number>;
  /** Tool lists and schema pasted in the transport view. */
  pasted: { toolsList: string; schema: string };
  /** The simulator's placeholder text. */
  sim: { placeholder: string };
  /**
   * The transport chosen in the sidebar: over MCP the savings and break-even numbers are call
   * totals (request + result), as the ladder shows them; default the command line (payloads).
   */
  transport?: Transport;
}

/** The transport of `state`, the command line when none is given (the command line's `npm run savings`). */
const transportOf = (state: { transport?: Transport }): Transport => state.transport ?? 'cli';

/**
 * The transport the views' per-response tokens are calls over, or undefined when they are the
 * payloads (the command line chosen, or no ladder costed as calls yet).
 */
export function callsOver(state: Pick<CurrentInputs, 'result' | 'transport'>): Transport | undefined {
  const ladder = state.result.ladder;
  return ladder && showsCalls(ladder, transportOf(state)) ? ladder.transport : undefined;
}

/** The detail scale ({@link detailScale}) as the views count it: payloads, or call totals over MCP. */
export function detailResponseScale(
  state: Pick<CurrentInputs, 'result' | 'detailRows' | 'transport'>,
): ResponseScale | undefined {
  const scale = detailScale(state);
  return scale && responseScale(scale, callsOver(state) !== undefined);
}

/**
 * The scale the detail parts of the savings and break-even views and the verdict use: the user's
 * choice, else (preferring whole files as received, never their first k records) 100 rows or the
 * largest. So a 250-row file is judged whole, as `cce savings` judges it.
 */
export function detailScale(state: Pick<CurrentInputs, 'result' | 'detailRows'>): LadderScale | undefined {
  const scales = state.result.ladder?.scales ?? [];
  const chosen = scales.find((s) => s.rows === state.detailRows);
  if (chosen) return chosen;
  const cut = scales.find((s) => s.firstOf !== undefined);
  const cutFrom = cut && scales.find((s) => s.firstOf === undefined && s.rows === cut.firstOf);
  if (cutFrom) return cutFrom;
  const whole = scales.filter((s) => s.asReceived !== undefined);
  const among = whole.length > 0 ? whole : scales;
  return (
    among.find((s) => s.rows === 100) ??
    among.reduce<LadderScale | undefined>((a, b) => (a && a.rows >= b.rows ? a : b), undefined)
  );
}

/** Tokens of a session text: the generated one's from the ladder answer, an edited one's once counted. */
function tokensOf(
  edited: string | null,
  generated: { tokens: number } | undefined,
  counts: Record<string, number>,
): number | undefined {
  if (edited === null) return generated?.tokens;
  return edited === '' ? 0 : counts[edited];
}

/** The L5 alias legend as every view shows it (ladder, break-even, snapshot): its text, its tokens once counted (undefined while the worker counts an edit), and whether the user edited it. */
export interface CurrentLegend {
  text: string;
  tokens: number | undefined;
  edited: boolean;
}

/** The alias legend the session texts hold: the user's edit, else the generated one; undefined before the first ladder. */
export function currentLegend(
  state: Pick<CurrentInputs, 'session' | 'sessionCounts' | 'result'>,
): CurrentLegend | undefined {
  const generated = state.result.legend;
  const edited = state.session.legend;
  if (edited !== null) return { text: edited, tokens: tokensOf(edited, generated, state.sessionCounts), edited: true };
  return generated?.text === undefined ? undefined : { text: generated.text, tokens: generated.tokens, edited: false };
}

/**
 * The session texts with their current token counts, or undefined while any is still being counted.
 * Schema response: needed by every rung and format (one query layer writes them all), not by the
 * text as received; legend: L5.
 */
export function sessionTexts(
  state: Pick<CurrentInputs, 'session' | 'sessionCounts' | 'result'>,
): SessionText[] | undefined {
  const { session, sessionCounts, result } = state;
  const schema = tokensOf(session.schema, result.schema, sessionCounts);
  const legend = tokensOf(session.legend, result.legend, sessionCounts);
  const custom = session.custom === '' ? 0 : sessionCounts[session.custom];
  if (schema === undefined || legend === undefined || custom === undefined) return undefined;
  return [
    { id: 'schema', name: 'Schema response', tokens: schema, neededBy: SCHEMA_NEEDED_BY },
    { id: 'legend', name: 'Alias legend', tokens: legend, neededBy: ['L5'] },
    { id: 'custom', name: 'Custom one-time text', tokens: custom, neededBy: session.customNeededBy },
  ];
}

/** Every rung and format: what the schema response is read for. */
const SCHEMA_NEEDED_BY = REPRESENTATIONS.map((r) => r.id);

/** The typed texts (edited session texts, pasted tool lists) the worker still has to count. */
export function uncountedTexts(
  state: Pick<CurrentInputs, 'session' | 'sessionCounts'> & Partial<Pick<CurrentInputs, 'pasted' | 'sim'>>,
): string[] {
  const { schema, legend, custom } = state.session;
  const typed = [
    schema,
    legend,
    custom,
    state.pasted?.toolsList ?? '',
    state.pasted?.schema ?? '',
    state.sim?.placeholder ?? '',
  ];
  return [...new Set(typed.filter((t): t is string => t !== null && t !== '' && state.sessionCounts[t] === undefined))];
}

/**
 * Savings of every move at every scale shown, from the current ladder (payloads, or call totals
 * over MCP), as percentages of the chosen baseline (default each move's source rung).
 */
export function currentSavings(state: Pick<CurrentInputs, 'result' | 'transport'> & { baseline?: Baseline }) {
  const ladder = state.result.ladder;
  return savingsTable(ladder ? responseScales(ladder, transportOf(state)) : [], state.baseline ?? 'move');
}

/** The ordering comparison at the detail scale (payloads, or call totals over MCP). */
export function currentOrdering(state: Pick<CurrentInputs, 'result' | 'detailRows' | 'transport'>) {
  const scale = detailResponseScale(state);
  return scale ? orderingComparison(scale) : undefined;
}

/** Break-even of every move at the detail scale (payloads, or call totals over MCP), or undefined while counts are missing. */
export function currentBreakEvens(
  state: Pick<CurrentInputs, 'result' | 'detailRows' | 'session' | 'sessionCounts' | 'transport'>,
) {
  const scale = detailResponseScale(state);
  const texts = sessionTexts(state);
  if (!scale || !texts) return undefined;
  return MOVES.map((move) =>
    moveBreakEven(move, scale.rows, scale.rungs[move.from].tokens - scale.rungs[move.to].tokens, texts),
  );
}

/**
 * Every number the savings and break-even views show, from one state, so the page, the snapshot
 * and `npm run savings` agree. Detail-scale parts are undefined without a scale (and break-evens
 * while a session text is counted); `callsOver` names the transport for call totals.
 */
export function currentSavingsViews(
  state: Pick<CurrentInputs, 'result' | 'detailRows' | 'session' | 'sessionCounts' | 'transport'> & {
    baseline?: Baseline;
  },
) {
  return {
    callsOver: callsOver(state),
    savings: currentSavings(state),
    scaling: currentScaling(state),
    ordering: currentOrdering(state),
    detailRows: detailScale(state)?.rows,
    sessionTexts: sessionTexts(state),
    breakEvens: currentBreakEvens(state),
  };
}

/** One representation's token curve against rows, with its fitted fixed and per-row parts. */
export interface ScalingSeries {
  id: string;
  points: SeriesPoint[];
  fit?: LinearFit;
}

/**
 * Token curves of every rung and added format over the scales shown (payloads, or call totals over
 * MCP; needs two or more distinct row counts for a fit), and where any two of them change order
 * between measured scales.
 */
export function currentScaling(state: Pick<CurrentInputs, 'result' | 'transport'>): {
  series: ScalingSeries[];
  crossings: { a: string; b: string; crossing: Crossing }[];
} {
  const ladder = state.result.ladder;
  if (!ladder) return { series: [], crossings: [] };
  const scales = responseScales(ladder, transportOf(state)).sort((x, y) => x.rows - y.rows);
  const ids = [...RUNG_IDS, ...Object.keys(scales[0]?.formats ?? {})];
  const distinctRows = new Set(scales.map((s) => s.rows)).size;
  const series = ids.map((id) => {
    const points = scales.map((s) => ({
      rows: s.rows,
      tokens: sizeOf(s, id)!.tokens,
    }));
    return { id, points, ...(distinctRows >= 2 ? { fit: fitLine(points) } : {}) };
  });
  const crossings = [];
  if (distinctRows === scales.length) {
    for (let i = 0; i < series.length; i++) {
      for (let j = i + 1; j < series.length; j++) {
        for (const crossing of findCrossings(series[i]!.points, series[j]!.points))
          crossings.push({ a: series[i]!.id, b: series[j]!.id, crossing });
      }
    }
  }
  return { series, crossings };
}
