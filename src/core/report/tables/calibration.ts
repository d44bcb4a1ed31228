/**
 * The calibration tables, built once for the page's Sessions view and `npm run session`: each tool
 * result counted against the model's own count recovered from the log's usage, and the ratio's
 * spread overall and by kind of content (`sessions/calibration.ts`).
 */
import { KIND_NAMES, calibrationLine, formatRatio, providerTokensName } from '../../models/calibration-words.ts';
import type { Calibration } from '../../sessions/calibration.ts';
import { RATIO_MIN_COUNTED } from '../../sessions/calibration.ts';
import { CONTENT_KINDS } from '../../sessions/content-kind.ts';
import type { ContentKind } from '../../sessions/content-kind.ts';
import type { Spread } from '../../sessions/spread.ts';
import { formatInt } from '../../format/numbers.ts';
import type { Cell, ExportTable } from '../table.ts';
import { cell, intCell } from '../table.ts';

export const RESULTS_TITLE = 'Tool results: counted against the model’s own count';
export const CALIBRATION_TITLE = 'Calibration: the model’s count ÷ ours';

const ratioCell = (r: number | null): Cell => (r === null ? cell('–') : cell(`×${formatRatio(r)}`, r));

/** A name for each kind of content, as the tables write it. */
/** A kind's name as a table cell: the words' name, capitalised (`JSON`, `Code`, `Prose`). */
const kindCell = (kind: ContentKind) => KIND_NAMES[kind].charAt(0).toUpperCase() + KIND_NAMES[kind].slice(1);

/**
 * One row per tool result: the request that first sent it, the tool, its kind, our count, the
 * model's recovered count (– where none), their ratio, and why there is no count.
 */
export function resultsTable(cal: Calibration, model: string | undefined): ExportTable {
  const who = providerTokensName(model);
  return {
    title: RESULTS_TITLE,
    columns: [
      { name: 'Step' },
      { name: 'Tool', align: 'left' },
      { name: 'Kind', align: 'left' },
      { name: `Counted (${cal.encoding})`, unit: 'tokens' },
      { name: `${who} (recovered)`, unit: 'tokens' },
      { name: 'Ratio', unit: `${who} ÷ ${cal.encoding}`, align: 'right' },
      { name: 'Why no count', align: 'left' },
    ],
    rows: cal.results.map((r) => [
      r.step === null ? cell('–') : intCell(r.step),
      cell(r.tool ?? '–'),
      cell(kindCell(r.kind)),
      intCell(r.counted),
      r.provider === null ? cell('–') : intCell(r.provider),
      ratioCell(r.provider === null || r.counted === 0 ? null : r.provider / r.counted),
      cell(r.note ?? ''),
    ]),
    notes: [
      `Recovered: what the request added by the log's recorded usage (input(k+1) − input(k) − output(k)), less the framing per result (${cal.framing.tokens === null ? 'none estimated' : formatInt(cal.framing.tokens) + ' tokens'}).`,
      cal.framing.words,
    ],
  };
}

/** The ratio's median, p10–p90 and n overall and per kind; the summed ratio beside the overall one. */
export function calibrationTable(cal: Calibration, model: string | undefined): ExportTable {
  const who = providerTokensName(model);
  const row = (name: string, s: Spread | null, summed: number | null = null): Cell[] => [
    cell(name),
    ratioCell(s?.ratio ?? null),
    ratioCell(s?.p10 ?? null),
    ratioCell(s?.p90 ?? null),
    s ? intCell(s.n) : cell('0', 0),
    ratioCell(summed),
  ];
  return {
    title: CALIBRATION_TITLE,
    columns: [
      { name: 'Content', align: 'left' },
      { name: 'Median', unit: `${who} ÷ ${cal.encoding}`, align: 'right' },
      { name: 'p10', align: 'right' },
      { name: 'p90', align: 'right' },
      { name: 'n', unit: 'requests' },
      { name: 'Summed', unit: `Σ ${who} ÷ Σ ${cal.encoding}`, align: 'right' },
    ],
    rows: [
      row('All tool results', cal.overall, cal.summed),
      ...CONTENT_KINDS.map((k) => row(kindCell(k), cal.byKind[k])),
    ],
    notes: [
      calibrationLine(cal, model),
      `n: requests that added only tool results (${formatInt(RATIO_MIN_COUNTED)} ${cal.encoding} tokens or more); several results of one request count once, and by kind only when all are of one kind. Kinds: JSON when the whole text parses as JSON, code when 40% of its lines look like code, prose otherwise.`,
    ],
  };
}
