import type { FormatId } from '../core/formats.ts';
import { AS_RECEIVED_ID } from '../core/ladder-rows.ts';
import type { WholeFormatId } from '../core/whole/formats.ts';
import type { RungId } from '../core/ladder/rungs.ts';
import type { SessionPart } from '../core/sessions/model.ts';

/**
 * One colour per rung, the same in every chart and table (Okabe–Ito colours: distinguishable with
 * the common colour-vision deficiencies, and mid-toned so they read on light and dark themes).
 */
export const RUNG_COLOURS: Record<RungId, string> = {
  L0: '#0072B2',
  L1: '#56B4E9',
  L2: '#D55E00',
  L3: '#E69F00',
  L4: '#009E73',
  L5: '#CC79A7',
};

/** One colour per added format (Paul Tol's muted scheme, apart from the rung colours). */
export const FORMAT_COLOURS: Record<FormatId, string> = {
  csv: '#882255',
  yaml: '#117733',
  toon: '#332288',
  markdown: '#999933',
  jsonl: '#44AA99',
  'json-source': '#AA4499',
};

/** The text as received: near-black, the baseline every other row is measured against. */
export const AS_RECEIVED_COLOUR = '#3A3A3A';

/** One colour per whole-response format (Paul Tol's muted scheme's remaining colours, then a mid blue), apart from the rung and format colours. */
export const WHOLE_COLOURS: Record<WholeFormatId, string> = {
  'json-pretty': '#88CCEE',
  'json-min': '#DDCC77',
  yaml: '#CC6677',
  toon: '#6699CC',
};

/** The colour of a ladder row: a rung, a format, the text as received or a whole format (`whole-toon`); grey for anything unknown. */
export function colourOf(id: string): string {
  if (id === AS_RECEIVED_ID) return AS_RECEIVED_COLOUR;
  if (id.startsWith('whole-')) return (WHOLE_COLOURS as Record<string, string>)[id.slice('whole-'.length)] ?? '#888888';
  return (RUNG_COLOURS as Record<string, string>)[id] ?? (FORMAT_COLOURS as Record<string, string>)[id] ?? '#888888';
}

/**
 * One colour per part of a session's window, in stacking order (Paul Tol's muted scheme, which
 * stays apart under the common colour-vision deficiencies); the sessions view adds a pattern per
 * part (`ui/sessions/part-pattern.tsx`) so the parts read without colour too.
 */
export const SESSION_PART_COLOURS: Record<SessionPart, string> = {
  system: '#332288',
  tools: '#88CCEE',
  user: '#44AA99',
  assistant: '#117733',
  thinking: '#999933',
  toolCalls: '#DDCC77',
  toolResults: '#CC6677',
  summary: '#AA4499',
};

/** The replay's two curves: without a strategy and with it (the latter also dashed). */
export const REPLAY_COLOURS = { before: '#D55E00', after: '#0072B2' } as const;
