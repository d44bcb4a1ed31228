/**
 * The session tables, built once: `npm run session` prints them and the page's sessions view shows
 * them (with their Markdown and CSV exports): the window per step, the second seed article's
 * before/after table, and the biggest blocks.
 */
import { formatPercentage, percentOf } from '../../analysis/percent.ts';
import type { Percentage } from '../../analysis/percent.ts';
import type { BiggestBlocks } from '../../sessions/blocks.ts';
import type { BeforeAfter } from '../../sessions/compare.ts';
import { SESSION_FORMAT_NAMES, SESSION_PART_NAMES, SESSION_PARTS } from '../../sessions/model.ts';
import { notInLogWords, splitNotInLog } from '../../sessions/not-in-log.ts';
import type { SessionProfile } from '../../sessions/profile.ts';
import { formatInt, formatSigned } from '../../format/numbers.ts';
import { stepList } from '../view-verdict.ts';
import type { CurrencyCode } from '../../money/prices.ts';
import { formatAmount } from '../../money/currency.ts';
import { NO_PRICE } from '../../money/choice.ts';
import { countsExactness } from '../../models/exactness.ts';
import { REASONING_RECORDED } from '../../sessions/model.ts';
import type { Cell, ExportTable } from '../table.ts';
import { cell, percentValues } from '../table.ts';

const int = (n: number): Cell => cell(formatInt(n), n);
const orDash = (n: number | null): Cell => (n === null ? cell('–') : int(n));

/**
 * The profile, one row per step: the window's tokens by part, their sum, the recorded input and the
 * difference not in the log, split into fixed part and beyond (see `not-in-log.ts`). Parts no step
 * holds are left out.
 */
export function sessionProfileTable(profile: Omit<SessionProfile, 'itemTokens'>): ExportTable {
  const parts = SESSION_PARTS.filter((p) => profile.steps.some((s) => s.parts[p] > 0));
  const split = splitNotInLog(profile.steps);
  const base = split.baseStep === null ? 'step 1' : `step ${formatInt(split.baseStep)}`;
  const estimate = countsExactness(profile.model, profile.encoding).text;
  const signed = (n: number | null): Cell => (n === null ? cell('–') : cell(formatSigned(n), n));
  // Codex logs record reasoning tokens that stay in the window: a part of its own, not in "not in the log".
  const reasoning = profile.steps.some((s) => s.reasoning > 0);
  return {
    title: `Window per step (${profile.encoding}, ${SESSION_FORMAT_NAMES[profile.format]})`,
    columns: [
      { name: 'Step', quantities: [{ name: 'Step' }, { name: 'After compaction' }] },
      ...parts.map((p) => ({ name: SESSION_PART_NAMES[p], unit: 'tokens' })),
      { name: 'Counted', unit: 'tokens' },
      { name: 'Recorded', unit: 'tokens' },
      ...(reasoning ? [{ name: REASONING_RECORDED, unit: 'tokens' }] : []),
      { name: 'Not in the log', unit: 'tokens' },
      { name: `of which fixed (${base}'s)`, unit: 'tokens' },
      { name: `of which beyond ${base}'s`, unit: 'tokens' },
    ],
    rows: profile.steps.map((s, i) => [
      {
        ...cell(`${formatInt(s.step)}${s.afterCompaction ? ' (after compaction)' : ''}`, s.step),
        values: [s.step, s.afterCompaction],
      },
      ...parts.map((p) => int(s.parts[p])),
      int(s.counted),
      orDash(s.recorded),
      ...(reasoning ? [int(s.reasoning)] : []),
      signed(s.notInLog),
      signed(split.steps[i]!.fixed),
      signed(split.steps[i]!.beyond),
    ]),
    notes: [
      estimate,
      reasoning
        ? `Counted: the texts the log shows, counted with ${profile.encoding}. Recorded: the input the log says the request had (the model's own count). ${REASONING_RECORDED}: the reasoning_output_tokens the log recorded for the earlier requests of the turn, which stay in the window. Not in the log: recorded − counted − reasoning, the fixed part plus the part beyond it.`
        : `Counted: the texts the log shows, counted with ${profile.encoding}. Recorded: the input the log says the request had (the model's own count). Not in the log: recorded − counted, the fixed part plus the part beyond it.`,
      notInLogWords(profile),
    ],
  };
}

/**
 * What the window holds at one step: each part's tokens and share of the counted input, the sum,
 * and where logged, the recorded input and what it does not show.
 * @throws RangeError when the profile has no step `step` (1-based).
 */
export function windowAtStepTable(profile: Omit<SessionProfile, 'itemTokens'>, step: number): ExportTable {
  const at = profile.steps.find((s) => s.step === step);
  if (!at) throw new RangeError(`no step ${step}: the session has ${profile.steps.length} steps`);
  const denominator = `step ${formatInt(step)}'s counted input`;
  const share = (tokens: number): Cell => {
    const p = percentOf(tokens, at.counted, denominator);
    return { ...cell(formatPercentage(p), percentValues(p)[0]), values: percentValues(p) };
  };
  const rows: Cell[][] = SESSION_PARTS.filter((p) => at.parts[p] > 0).map((p) => [
    cell(SESSION_PART_NAMES[p]),
    int(at.parts[p]),
    share(at.parts[p]),
  ]);
  rows.push([cell('Counted (the window the log shows)'), int(at.counted), share(at.counted)]);
  if (at.recorded !== null) rows.push([cell('Recorded by the log'), int(at.recorded), cell('')]);
  if (at.reasoning > 0) rows.push([cell(`${REASONING_RECORDED}, in the recorded input`), int(at.reasoning), cell('')]);
  const split = splitNotInLog(profile.steps);
  const parts = split.steps[profile.steps.indexOf(at)]!;
  if (at.notInLog !== null && parts.fixed !== null && parts.beyond !== null) {
    const base = `step ${formatInt(split.baseStep!)}`;
    rows.push(
      [
        cell(
          at.reasoning > 0 ? 'Not in the log (recorded − counted − reasoning)' : 'Not in the log (recorded − counted)',
        ),
        cell(formatSigned(at.notInLog), at.notInLog),
        cell(''),
      ],
      [cell(`of which fixed (${base}'s)`), cell(formatSigned(parts.fixed), parts.fixed), cell('')],
      [cell(`of which beyond ${base}'s`), cell(formatSigned(parts.beyond), parts.beyond), cell('')],
    );
  }
  return {
    title: `The window at step ${formatInt(step)} of ${formatInt(profile.steps.length)} (${profile.encoding})`,
    columns: [
      { name: 'Part' },
      { name: 'In the window', unit: 'tokens' },
      { name: 'Share', unit: 'percent', quantities: [{ name: 'Share', unit: '%' }, { name: 'Denominator' }] },
    ],
    rows,
    notes: at.afterCompaction ? ['The window restarted (a compaction) just before this step.'] : [],
  };
}

/**
 * `191,111 fewer (37.64 % of no compaction)`, `12 more`, `no change`: the difference of the shown
 * figures; its raw values the tokens saved (before − after), the percentage and its denominator.
 */
function change(before: number, after: number, percent?: Percentage): Cell {
  const d = Math.round(before) - Math.round(after);
  const words = d === 0 ? 'no change' : `${formatInt(Math.abs(d))} ${d > 0 ? 'fewer' : 'more'}`;
  return {
    ...cell(percent ? `${words} (${formatPercentage(percent)})` : words, d),
    values: [d, ...(percent ? percentValues(percent) : [null, null])],
  };
}

/**
 * The second seed article's table: total, mean and median input tokens per step, before and after
 * (the run as logged and its replay with a strategy, or two runs of the same task); `columns`
 * names the two columns (`As logged`, `With the strategy` for a replay).
 */
export function beforeAfterTable(
  table: BeforeAfter,
  beforeName: string,
  afterName: string,
  note?: string,
  currency?: CurrencyCode,
  columns: readonly [string, string] = ['Before', 'After'],
): ExportTable {
  const money = (amount: number) => formatAmount(amount, currency);
  const { before, after } = table;
  const percent = table.change.percent;
  const row = (name: string, b: number, a: number, p?: Percentage): Cell[] => [
    cell(name),
    int(Math.round(b)),
    int(Math.round(a)),
    change(b, a, p),
  ];
  return {
    title: `${comparedSteps(table)}: ${beforeName} against ${afterName}`,
    columns: [
      { name: 'Metric' },
      { name: columns[0], unit: 'tokens' },
      { name: columns[1], unit: 'tokens' },
      {
        name: 'Change',
        align: 'left',
        quantities: [{ name: 'Saved', unit: 'tokens' }, { name: 'Saved', unit: '%' }, { name: 'Denominator' }],
      },
    ],
    rows: [
      row('Total input tokens', before.total, after.total, percent),
      row('Average tokens per step', before.mean, after.mean),
      row('Median tokens per step', before.median, after.median),
    ],
    notes: [
      ...(note ? [note] : []),
      table.cost
        ? `Input cost of these steps, modelled with the prompt cache: ${money(table.cost.before)} ${columns[0].toLowerCase()}, ${money(table.cost.after)} ${columns[1].toLowerCase()}${currency ? '' : " (the prices' currency)"}; a rewrite of early text is paid in full from there on.`
        : `Input cost of these steps: ${NO_PRICE}.`,
    ],
  };
}

/** `All 86 steps`, `The 1 step`, `First 25 of 86 steps`: which steps a comparison covers. */
export function comparedSteps(table: Pick<BeforeAfter, 'steps' | 'runSteps'>): string {
  if (table.steps < table.runSteps) return `First ${formatInt(table.steps)} of ${formatInt(table.runSteps)} steps`;
  return table.steps === 1 ? 'The 1 step' : `All ${formatInt(table.steps)} steps`;
}

/** The columns of a replay's before/after table: the run as its log holds it, then replayed. */
export const REPLAY_COLUMNS = ['As logged', 'With the strategy'] as const;

/**
 * What a replay's totals hold, said under its before/after table (page and command line): with
 * or without what the log does not show, and the log's own compactions (`compactions`, 1-based
 * steps that follow one), which the as-logged line drops at and the replay keeps.
 */
export function replayNote(loggedOnly: boolean, compactions: readonly number[] = []): string {
  const what = loggedOnly
    ? 'Only the texts the log shows are replayed.'
    : 'Each request also carries what the log does not show (recorded − counted), unchanged by the strategy.';
  if (compactions.length === 0) return `${what} The log has no compaction of its own.`;
  return `${what} The log compacted its own window before ${stepList(compactions)}: the as-logged line drops there, and the replay keeps ${compactions.length === 1 ? 'that compaction' : 'those compactions'}.`;
}

/**
 * The biggest tool results by carried cost (tokens × the requests that carry them), at most `top`:
 * each with its tool, what its call was aimed at (file, command, URL, pattern) and the step that
 * first read it, so two results of one tool are told apart.
 */
export function biggestBlocksTable(blocks: BiggestBlocks, top = 10): ExportTable {
  return {
    title: `The biggest blocks: tool results by carried cost (top ${formatInt(top)})`,
    columns: [
      { name: 'Tool' },
      { name: 'Target' },
      { name: 'First read', unit: 'step' },
      { name: 'Result', unit: 'tokens' },
      { name: 'Carried by', unit: 'requests' },
      { name: 'Carried cost', unit: 'tokens' },
    ],
    rows: blocks.byCarried
      .slice(0, top)
      .map((b) => [
        cell(b.tool),
        cell(b.target ?? '–'),
        orDash(b.step),
        int(b.tokens),
        int(b.carriedBy),
        int(b.carriedTokens),
      ]),
    notes: [
      'Target: what the call was aimed at, from its input (a file path, the first line of a command, a URL, a pattern; else its first text argument).',
      'Carried cost: the result’s tokens × the requests whose window holds it.',
    ],
  };
}
