/**
 * The caption line drawn into every exported chart (PNG, SVG), so a picture pasted into a design
 * document still says what it shows: the data, its rows, the fields kept, the encoding, the
 * transport and the date it was made. Built from the same settings as the review snapshot's.
 */
import { visibleName } from '../fields/visible-name.ts';
import type { SessionFormat } from '../sessions/model.ts';
import { SESSION_FORMAT_NAMES } from '../sessions/model.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import { formatFields, formatRowList, formatRows, formatSteps } from '../format/numbers.ts';
import { transportName } from '../format/names.ts';
import type { SnapshotSettings } from './snapshot.ts';

/** What a chart's caption names: the settings the snapshot lists, less what a chart does not need. */
export type CaptionSettings = Pick<
  SnapshotSettings,
  'data' | 'encoding' | 'fields' | 'fieldsAreData' | 'scales' | 'transport' | 'host'
> & {
  /** The one scale a chart shows, in rows (the detail scale of the break-even chart); none for all of them. */
  at?: number;
};

/** How many field names a caption writes before `…` (the count says how many there are). */
export const CAPTION_FIELD_NAMES = 4;

/** `2026-12-01`: the day of `date` in UTC (ISO 8601). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * `4 fields kept: id, status, assignee, priority`, or the first few names then `…`; for the
 * user's own data only how many (`4 fields of your data kept`), as the review snapshot writes it:
 * a field name is data, and a picture goes into reviews as the snapshot does.
 */
function fieldsPart(fields: readonly string[], fieldsAreData: boolean): string {
  if (fields.length === 0) return 'no fields kept';
  const count = formatFields(fields.length);
  if (fieldsAreData) return `${count} of your data kept`;
  const names = fields.slice(0, CAPTION_FIELD_NAMES).map(visibleName);
  const more = fields.length > CAPTION_FIELD_NAMES ? ', …' : '';
  return `${count} kept: ${names.join(', ')}${more}`;
}

/**
 * The caption's parts, in order: data, scales, fields kept, encoding, transport, date made.
 * A drawing that must wrap the line breaks it between parts.
 * @param made when the picture was made (its UTC date is written).
 */
export function captionParts(settings: CaptionSettings, made: Date): string[] {
  return [
    `Data: ${visibleName(settings.data)}`,
    settings.at === undefined
      ? formatRowList(settings.scales)
      : `At ${formatRows(settings.at)} (of ${formatRowList(settings.scales)})`,
    fieldsPart(settings.fields, settings.fieldsAreData ?? false),
    `Encoding: ${settings.encoding}`,
    `Transport: ${transportName(settings.transport, settings.host?.id ?? 'wire')}`,
    `Made ${isoDate(made)}`,
  ];
}

/** An agent session log as a chart of the sessions view shows it, for its caption. */
export interface SessionCaption {
  /** The log's file name (or `pasted log`). */
  name: string;
  format: SessionFormat;
  steps: number;
  encoding: EncodingName;
  /** The replay's strategy, for a chart of the replay. */
  strategy?: string;
}

/**
 * The caption's parts for a chart of a session log (its data is the log, not the ladder's
 * records: no fields, no transport): `Data: claude-code.jsonl (Claude Code session)`, `30
 * steps`, `Encoding: cl100k_base`, the strategy when replayed, `Made 2026-12-01`.
 */
export function sessionCaptionParts(log: SessionCaption, made: Date): string[] {
  return [
    `Data: ${visibleName(log.name)} (${SESSION_FORMAT_NAMES[log.format]})`,
    formatSteps(log.steps),
    `Encoding: ${log.encoding}`,
    ...(log.strategy === undefined ? [] : [`Strategy: ${log.strategy}`]),
    `Made ${isoDate(made)}`,
  ];
}

/** What stands between two parts of the caption. */
export const CAPTION_SEPARATOR = ' · ';

/** The parts as one line, separated by ` · `. */
export function captionText(parts: readonly string[]): string {
  return parts.join(CAPTION_SEPARATOR);
}

/**
 * The parts as lines that each fit (`fits`, the drawing's measure of a line's width): as many
 * parts on a line as fit, joined by ` · `, never a part split; a part too long for any line stands
 * alone on its own.
 */
export function captionLines(parts: readonly string[], fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.at(-1);
    const joined = last === undefined ? part : last + CAPTION_SEPARATOR + part;
    if (last !== undefined && fits(joined)) lines[lines.length - 1] = joined;
    else lines.push(part);
  }
  return lines;
}
