/**
 * What one response costs in the window under the chosen transport: the payload alone over the
 * command line, the whole call (request + result) over MCP. Every view takes its per-response
 * tokens from here, so one transport means one thing everywhere.
 */
import type { Ladder, LadderScale } from '../ladder/ladder.ts';
import { AS_RECEIVED_ID, rowTokens } from '../ladder-rows.ts';
import { RUNG_IDS } from '../ladder/rungs.ts';
import type { RungId } from '../ladder/rungs.ts';
import type { Transport } from '../mcp/revisions.ts';

/** A response's size as the analysis uses it: tokens only (a call's bytes are not measured). */
export interface ResponseTokens {
  tokens: number;
}

/**
 * One scale's per-response tokens: every rung, the added formats measured there and the text as
 * received (when the scale is a whole file), each a payload or a call total (see {@link showsCalls}).
 * A {@link LadderScale} is one already (its payloads).
 */
export interface ResponseScale {
  label: string;
  rows: number;
  rungs: Record<RungId, ResponseTokens>;
  formats?: Record<string, ResponseTokens>;
  asReceived?: ResponseTokens;
  /** The text as received less the dropped fields, in its own style: payloads only (not costed as a call). */
  asReceivedProjected?: ResponseTokens;
}

/**
 * True when the views show call totals: an MCP transport is chosen and the ladder was costed over
 * one (it names it in `ladder.transport`). Over the command line every view shows payloads, as the
 * seed article's ladder does.
 */
export function showsCalls(ladder: Pick<Ladder, 'transport'>, transport: Transport): boolean {
  return transport !== 'cli' && ladder.transport !== undefined;
}

/**
 * `scale` as the views count it: the payloads as measured, or with `viaCalls` each row's call
 * total over the ladder's transport (the text as received too; a format not costed is left out).
 * @throws TypeError when `viaCalls` and a rung has no call (a ladder computed without calls).
 */
export function responseScale(scale: LadderScale, viaCalls: boolean): ResponseScale {
  if (!viaCalls) return scale;
  const tokensOf = (id: string): ResponseTokens | undefined => {
    const tokens = rowTokens(scale, id, true);
    return tokens === undefined ? undefined : { tokens };
  };
  const rungs = Object.fromEntries(
    RUNG_IDS.map((id) => {
      const call = tokensOf(id);
      if (!call) throw new TypeError(`rung ${id} at ${scale.label} was not costed as a call`);
      return [id, call];
    }),
  ) as Record<RungId, ResponseTokens>;
  const out: ResponseScale = { label: scale.label, rows: scale.rows, rungs };
  if (scale.formats) {
    const formats = Object.keys(scale.formats).flatMap((id) => {
      const call = tokensOf(id);
      return call ? [[id, call] as const] : [];
    });
    out.formats = Object.fromEntries(formats);
  }
  const received = scale.asReceived && tokensOf(AS_RECEIVED_ID);
  if (received) out.asReceived = received;
  return out;
}

/** Every scale of `ladder` as the views count it ({@link responseScale}), in the ladder's order. */
export function responseScales(ladder: Pick<Ladder, 'scales' | 'transport'>, transport: Transport): ResponseScale[] {
  const viaCalls = showsCalls(ladder, transport);
  return ladder.scales.map((s) => responseScale(s, viaCalls));
}
