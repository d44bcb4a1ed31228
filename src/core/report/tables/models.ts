/**
 * The Models view's tables, built once for the page and its Markdown/CSV
 * exports: one response's rows in every tokenizer, and every model's input cost for them.
 */
import type { ComparedModel } from '../../models-view/compared-models.ts';
import type { ModelFigures, ModelsComparison } from '../../models-view/model-figures.ts';
import { COST_CALLS, tokensWithRange } from '../../models-view/model-figures.ts';
import { formatCost } from '../../money/currency.ts';
import type { EncodingName } from '../../tokenizer/tokenizer.ts';
import { formatInt, formatRows } from '../../format/numbers.ts';
import type { Cell, Column, ExportTable } from '../table.ts';
import { cell, intCell } from '../table.ts';
import { rowName } from './ladder.ts';

/** `5 rows (tasks-5.json)`: the scale compared. */
function scaleWords(c: Pick<ModelsComparison, 'rows' | 'label'>): string {
  return `${formatRows(c.rows)} (${c.label})`;
}

/** `GPT-4, GPT-3.5 Turbo`: the models of `models` named in full. */
const names = (models: readonly ComparedModel[]) => models.map((m) => m.name).join(', ');

/** What a tokenizer's counts are for: `exact for GPT-5, …; estimate for Claude Sonnet 4.5, …`. */
export function countsFor(tokenizer: EncodingName, models: readonly ComparedModel[]): string {
  const mine = models.filter((m) => m.countedWith === tokenizer);
  const exact = mine.filter((m) => m.exact);
  const estimate = mine.filter((m) => !m.exact);
  const parts = [
    ...(exact.length > 0 ? [`exact for ${names(exact)}`] : []),
    ...(estimate.length > 0 ? [`estimate for ${names(estimate)}`] : []),
  ];
  return parts.length > 0 ? parts.join('; ') : 'no model of the catalogue';
}

/**
 * The tokenizers' table: one row per tokenizer counted, its tokens of each row of the scale
 * (as received, rungs, formats, whole formats) and the models it is exact or an estimate for; a
 * tokenizer whose file did not load says so in every cell, and a note says why.
 */
export function tokenizersTable(c: ModelsComparison, models: readonly ComparedModel[]): ExportTable {
  return {
    title: `Tokens per rung and format in every tokenizer, ${formatRows(c.rows)}`,
    columns: [
      { name: 'Tokenizer' },
      { name: 'Counts are', align: 'left' },
      ...c.items.map((item): Column => ({ name: rowName(item), unit: 'tokens' })),
    ],
    rows: c.tokenizers.map((t) => [
      cell(t.tokenizer),
      cell(countsFor(t.tokenizer, models)),
      ...c.items.map((_, i): Cell => {
        if (!t.tokens) return cell('did not load');
        const n = t.tokens[i];
        return n === null || n === undefined ? cell('') : intCell(n);
      }),
    ]),
    notes: [
      `Each cell: the tokens of the response at ${scaleWords(c)} in that tokenizer, counted with its own file (exact).`,
      'Claude and Gemini have no public tokenizer: their rows in the cost table are cl100k_base counts (an estimate), or calibrated by a loaded log of that model.',
      ...c.tokenizers.flatMap((t) => (t.error ? [`${t.tokenizer}: ${t.error}.`] : [])),
    ],
  };
}

/** How a model's tokens were had: `o200k_base, exact`; `cl100k_base, estimate`; `≈ from log.jsonl`. */
export function countedWords(f: ModelFigures): string {
  if (f.failed) return `${f.model.countedWith}: did not load`;
  if (f.kind === 'exact') return `${f.model.countedWith}, exact`;
  if (f.kind === 'calibrated' && f.source)
    return `≈ ${f.source.encoding} × ${f.source.spread.ratio.toFixed(2)} from ${f.source.log}, an estimate`;
  return `${f.model.countedWith}, an estimate`;
}

/** `1,234 tokens`, or a calibrated estimate `≈ 1,240 tokens (p10–p90 1,100–1,510)`. */
function tokensWords(f: ModelFigures, i: number): string {
  const n = f.tokens[i];
  if (n === null || n === undefined) return '';
  return tokensWithRange(n, f.kind === 'calibrated' ? (f.range[i] ?? null) : null);
}

/** The currency every priced model's cost is in, or null when they differ (each cell then names its own). */
function currencyOf(models: readonly ModelFigures[]): string | null {
  const codes = new Set(models.flatMap((f) => (f.model.currency ? [f.model.currency] : [])));
  return codes.size === 1 ? [...codes][0]! : null;
}

/**
 * The models' table: one row per model, how its tokens were had, and per scale the input cost of
 * `COST_CALLS` calls at its list input price with its tokens beneath (`no price` for an open model).
 * Its CSV writes tokens and cost as two columns per scale.
 */
export function modelCostsTable(c: ModelsComparison): ExportTable {
  const currency = currencyOf(c.models);
  const unit = `${currency ? `${currency} ` : ''}per ${formatInt(COST_CALLS)} calls`;
  return {
    title: `Input cost per ${formatInt(COST_CALLS)} calls, by model, ${formatRows(c.rows)}`,
    columns: [
      { name: 'Model' },
      { name: 'Tokens', align: 'left' },
      ...c.items.map((item): Column => {
        const name = rowName(item);
        return {
          name,
          unit,
          quantities: [
            { name, unit: 'tokens' },
            { name, unit },
          ],
        };
      }),
    ],
    rows: c.models.map((f) => [
      cell(f.model.name),
      f.words ? { ...cell(countedWords(f)), lines: [countedWords(f), f.words] } : cell(countedWords(f)),
      ...c.items.map((_, i): Cell => {
        const tokens = f.tokens[i] ?? null;
        const cost = f.cost[i] ?? null;
        if (tokens === null) return { ...cell(f.failed ? 'did not load' : ''), values: [null, null] };
        // Money from estimated tokens is an estimate too, and says so as its tokens do.
        const money =
          cost === null || f.model.currency === null
            ? 'no price'
            : `${f.kind === 'exact' ? '' : '≈ '}${formatCost(cost, f.model.currency)}`;
        const words = tokensWords(f, i);
        return { value: cost, text: `${money} · ${words}`, lines: [money, words], values: [tokens, cost] };
      }),
    ]),
    notes: [
      `Each cell: the input cost of ${formatInt(COST_CALLS)} calls each reading the response at ${scaleWords(c)} once, at the model's list input price (no prompt cache), then its tokens; ≈ marks a cost of estimated tokens.`,
      'Exact: counted with the model’s own tokenizer. An estimate: Claude and Gemini counted with cl100k_base, or that count × the median ratio of a loaded log of the same model (p10–p90 of its requests beside it).',
      'No price: an open-weight model has no maker’s list price; choose it in the sidebar and type one.',
    ],
  };
}
