import { formatPercentage } from '../analysis/percent.ts';
import { formatInt, formatSigned } from '../export/format.ts';
import type { ExportTable } from '../export/table.ts';
import type { BiggestBlocks } from './blocks.ts';
import type { BeforeAfter } from './compare.ts';
import { SESSION_FORMAT_NAMES, SESSION_PART_NAMES, SESSION_PARTS } from './model.ts';
import type { SessionProfile } from './profile.ts';

/** `1,234` or `–` for a missing value. */
const cell = (n: number | null) => (n === null ? '–' : formatInt(n));

/**
 * The profile, one row per step: the window's tokens counted by part, their sum, the input the
 * log recorded and the difference ("not in the log"). Parts no step holds are left out.
 */
export function sessionProfileTable(profile: SessionProfile): ExportTable {
  const parts = SESSION_PARTS.filter((p) => profile.steps.some((s) => s.parts[p] > 0));
  const estimate = profile.estimate
    ? `Counts are estimates: ${profile.model ?? 'the model'} does not use ${profile.encoding}.`
    : `Counts are exact for ${profile.model ?? 'the model'} (an OpenAI model).`;
  return {
    title: `Window per step (${profile.encoding}, ${SESSION_FORMAT_NAMES[profile.format]})`,
    columns: [
      'Step',
      ...parts.map((p) => `${SESSION_PART_NAMES[p]} (tokens)`),
      'Counted (tokens)',
      'Recorded (tokens)',
      'Not in the log (tokens)',
    ],
    rows: profile.steps.map((s) => [
      `${formatInt(s.step)}${s.afterCompaction ? ' (after compaction)' : ''}`,
      ...parts.map((p) => formatInt(s.parts[p])),
      formatInt(s.counted),
      cell(s.recorded),
      s.notInLog === null ? '–' : formatSigned(s.notInLog),
    ]),
    notes: [
      estimate,
      'Recorded: the input the log says the request had (its own tokenizer). Not in the log: recorded − counted (system prompt, tool definitions, opaque reasoning the log does not show).',
      profile.recordedToCounted === null
        ? 'No step has a recorded input.'
        : `Recorded ÷ counted over the steps with a record: ${profile.recordedToCounted.toFixed(3)}.`,
    ],
  };
}

/** `191,111 fewer (37.64 % of no compaction)`, `12 more`, `no change`. */
function change(before: number, after: number, percent?: string): string {
  // The difference of the numbers as shown, so the row adds up.
  const d = Math.round(before) - Math.round(after);
  const words = d === 0 ? 'no change' : `${formatInt(Math.abs(d))} ${d > 0 ? 'fewer' : 'more'}`;
  return percent ? `${words} (${percent})` : words;
}

/**
 * The second seed article's table: total, mean and median input tokens per step, before and after
 * (a replay without and with a strategy, or two runs of the same task).
 */
export function beforeAfterTable(
  table: BeforeAfter,
  beforeName: string,
  afterName: string,
  note?: string,
): ExportTable {
  const { before, after } = table;
  return {
    title: `First ${formatInt(table.steps)} ${table.steps === 1 ? 'step' : 'steps'}: ${beforeName} against ${afterName}`,
    columns: ['Metric', 'Before (tokens)', 'After (tokens)', 'Change'],
    rows: [
      [
        'Total input tokens',
        formatInt(before.total),
        formatInt(after.total),
        change(before.total, after.total, formatPercentage(table.change.percent)),
      ],
      [
        'Average tokens per step',
        formatInt(Math.round(before.mean)),
        formatInt(Math.round(after.mean)),
        change(before.mean, after.mean),
      ],
      [
        'Median tokens per step',
        formatInt(Math.round(before.median)),
        formatInt(Math.round(after.median)),
        change(before.median, after.median),
      ],
    ],
    notes: [
      ...(note ? [note] : []),
      `Input cost of these steps with the prompt cache: ${table.cost.before.toFixed(4)} before, ${table.cost.after.toFixed(4)} after (the prices' currency); a rewrite of early text is paid in full from there on.`,
    ],
  };
}

/** The biggest tool results by carried cost (tokens × the requests that carry them), at most `top`. */
export function biggestBlocksTable(blocks: BiggestBlocks, top = 10): ExportTable {
  return {
    title: `The biggest blocks: tool results by carried cost (top ${formatInt(top)})`,
    columns: ['Tool', 'Result (tokens)', 'Carried by (requests)', 'Carried cost (tokens)'],
    rows: blocks.byCarried
      .slice(0, top)
      .map((b) => [b.tool, formatInt(b.tokens), formatInt(b.carriedBy), formatInt(b.carriedTokens)]),
    notes: ['Carried cost: the result’s tokens × the requests whose window holds it.'],
  };
}
