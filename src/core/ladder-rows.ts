/**
 * The rows of the ladder view, in the order the page, its exports and `npm run ladder` show them:
 * the text as received (when the data came from a file or a paste), the rungs, the added formats,
 * then the whole-response formats asked for.
 */
import type { Ladder, LadderScale, RungSize } from './ladder/ladder-shape.ts';
import { REPRESENTATIONS, shownRepresentations, sizeOf } from './representation-list.ts';
import { WHOLE_FORMATS, isWholeFormatId } from './whole/formats.ts';

/** The row id of the text as received. */
export const AS_RECEIVED_ID = 'as-received';

/** True when row `id` drops no field: the text as received and the full-record rungs (L0, L1). */
export function carriesEveryField(id: string): boolean {
  return id === AS_RECEIVED_ID || REPRESENTATIONS.find((r) => r.id === id)?.fullRecords === true;
}

/** The text as received less the dropped fields, written in its own style: the verdict's field move's end. */
export const AS_RECEIVED_PROJECTED_ID = 'as-received-projected';

/** The row id of a whole-response format: `whole-toon`. */
export const wholeRowId = (id: string): string => `whole-${id}`;

/** One row of the ladder: a rung, an added format, the text as received or a whole-response format. */
export interface LadderRow {
  id: string;
  kind: 'received' | 'rung' | 'format' | 'whole';
  name: string;
  rule: string;
}

/** The as-received row. */
export const AS_RECEIVED_ROW: LadderRow = {
  id: AS_RECEIVED_ID,
  kind: 'received',
  name: 'As received',
  rule: "The exact text given (its whitespace, key order and escaping), a byte-order mark stripped; for a file's first records, those records written in its layout (JSON, JSON Lines).",
};

/** The whole-response rows, in display order. */
export const WHOLE_ROWS: readonly LadderRow[] = WHOLE_FORMATS.map((f) => ({
  id: wholeRowId(f.id),
  kind: 'whole',
  name: f.name,
  rule: f.rule,
}));

/**
 * The rows `ladder` carries: as received when some scale has it, the rungs and added formats
 * (`shownRepresentations`), the whole-response formats measured at some scale.
 */
export function ladderRows(ladder: Pick<Ladder, 'scales'>): LadderRow[] {
  const received = ladder.scales.some((s) => s.asReceived !== undefined);
  const whole = new Set(ladder.scales.flatMap((s) => Object.keys(s.whole ?? {})).map(wholeRowId));
  return [
    ...(received ? [AS_RECEIVED_ROW] : []),
    ...shownRepresentations(ladder).map(({ id, kind, name, rule }) => ({ id, kind, name, rule })),
    ...WHOLE_ROWS.filter((row) => whole.has(row.id)),
  ];
}

/** The size of `rowId` at one scale: a rung's or format's (`sizeOf`), the as-received text's or a whole format's; undefined when not measured there. */
export function rowSize(
  scale: Pick<LadderScale, 'rungs' | 'formats' | 'asReceived' | 'whole'>,
  rowId: string,
): RungSize | undefined {
  if (rowId === AS_RECEIVED_ID) return scale.asReceived;
  if (rowId.startsWith('whole-')) {
    const id = rowId.slice('whole-'.length);
    if (isWholeFormatId(id)) return scale.whole?.[id];
  }
  return sizeOf(scale, rowId);
}

/**
 * The tokens `rowId` costs per response at one scale: with `viaCalls`, its whole call over the
 * ladder's transport (request + result, `calls[rowId].total`), else the payload's own tokens;
 * undefined when not measured (or not costed) there. The ladder's table and chart both show this.
 */
export function rowTokens(scale: LadderScale, rowId: string, viaCalls: boolean): number | undefined {
  return viaCalls ? scale.calls?.[rowId]?.total : rowSize(scale, rowId)?.tokens;
}
