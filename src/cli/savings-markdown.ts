/**
 * The Markdown report of `npm run savings`: pure formatting of a computed {@link SavingsReport}
 * (every number in it comes from `src/core/analysis` through `src/state/derived.ts`, as on the page).
 */
import { HORIZONS } from '../core/analysis/break-even.ts';
import type { BreakEven } from '../core/analysis/break-even.ts';
import type { Move, MoveSaving, OrderingPath } from '../core/analysis/moves.ts';
import { formatPercentage } from '../core/analysis/percent.ts';
import type { MoveBreakEven, SessionText } from '../core/analysis/session-texts.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import { formatCount } from './markdown.ts';

/** A session text as the report lists it: the counted text and where it came from. */
export interface ReportedSessionText extends SessionText {
  /** The file it was read from; undefined when generated (schema response, alias legend). */
  file: string | undefined;
}

/** What the savings and break-even views show, computed for one ladder. */
export interface SavingsReport {
  encoding: EncodingName;
  fields: string[];
  /** The detail scale's row count: the ordering comparison and the break-even table are at it. */
  at: number;
  /** Every move of MOVES at every scale, scale by scale in the ladder's order (savingsTable). */
  savings: MoveSaving[][];
  /** Minify-then-project and project-then-minify at the detail scale (orderingComparison). */
  ordering: [OrderingPath, OrderingPath];
  /** The session texts the break-even counts, with their token counts. */
  sessionTexts: ReportedSessionText[];
  /** Every move's break-even at the detail scale, in MOVES order (moveBreakEven). */
  breakEvens: MoveBreakEven[];
}

/** The true minus sign (U+2212), as the break-even view writes negative numbers. */
export const MINUS = '\u2212';

/** A token difference with its sign always shown: `+179`, `−1`, `+1,234`; zero is plain `0`. */
export function formatSigned(n: number): string {
  if (n === 0) return '0';
  return n > 0 ? `+${formatCount(n)}` : `${MINUS}${formatCount(-n)}`;
}

/** `5 rows`, `1 row`, `2,000 rows`. */
export function formatRows(rows: number): string {
  return `${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}`;
}

/** `11 queries`, `1 query`, or `never pays back`. */
export function formatBreakEven(breakEven: BreakEven): string {
  if (!breakEven.pays) return 'never pays back';
  return `${formatCount(breakEven.queries)} ${breakEven.queries === 1 ? 'query' : 'queries'}`;
}

/**
 * `6,893 (70.31 % of L1)`: tokens saved, then the percentage with its denominator, as the
 * savings view writes them (a loss keeps the plain `-` of its number formatting: `-2 (-3.08 % of L4)`).
 */
export function formatSaving(saving: MoveSaving): string {
  return `${formatCount(saving.saved)} (${formatPercentage(saving.percent)})`;
}

/** `L4 → L5 header aliases`. */
function moveTitle(move: Pick<Move, 'from' | 'to' | 'name'>): string {
  return `${move.from} → ${move.to} ${move.name}`;
}

/** Text for one Markdown line or table cell: `|` escaped, line breaks as spaces. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n|\r/g, ' ');
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/**
 * A table's header and alignment rows. `align` has one letter per column, `l` (left) or `r`
 * (right); without it the first column is left-aligned and the others right-aligned (numbers).
 */
function head(cells: readonly string[], align?: string): string[] {
  const right = (i: number) => (align === undefined ? i > 0 : align[i] === 'r');
  return [row(cells), row(cells.map((_, i) => (right(i) ? '---:' : '---')))];
}

/**
 * The report as Markdown, in the order of the page: a line naming the encoding and fields; the
 * savings table (one row per move, one column per scale, cells `saved (percent % of rung)`); the
 * ordering comparison at the detail scale; the session texts and their token counts; the
 * break-even table at the detail scale (one-time cost, signed saving per query, break-even, signed
 * net tokens after 1, 5, 10, 20, 50 and 100 queries). Sections are separated by blank lines; the
 * text ends with one `\n`.
 */
export function savingsMarkdown(report: SavingsReport): string {
  const lines: string[] = [];
  lines.push(`${report.encoding} tokens; fields: ${cell(report.fields.join(', '))}`, '');

  lines.push("Tokens saved per response by each move, and the saving as a percentage of the move's source rung:", '');
  const columns = report.savings.map((scale) => formatRows(scale[0]?.rows ?? 0));
  lines.push(...head(['move', ...columns]));
  const moves = report.savings[0]?.map((saving) => saving.move) ?? [];
  moves.forEach((move, m) => {
    lines.push(row([cell(moveTitle(move)), ...report.savings.map((scale) => formatSaving(scale[m]!))]));
  });
  lines.push('');

  lines.push(
    `Ordering at ${formatRows(report.at)}: each step's percentage is of what the step before it left; the cumulative saving is the same either way.`,
    '',
  );
  lines.push(...head(['order', 'first step', 'second step', 'cumulative'], 'llll'));
  for (const path of report.ordering) {
    const step = (s: MoveSaving, name: string) => `${s.move.from} → ${s.move.to} ${name}: ${formatSaving(s)}`;
    lines.push(
      row([
        cell(path.name),
        ...path.steps.map((s) => cell(step(s, s.move.name))),
        cell(step(path.total, 'cumulative')),
      ]),
    );
  }
  lines.push('');

  lines.push('Session texts, read once per session:', '');
  lines.push(...head(['text', 'source', 'tokens', 'needed by'], 'llrl'));
  for (const text of report.sessionTexts) {
    const neededBy = text.neededBy.length > 0 ? text.neededBy.join(', ') : '(none)';
    lines.push(row([cell(text.name), cell(text.file ?? 'generated'), formatCount(text.tokens), neededBy]));
  }
  lines.push('');

  lines.push(
    `Break-even at ${formatRows(report.at)}: a move's one-time cost is the session texts its destination rung needs and its source rung does not.`,
    '',
  );
  const [first, ...rest] = HORIZONS;
  lines.push(
    ...head(['move', 'one-time cost', 'saving per query', 'break-even', `net after ${first}`, ...rest.map(String)]),
  );
  for (const result of report.breakEvens) {
    lines.push(
      row([
        cell(moveTitle(result.move)),
        formatCount(result.oneTime),
        formatSigned(result.savingPerQuery),
        formatBreakEven(result.breakEven),
        ...result.net.map((net) => formatSigned(net.tokens)),
      ]),
    );
  }

  return lines.join('\n') + '\n';
}
