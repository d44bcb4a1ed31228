/**
 * The review snapshot: one page of Markdown with the link, the settings and every view's numbers,
 * for a pull request or a design review. Pure formatting of results computed elsewhere (the
 * ladder from the worker, the savings and break-evens from `state/derived.ts`, the growth totals
 * from `state/growth.ts`); nothing here computes a number.
 */
import { HORIZONS } from '../analysis/break-even.ts';
import type { BreakEven } from '../analysis/break-even.ts';
import type { Move, MoveSaving, OrderingPath } from '../analysis/moves.ts';
import { MOVES } from '../analysis/moves.ts';
import { formatPercentage } from '../analysis/percent.ts';
import type { MoveBreakEven, SessionText } from '../analysis/session-texts.ts';
import type { Ladder, LadderScale, RungSize } from '../ladder/ladder.ts';
import { TRANSPORT_INFO } from '../mcp/revisions.ts';
import type { Transport } from '../mcp/revisions.ts';
import { REPRESENTATIONS } from '../representations.ts';
import type { Representation } from '../representation.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import type { Growth } from '../conversation/growth.ts';
import { formatInt, formatQueries, formatRowList, formatRows, formatSigned, formatTokens } from './format.ts';
import type { ExportTable } from './table.ts';
import { tableToMarkdown } from './table.ts';

/** What the user chose, as the snapshot's settings section lists it. */
export interface SnapshotSettings {
  /** Where the records come from: `built-in task-tracker fixture`, or the files' names. */
  data: string;
  encoding: EncodingName;
  /** The fields kept, in the user's order. */
  fields: string[];
  /** The scales shown, in rows. */
  scales: number[];
  /** Ids of the added formats (`csv`, `toon`). */
  formats: string[];
  /** The transport chosen in the sidebar. */
  transport: Transport;
}

/** Everything the snapshot shows, each part as the page's selectors computed it. */
export interface SnapshotInput {
  /** The page's address with its settings (the link that reproduces every number). */
  link: string;
  settings: SnapshotSettings;
  ladder: Ladder;
  /** Tokens of the L5 alias legend (the ladder answer's `legend`), when known. */
  legendTokens?: number;
  /** `currentSavings`: every move at every scale, scale by scale in the ladder's order. */
  savings: MoveSaving[][];
  /** `currentOrdering`: minify-then-project against project-then-minify at the detail scale. */
  ordering?: [OrderingPath, OrderingPath];
  /** The detail scale's row count (`detailScale`): ordering, break-even and per-call rows are at it. */
  detailRows?: number;
  /** `sessionTexts`: the texts read once per session, with their tokens; undefined while counting. */
  sessionTexts?: SessionText[];
  /** `currentBreakEvens`: every move's break-even at the detail scale; undefined while counting. */
  breakEvens?: MoveBreakEven[];
  /** `computeGrowth`'s result with the simulator's limit and prices, when the growth view is in use. */
  growth?: { result: Growth; limit: number; price: number; cachedPrice: number };
}

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const isRung = (id: string) => /^L\d$/.test(id);

/** `L0 Pretty JSON, full` for a rung, `CSV` for a format. */
function repName(r: Representation): string {
  return isRung(r.id) ? `${r.id} ${r.name}` : r.name;
}

/** `L1 → L3 projection, minified`. */
function moveTitle(move: Pick<Move, 'from' | 'to' | 'name'>): string {
  return `${move.from} → ${move.to} ${move.name}`;
}

/** The rungs, then the added formats the ladder carries, in registry order (as the page shows them). */
function shown(ladder: Ladder): Representation[] {
  const added = new Set(Object.keys(ladder.scales[0]?.formats ?? {}));
  return REPRESENTATIONS.filter((r) => isRung(r.id) || added.has(r.id));
}

function sizeAt(scale: LadderScale, id: string): RungSize | undefined {
  return (scale.rungs as Record<string, RungSize>)[id] ?? scale.formats?.[id];
}

/** A transport's name with its revision: `MCP (2025 shape)`, `MCP 2026-07-28`. */
function transportName(transport: Transport): string {
  const info = TRANSPORT_INFO[transport];
  if (!info.revision || info.name.includes(info.revision)) return info.name;
  return `${info.name}, revision ${info.revision}`;
}

function breakEvenText(b: BreakEven): string {
  return b.pays ? formatQueries(b.queries) : 'never pays back';
}

/** `5, 20 and 100`: ids or names as one phrase. */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

function settingsSection({ settings }: SnapshotInput): string[] {
  const formats = settings.formats.map((id) => REPRESENTATIONS.find((r) => r.id === id)?.name ?? id);
  return [
    '## Settings',
    '',
    `- Data: ${settings.data}`,
    `- Encoding: ${settings.encoding}`,
    `- Fields kept, in order: ${settings.fields.length === 0 ? 'none' : settings.fields.join(', ')} (${formatInt(settings.fields.length)} ${settings.fields.length === 1 ? 'field' : 'fields'})`,
    `- Scales: ${formatRowList(settings.scales)}`,
    `- Added formats: ${formats.length === 0 ? 'none' : listOf(formats)}`,
    `- Transport: ${transportName(settings.transport)}`,
  ];
}

function ladderTable(ladder: Ladder): ExportTable {
  const reps = shown(ladder);
  return {
    title: `Tokens per rung and scale (${ladder.encoding})`,
    columns: ['Scale', ...reps.map((r) => `${isRung(r.id) ? r.id : r.name} (tokens)`)],
    rows: ladder.scales.map((s) => [
      formatRows(s.rows),
      ...reps.map((r) => (sizeAt(s, r.id) ? formatInt(sizeAt(s, r.id)!.tokens) : '–')),
    ]),
    notes: [
      `Each cell: ${ladder.encoding} tokens of the whole response (the payload alone, without any transport).`,
      `Rungs: ${reps
        .filter((r) => isRung(r.id))
        .map((r) => `${r.id} ${r.name}`)
        .join('; ')}.`,
    ],
  };
}

function ladderSection(input: SnapshotInput): string[] {
  const lines = ['## Ladder', '', tableToMarkdown(ladderTable(input.ladder)).trimEnd()];
  if (input.legendTokens !== undefined)
    lines.push('', `L5's alias legend, read once per session: ${formatTokens(input.legendTokens)}.`);
  return lines;
}

function savingsSection(input: SnapshotInput): string[] {
  const { ladder, savings } = input;
  const table: ExportTable = {
    title: 'Tokens saved by each move',
    columns: ['Move', ...ladder.scales.map((s) => `${formatRows(s.rows)}`)],
    rows: MOVES.map((move, m) => [
      moveTitle(move),
      ...savings.map((row) => {
        const s = row[m];
        return s
          ? `${formatTokens(s.saved)} (${formatPercentage(s.percent)}; ${formatInt(s.before)} → ${formatInt(s.after)} tokens)`
          : '–';
      }),
    ]),
    notes: [
      `Each cell: ${ladder.encoding} tokens saved per response, the saving as a percentage of the move's source rung (its denominator), and the sizes before → after.`,
    ],
  };
  const lines = ['## Savings', '', tableToMarkdown(table).trimEnd()];
  if (input.ordering) {
    const [first] = input.ordering;
    const rows: string[][] = input.ordering.flatMap((path) =>
      path.steps.map((step) => [
        path.name,
        moveTitle(step.move),
        formatTokens(step.saved),
        formatPercentage(step.percent),
      ]),
    );
    rows.push([
      'either order',
      moveTitle({ ...first.total.move, name: 'cumulative' }),
      formatTokens(first.total.saved),
      formatPercentage(first.total.percent),
    ]);
    lines.push(
      '',
      tableToMarkdown({
        title: `Why one operation has two percentages (${formatRows(first.total.rows)})`,
        columns: ['Order', 'Step', 'Tokens saved', 'Percentage'],
        rows,
        notes: [
          "Each step's percentage is of what the step before it left; the cumulative saving is the same either way.",
        ],
      }).trimEnd(),
    );
  }
  return lines;
}

function breakEvenSection(input: SnapshotInput): string[] {
  const at = input.breakEvens?.[0]?.rows ?? input.detailRows;
  const lines = ['## Break-even', ''];
  if (input.sessionTexts) {
    lines.push('Texts read once per session:', '');
    for (const t of input.sessionTexts) {
      lines.push(
        `- ${t.name}: ${formatTokens(t.tokens)}${t.neededBy.length > 0 ? `, needed by ${listOf([...t.neededBy])}` : ', needed by no rung'}`,
      );
    }
    lines.push('');
  }
  if (!input.breakEvens) {
    lines.push('Not available yet: a session text is still being counted.');
    return lines;
  }
  lines.push(
    tableToMarkdown({
      title: `Break-even per move${at !== undefined ? ` (${formatRows(at)})` : ''}`,
      columns: [
        'Move',
        'One-time cost (tokens)',
        'Saving per query (tokens)',
        'Break-even',
        ...HORIZONS.map((n) => `Net after ${formatQueries(n)} (tokens)`),
      ],
      rows: input.breakEvens.map((b) => [
        moveTitle(b.move),
        formatInt(b.oneTime),
        formatSigned(b.savingPerQuery),
        breakEvenText(b.breakEven),
        ...HORIZONS.map((n) => {
          const net = b.net.find((x) => x.queries === n);
          return net ? formatSigned(net.tokens) : '–';
        }),
      ]),
      notes: [
        'Break-even: ⌊C ÷ s⌋ + 1 queries for a one-time cost of C tokens and a saving of s tokens per query; net after N queries: N × s − C.',
      ],
    }).trimEnd(),
  );
  return lines;
}

function transportSection(input: SnapshotInput): string[] {
  const { ladder } = input;
  const scale = ladder.scales.find((s) => s.rows === input.detailRows) ?? ladder.scales.find((s) => s.calls);
  if (!ladder.transport || !scale?.calls) return [];
  const calls = scale.calls;
  const reps = shown(ladder);
  return [
    '## Transport',
    '',
    tableToMarkdown({
      title: `One call over ${transportName(ladder.transport)} and as a command line (${formatRows(scale.rows)})`,
      columns: [
        'Rung or format',
        'Request (tokens)',
        'Result (tokens)',
        'Total (tokens)',
        'Command (tokens)',
        'Payload (tokens)',
        'Overhead (tokens, MCP − command line)',
        'Quotes in payload (characters)',
      ],
      rows: reps.map((r) => {
        const c = calls[r.id];
        if (!c) return [repName(r), '–', '–', '–', '–', '–', '–', '–'];
        return [
          repName(r),
          formatInt(c.request),
          formatInt(c.result),
          formatInt(c.total),
          formatInt(c.commandLine),
          formatInt(c.payload),
          formatSigned(c.overhead),
          formatInt(c.quotes),
        ];
      }),
      notes: [
        `${ladder.encoding} tokens. Overhead = (request + result) − (command + payload); every " in the payload is escaped inside the MCP text block.`,
      ],
    }).trimEnd(),
  ];
}

function growthSection(input: SnapshotInput): string[] {
  if (!input.growth) return [];
  const { result, limit, price, cachedPrice } = input.growth;
  if (!result.ready) return ['## Conversation growth', '', `Not available: ${result.reason}.`];
  const steps = result.series[0]?.summary.steps ?? 0;
  const lines = ['## Conversation growth', ''];
  for (const w of result.warnings) lines.push(`> ${w}`, '');
  lines.push(
    tableToMarkdown({
      title: `Totals over ${formatInt(steps)} ${steps === 1 ? 'step' : 'steps'}`,
      columns: [
        'Series',
        'Total (input tokens)',
        'Mean (tokens per step)',
        'Median (tokens per step)',
        'Saved (tokens)',
        'Saved (share)',
        `Over ${formatInt(limit)} tokens (from step)`,
        'Cost per session',
      ],
      rows: result.series.map((s) => [
        s.name,
        formatInt(s.summary.total),
        formatInt(Math.round(s.summary.mean)),
        formatInt(Math.round(s.summary.median)),
        s.saving ? formatInt(s.saving.saved) : '–',
        s.saving ? formatPercentage(s.saving.percent) : '–',
        s.crossesLimitAt ? formatInt(s.crossesLimitAt) : 'never',
        money.format(s.cost),
      ]),
      notes: [
        `Input tokens summed over every request of one session (${input.ladder.encoding}). Cost at ${money.format(price)} per million input tokens and ${money.format(cachedPrice)} per million cached input tokens (the price's currency).`,
      ],
    }).trimEnd(),
  );
  return lines;
}

/**
 * The review snapshot as Markdown: the link, the settings, the ladder, the savings (with the
 * ordering comparison), the break-even table, the per-call costs when calls were costed, and the
 * conversation-growth totals when given. Every percentage names its denominator; every number has
 * thousands separators and its unit (in the cell or the column's header).
 */
export function reviewSnapshot(input: SnapshotInput): string {
  const sections = [
    ['# Context cost review snapshot', '', `Link: <${input.link}>`],
    settingsSection(input),
    ladderSection(input),
    savingsSection(input),
    breakEvenSection(input),
    transportSection(input),
    growthSection(input),
  ].filter((s) => s.length > 0);
  return sections.map((s) => s.join('\n')).join('\n\n') + '\n';
}
