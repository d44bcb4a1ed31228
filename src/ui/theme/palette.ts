import type { FormatId } from '../../core/formats.ts';
import { AS_RECEIVED_ID, AS_RECEIVED_PROJECTED_ID } from '../../core/ladder-rows.ts';
import type { WholeFormatId } from '../../core/whole/formats.ts';
import type { RungId } from '../../core/ladder/rungs.ts';
import { SESSION_PARTS } from '../../core/sessions/model.ts';
import type { SessionPart } from '../../core/sessions/model.ts';
import { COMPONENTS } from '../../core/conversation/model.ts';
import type { Component } from '../../core/conversation/model.ts';
import type { PartKind } from '../../core/mcp/anatomy/part-kind.ts';

// Every colour here is drawn on both themes' panels (white and near-black) and must keep 3:1
// against each (WCAG 1.4.11, graphical objects): only mid-tones, relative luminance about 0.15 to
// 0.27, qualify. Within that band the hues are spread so that the colours shown together stay
// apart (CIEDE2000); `palette.test.ts` checks both, against the colours `styles.css` declares.

/**
 * One colour per rung, the same in every chart and table: the Okabe–Ito hues (L0 blue, L1 sky, L2
 * vermillion, L3 amber, L4 bluish green, L5 pink), the light ones deepened to hold 3:1 on white.
 */
export const RUNG_COLOURS: Record<RungId, string> = {
  L0: '#0072B2',
  L1: '#0098BB',
  L2: '#D55E00',
  L3: '#B07800',
  L4: '#009E73',
  L5: '#CC6AA8',
};

/** One colour per added format, apart from the rung colours (once Paul Tol's muted scheme, moved into the mid-tones and apart from the whole formats' colours). */
export const FORMAT_COLOURS: Record<FormatId, string> = {
  csv: '#BE4169',
  yaml: '#3E8E1A',
  toon: '#6167E7',
  markdown: '#87915F',
  jsonl: '#50785F',
  'json-source': '#9655AF',
};

/** The text as received: a neutral grey, the baseline every other row is measured against. */
export const AS_RECEIVED_COLOUR = '#797979';

/**
 * One colour per whole-response format, apart from the rung and format colours: 15 CIEDE2000 from
 * every other ladder row, and 25 from the added format of the same name (Whole TOON is a dusty rose,
 * not a second TOON blue: the two were 13.3 apart, read as one colour in a legend).
 */
export const WHOLE_COLOURS: Record<WholeFormatId, string> = {
  'json-pretty': '#7D87AA',
  'json-min': '#7D7306',
  yaml: '#AB5848',
  toon: '#AF7D82',
};

/** The colour of a ladder row: a rung, a format, the text as received (less its dropped fields too) or a whole format (`whole-toon`); grey for anything unknown. */
export function colourOf(id: string): string {
  if (id === AS_RECEIVED_ID || id === AS_RECEIVED_PROJECTED_ID) return AS_RECEIVED_COLOUR;
  if (id.startsWith('whole-')) return (WHOLE_COLOURS as Record<string, string>)[id.slice('whole-'.length)] ?? '#888888';
  return (RUNG_COLOURS as Record<string, string>)[id] ?? (FORMAT_COLOURS as Record<string, string>)[id] ?? '#888888';
}

/**
 * One colour per window part, shared by the Sessions and Growth views. Stacked neighbours differ by
 * ≥ 20 CIEDE2000 (≥ 10 with protanopia or deuteranopia), and Sessions adds a pattern per part.
 * Compaction summaries and notes blocks share a colour: they never meet in one chart.
 */
export const WINDOW_PART_COLOURS: Record<SessionPart | Component, string> = {
  system: '#8877FC',
  tools: '#0376B3',
  user: '#037D7C',
  assistant: '#04A161',
  thinking: '#6C7533',
  toolCalls: '#B68313',
  toolResults: '#DC6866',
  placeholders: '#C33886',
  summary: '#9884AD',
  notes: '#9884AD',
};

/** The Sessions view's part colours, in stacking order (see {@link WINDOW_PART_COLOURS}). */
export const SESSION_PART_COLOURS: Record<SessionPart, string> = pick(SESSION_PARTS);

/** The Growth view's window components' colours, in stacking order (see {@link WINDOW_PART_COLOURS}). */
export const COMPONENT_COLOURS: Record<Component, string> = pick(COMPONENTS);

function pick<K extends SessionPart | Component>(keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, WINDOW_PART_COLOURS[k]])) as Record<K, string>;
}

/** The replay's two curves: without a strategy and with it (the latter also dashed). */
export const REPLAY_COLOURS = { before: '#D55E00', after: '#0072B2' } as const;

/** The deferred-tools chart's lines: every definition up front, deferred with the smallest and with the largest fetched. */
export const DEFERRED_COLOURS = { upfront: '#D55E00', least: '#0072B2', most: '#009E73' } as const;

/**
 * The bill's parts, stacked in this order (read, written, uncached, output): Okabe–Ito hues as the
 * replay's, neighbours apart also with colour-vision deficiencies; the Sessions view adds a mark per part.
 */
export const BILL_PART_COLOURS = {
  read: '#0072B2',
  written: '#D55E00',
  uncached: '#8877FC',
  output: '#009E73',
} as const;

/**
 * The anatomy treemap's part kinds: the window parts' mid-tones (already apart from each other),
 * the JSON structure in the neutral grey; each block is labelled too, so no colour stands alone.
 */
export const PART_KIND_COLOURS: Record<PartKind, string> = {
  description: '#0376B3',
  'property descriptions': '#8877FC',
  'types and schemas': '#037D7C',
  'enum values': '#B68313',
  'defaults and examples': '#04A161',
  $defs: '#C33886',
  'output schema': '#DC6866',
  'name and other': '#6C7533',
  structure: '#797979',
};
