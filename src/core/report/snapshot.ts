/**
 * The review snapshot: one page of Markdown with the link, the settings and every view's numbers,
 * for a pull request or a design review. Each section is the view's own table
 * (`core/report/tables/`), the one the page shows and exports; nothing here computes a number.
 */
import { neededByWords } from './session-text-roles.ts';
import type { EstimateContext } from '../models/calibration-words.ts';
import type { LosingMove } from '../analysis/losing-moves.ts';
import type { ScalingSeries } from '../analysis/current.ts';
import type { MoveSaving, OrderingPath } from '../analysis/moves.ts';
import type { Crossing } from '../analysis/scaling.ts';
import { responseScale } from '../analysis/per-response.ts';
import type { MoveBreakEven, SessionText } from '../analysis/session-texts.ts';
import type { Growth } from '../conversation/growth.ts';
import type { Ladder, LadderScale } from '../ladder/ladder.ts';
import type { Transport } from '../mcp/revisions.ts';
import { REPRESENTATIONS } from '../representation-list.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import { formatFields, formatRowList, formatTokens } from '../format/numbers.ts';
import type { PriceRow } from '../money/prices.ts';
import type { VerdictLine } from '../verdict/lines.ts';
import { priceSourceLine } from '../money/prices.ts';
import { NO_PRICE } from '../money/choice.ts';
import { hostSettingWords, transportName } from '../format/names.ts';
import type { HostSpec } from '../hosts/types.ts';
import type { ExportTable } from './table.ts';
import { tableToMarkdown } from './table.ts';
import { breakEvenTable } from './tables/break-even.ts';
import { growthTable } from './tables/growth.ts';
import { ladderTable } from './tables/ladder.ts';
import { baselineWords, canFit, fitTable, orderingTable, savingsTable } from './tables/savings.ts';
import type { Baseline } from '../analysis/moves.ts';
import { isWholeFormatId, wholeFormatById } from '../whole/formats.ts';
import type { ToolsListTokens } from './tables/transport.ts';
import { perCallTable, toolsListTable } from './tables/transport.ts';
import { hostToolsTable } from './tables/host-tools.ts';
import type { ToolSetCounts } from '../hosts/tool-set.ts';

/** What the user chose, as the snapshot's settings section lists it. */
export interface SnapshotSettings {
  /** Where the records come from: `built-in task-tracker fixture`, or the files' names. */
  data: string;
  encoding: EncodingName;
  /** The fields kept, in the user's order. */
  fields: string[];
  /**
   * The fields are the user's data (files they loaded): only how many are kept is printed, as a
   * field name is data and the snapshot goes into reviews (default false: the fixture's names).
   */
  fieldsAreData?: boolean;
  /** The scales shown, in rows. */
  scales: number[];
  /** Ids of the added formats (`csv`, `toon`). */
  formats: string[];
  /** The transport chosen in the sidebar. */
  transport: Transport;
  /** The host chosen in the sidebar: whose text of each MCP call is counted (default the JSON-RPC wire). */
  host?: HostSpec;
  /** Ids of the whole-response formats shown (`json-pretty`, `toon`); none when absent. */
  whole?: string[];
  /** What the savings' percentages are of (default each move's source rung). */
  baseline?: Baseline;
}

/** Everything the snapshot shows, each part as the page's selectors computed it. */
export interface SnapshotInput {
  /**
   * The page's plain link with these settings (`state/link/url.ts` `plainLink`): with the built-in
   * fixture it reproduces every number; with the user's data it carries no data.
   */
  link: string;
  settings: SnapshotSettings;
  ladder: Ladder;
  /** How the ladder view shows its table: each cell a whole call (an MCP transport is chosen), scales named by file. */
  ladderView?: { calls: boolean; labels: boolean };
  /** Tokens of the L5 alias legend as the session texts hold it (edited or generated), when known. */
  legendTokens?: number;
  /** `currentSavings`: every move at every scale, scale by scale in the ladder's order. */
  savings: MoveSaving[][];
  /** The transport when the savings and break-even numbers are call totals over it (`currentSavingsViews`); absent: payloads. */
  callsOver?: Transport | undefined;
  /** Percentages rounded to whole points, as the savings view's toggle asks (default false). */
  whole?: boolean;
  /** `currentScaling`: each rung's and format's fitted line and the crossings, when two or more row counts are shown. */
  scaling?: { series: ScalingSeries[]; crossings: { a: string; b: string; crossing: Crossing }[] };
  /** `currentOrdering`: minify-then-project against project-then-minify at the detail scale. */
  ordering?: [OrderingPath, OrderingPath];
  /** The detail scale's row count (`detailScale`): ordering, break-even and per-call rows are at it. */
  detailRows?: number;
  /** `sessionTexts`: the texts read once per session, with their tokens; undefined while counting. */
  sessionTexts?: SessionText[];
  /** `currentBreakEvens`: every move's break-even at the detail scale; undefined while counting. */
  breakEvens?: MoveBreakEven[];
  /**
   * The generated tools/list results and the schema response's tokens, once counted, and the
   * contract's tools as every host injects them (transport view).
   */
  tools?: { lists: ToolsListTokens[]; schemaTokens: number; set?: ToolSetCounts };
  /**
   * `computeGrowth`'s result with the simulator's limit and the price row it was costed at, when
   * the growth view is in use; `price` undefined and `noPrice` the words without a price (`noPriceWords`).
   */
  growth?: { result: Growth; limit: number; price: PriceRow | undefined; noPrice?: string };
  /** Own data's field names and alias legend left out at the user's choice: only how many fields are kept is said. */
  namesLeftOut?: boolean;
  /** The L5 alias legend's text (edited or generated), printed with the field names: it is part of the decision. */
  legendText?: string;
  /** `verdictLines(currentVerdict(…))`: the verdict card's lines, the snapshot's first section. */
  verdict?: VerdictLine[];
  /** `currentLosing`: the losing moves the ladder and savings tables note, as the page shows them (default none). */
  losing?: { ladder: LosingMove[]; savings: LosingMove[] };
  /** `nothingKept`'s message when no field is kept: the snapshot then shows no L2–L5 figure, as the page. */
  nothingKept?: string;
  /** The chosen model and a loaded log's calibration (`modelEstimate`): a Claude or Gemini model's counts say they are estimates, as the page. */
  estimate?: EstimateContext;
}

/** `5, 20 and 100`: ids or names as one phrase. */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/** The link back to the page, and what opening it shows. */
function linkSection({ link, settings }: SnapshotInput): string[] {
  return [
    `Link: <${link}>`,
    '',
    settings.fieldsAreData
      ? 'The link opens the page with these settings, not with your data (a plain link never carries it): load the same files there to see these numbers.'
      : 'The link opens the page with these settings and the same data: every number below.',
  ];
}

/** The verdict card's lines, when given. */
function verdictSection({ verdict }: SnapshotInput): string[] {
  return verdict ? ['## Verdict', '', ...verdict.map((line) => `- ${line.text}`)] : [];
}

function settingsSection({ settings, namesLeftOut }: SnapshotInput): string[] {
  const formats = settings.formats.map((id) => REPRESENTATIONS.find((r) => r.id === id)?.name ?? id);
  return [
    '## Settings',
    '',
    `- Data: ${settings.data}`,
    `- Encoding: ${settings.encoding}`,
    settings.fieldsAreData && namesLeftOut
      ? `- Fields kept: ${formatFields(settings.fields.length)} of your data, in your order (names left out at your choice)`
      : `- Fields kept, in order: ${settings.fields.length === 0 ? 'none' : settings.fields.join(', ')} (${formatFields(settings.fields.length)})`,
    `- Scales: ${formatRowList(settings.scales)}`,
    `- Added formats: ${formats.length === 0 ? 'none' : listOf(formats)}`,
    ...(settings.whole && settings.whole.length > 0
      ? [
          `- Whole-response formats: ${listOf(settings.whole.map((id) => (isWholeFormatId(id) ? wholeFormatById(id).name : id)))}`,
        ]
      : []),
    ...(settings.baseline && settings.baseline !== 'move'
      ? [`- Savings baseline: percentages of ${baselineWords(settings.baseline)}`]
      : []),
    `- Transport: ${transportName(settings.transport)}`,
    `- Host: ${hostSettingWords(settings.host ?? { id: 'wire' })}`,
  ];
}

/** A table as a snapshot section shows it: its Markdown without the closing line break. */
function markdown(table: ExportTable): string {
  return tableToMarkdown(table).trimEnd();
}

function ladderSection(input: SnapshotInput): string[] {
  const calls = (input.ladderView?.calls ?? false) && input.ladder.transport !== undefined;
  const lines = [
    '## Ladder',
    '',
    markdown(ladderTable(input.ladder, calls, input.ladderView?.labels ?? false, input.losing?.ladder, input.estimate)),
  ];
  if (input.legendTokens !== undefined)
    lines.push('', `L5's alias legend, read once per session: ${formatTokens(input.legendTokens)}.`);
  if (input.legendText !== undefined && !(input.settings.fieldsAreData && input.namesLeftOut))
    lines.push('', '```text', input.legendText, '```');
  return lines;
}

function savingsSection(input: SnapshotInput): string[] {
  const whole = input.whole ?? false;
  const baseline = input.settings.baseline ?? 'move';
  const lines = [
    '## Savings',
    '',
    markdown(
      savingsTable(
        input.ladder,
        input.savings,
        whole,
        baseline,
        input.callsOver,
        input.losing?.savings,
        input.estimate,
      ),
    ),
  ];
  if (input.ordering) {
    const rows = input.ordering[0].total.rows;
    lines.push(
      '',
      markdown(
        orderingTable(
          input.ordering,
          rows,
          whole,
          input.estimate && { encoding: input.ladder.encoding, estimate: input.estimate },
        ),
      ),
    );
  }
  if (input.scaling && canFit(input.ladder))
    lines.push('', markdown(fitTable(input.scaling.series, input.scaling.crossings)));
  return lines;
}

/** The detail scale: the one of `detailRows` rows, else the first with calls when `calls`, else the first. */
function detailOf(input: SnapshotInput, calls: boolean): LadderScale | undefined {
  const { scales } = input.ladder;
  return scales.find((s) => s.rows === input.detailRows) ?? (calls ? scales.find((s) => s.calls) : scales[0]);
}

function breakEvenSection(input: SnapshotInput): string[] {
  const ladderScale = detailOf(input, false);
  const scale = ladderScale && responseScale(ladderScale, input.callsOver !== undefined);
  const lines = ['## Break-even', ''];
  if (input.sessionTexts) {
    lines.push('Texts read once per session:', '');
    for (const t of input.sessionTexts) {
      lines.push(
        `- ${t.name}: ${formatTokens(t.tokens)}${t.neededBy.length > 0 ? `, needed by ${neededByWords(t.neededBy)}` : ', needed by no rung'}`,
      );
    }
    lines.push('');
  }
  if (!input.breakEvens) lines.push('A session text is still being counted.', '');
  if (scale)
    lines.push(
      markdown(
        breakEvenTable(
          scale,
          input.ladder.encoding,
          input.breakEvens,
          input.callsOver,
          input.ladder.host,
          input.estimate,
        ),
      ),
    );
  return lines;
}

function transportSection(input: SnapshotInput): string[] {
  const { ladder } = input;
  const scale = detailOf(input, true);
  if (!ladder.transport || !scale?.calls) return [];
  const lines = ['## Transport', '', markdown(perCallTable(ladder, scale))];
  if (input.tools) lines.push('', markdown(toolsListTable(input.tools.lists, input.tools.schemaTokens)));
  if (input.tools?.set)
    lines.push('', markdown(hostToolsTable(input.tools.set, input.settings.host?.id ?? 'wire', ladder.encoding)));
  return lines;
}

function growthSection(input: SnapshotInput): string[] {
  if (!input.growth) return [];
  const { result, limit, price, noPrice } = input.growth;
  if (!result.ready) return ['## Conversation growth', '', `Not available: ${result.reason}.`];
  const lines = ['## Conversation growth', ''];
  for (const w of result.warnings) lines.push(`> ${w}`, '');
  lines.push(
    markdown(growthTable(result.series, limit, price?.currency)),
    '',
    `${input.ladder.encoding} tokens. ${price ? `Cost at ${priceSourceLine(price)}` : `Cost: ${noPrice ?? NO_PRICE}`}.`,
  );
  return lines;
}

/**
 * The review snapshot as Markdown: link back, verdict, settings, ladder, savings, break-even,
 * per-call costs and growth when given; with no field kept, only why. Every percentage names its
 * denominator; every number has thousands separators and its unit.
 */
export function reviewSnapshot(input: SnapshotInput): string {
  const head = [
    ['# Context cost review snapshot', '', ...linkSection(input)],
    verdictSection(input),
    settingsSection(input),
  ];
  if (input.nothingKept)
    return [...head, ['## Nothing to count', '', input.nothingKept]].map((s) => s.join('\n')).join('\n\n') + '\n';
  const sections = [
    ...head,
    ladderSection(input),
    savingsSection(input),
    breakEvenSection(input),
    transportSection(input),
    growthSection(input),
  ].filter((s) => s.length > 0);
  return sections.map((s) => s.join('\n')).join('\n\n') + '\n';
}
