/**
 * The ladder view's table, built once: the page's ladder table and its export, the review
 * snapshot's ladder section and `npm run ladder` all show this.
 */
import type { Ladder } from '../../ladder/ladder.ts';
import type { LadderRow } from '../../ladder-rows.ts';
import { ladderRows, rowSize, rowTokens } from '../../ladder-rows.ts';
import type { WholeFormatId } from '../../whole/formats.ts';
import { wholeFormatById } from '../../whole/formats.ts';
import { omittedNotices } from '../../ladder/ladder.ts';
import { formatInt, formatRows } from '../../format/numbers.ts';
import { transportName } from '../../format/names.ts';
import type { Cell, Column, ExportTable } from '../table.ts';
import { cell, intCell } from '../table.ts';
import type { LosingMove } from '../../analysis/losing-moves.ts';
import type { EstimateContext } from '../../models/calibration-words.ts';
import { estimatedUnit } from '../../models/calibration-words.ts';
import { estimateNotes, withEstimate } from '../estimated-cells.ts';
import { losingNote, losingWords } from '../../verdict/losing-words.ts';

/**
 * The short note a ladder row carries for the losing moves into it, one per move and scale:
 * `loses: 186 more than L0 at 5 rows; loses over 25 calls: alias legend 383 tokens at 5 rows`;
 * undefined when none loses.
 */
export function ladderRowNote(losing: readonly LosingMove[], rowId: string): string | undefined {
  const notes = losing.filter((l) => l.move.to === rowId).map((l) => `${losingNote(l)} at ${formatRows(l.rows)}`);
  return notes.length === 0 ? undefined : notes.join('; ');
}

/**
 * A row's name in the ladder and per-call tables: `L0 Pretty JSON, full`, `CSV (format)`,
 * `As received`, `Whole response, TOON`.
 */
export function rowName(r: Pick<LadderRow, 'id' | 'kind' | 'name'>): string {
  if (r.kind === 'rung') return `${r.id} ${r.name}`;
  return r.kind === 'format' ? `${r.name} (format)` : r.name;
}

/** What a payload cell's CSV columns hold, in order: its tokens, UTF-8 bytes and code points. */
const SIZE_UNITS = ['tokens', 'bytes', 'characters'] as const;

/** The table's title: tokens per rung, or per call when the cells are calls. */
export function ladderTitle(calls: boolean): string {
  return calls ? 'Tokens per call, by rung and format' : 'Tokens per rung and format';
}

/**
 * The ladder table: as received, rungs, then formats as rows; one column per scale of payload
 * tokens, or with `calls` call tokens over `ladder.transport`; `losing` and `estimate` add notes.
 * @throws TypeError when `calls` is set but the ladder has no transport.
 */
export function ladderTable(
  ladder: Ladder,
  calls: boolean,
  showLabels: boolean,
  losing: readonly LosingMove[] = [],
  estimate?: EstimateContext,
): ExportTable {
  if (calls && ladder.transport === undefined) throw new TypeError('the ladder was computed without calls');
  // Calibrated counts get their estimate in the text and a CSV column of their own.
  const unit = estimate && estimatedUnit(estimate);
  const calibrated = unit !== undefined;
  const estimated = (c: Cell, tokens: number): Cell => withEstimate(c, tokens, estimate);
  const extra = calibrated ? [{ unit }] : [];
  return {
    title: ladderTitle(calls),
    columns: [
      { name: 'Rung' },
      ...ladder.scales.map((s): Column => {
        const name = `${formatRows(s.rows)}${showLabels ? `, ${s.label}` : ''}`;
        const more = extra.map(({ unit }) => ({ name, unit }));
        if (calls)
          return calibrated
            ? {
                name,
                unit: 'tokens per call',
                align: 'right',
                quantities: [{ name, unit: 'tokens per call' }, ...more],
              }
            : { name, unit: 'tokens per call' };
        return {
          name,
          unit: 'tokens',
          ...(calibrated ? { align: 'right' as const } : {}),
          quantities: [...SIZE_UNITS.map((unit) => ({ name, unit })), ...more],
        };
      }),
    ],
    rows: ladderRows(ladder).map((r) => [
      nameCell(rowName(r), ladderRowNote(losing, r.id)),
      ...ladder.scales.map((scale): Cell => {
        if (calls) {
          // The chart draws the same `rowTokens`, so table and chart say one thing.
          const total = rowTokens(scale, r.id, true);
          return total === undefined ? cell('') : estimated(intCell(total), total);
        }
        const size = rowSize(scale, r.id);
        if (!size) return cell('');
        const tokens = formatInt(size.tokens);
        return estimated(
          {
            ...cell(tokens, size.tokens),
            lines: [tokens, `${formatInt(size.bytes)} B · ${formatInt(size.chars)} chars`],
            values: [size.tokens, size.bytes, size.chars],
          },
          size.tokens,
        );
      }),
    ]),
    notes: [
      calls
        ? `Each cell: ${ladder.encoding} tokens of the whole call over ${transportName(ladder.transport!, ladder.host ?? 'wire')}, request + result.`
        : `Each cell: ${ladder.encoding} tokens of the whole response.`,
      ...estimateNotes(estimate, ladder.encoding),
      ...wholeNotes(ladder),
      ...omittedNotices(ladder),
      ...losing.map((l) => `Loses: ${losingWords(l)}.`),
    ],
  };
}

// A row's name; with a note, the page shows it beneath (`lines`), exports keep the name alone.
function nameCell(name: string, note: string | undefined): Cell {
  return note === undefined ? cell(name) : { ...cell(name), lines: [name, note] };
}

/**
 * What the as-received and whole-response rows are, when shown, and each whole format that could
 * not write a data set (left out there, the others counted).
 */
function wholeNotes(ladder: Ladder): string[] {
  const notes: string[] = [];
  if (ladder.scales.some((s) => s.asReceived))
    notes.push('As received: the exact text given, only at a scale that is the whole file or paste.');
  if (ladder.scales.some((s) => s.whole))
    notes.push(
      'Whole response: the entire document, wrapper included, with the kept fields applied to the records in place.',
    );
  for (const s of ladder.scales) {
    for (const [id, why] of Object.entries(s.wholeProblems ?? {}))
      notes.push(`${s.label}: ${wholeFormatById(id as WholeFormatId).name} left out (${why}).`);
  }
  return notes;
}
