/**
 * The Transport view's tool tables, built once: the `tools/list` per tool and per host, and the
 * deferred-tools comparison, as the page shows and exports them and the review snapshot writes them.
 */
import { formatPercentage, percentOf } from '../../analysis/percent.ts';
import { HOSTS } from '../../hosts/profiles.ts';
import type { ToolSetCounts } from '../../hosts/tool-set.ts';
import { hostToolsOf } from '../../hosts/tool-set.ts';
import type { HostId } from '../../hosts/types.ts';
import type { DeferredReport, DeferredSession } from '../../mcp/deferred.ts';
import { formatCount, formatInt, formatTokens } from '../../format/numbers.ts';
import type { Cell, ExportTable } from '../table.ts';
import { cell, intCell, percentValues, signedCell } from '../table.ts';

export const HOST_TOOLS_TITLE = 'tools/list as each host injects it';
export const DEFERRED_TITLE = 'Deferred tools: tokens per session';

/** The row after the tools: what the whole list costs beyond its tools' definitions. */
export const ENVELOPE_ROW = '(envelope, brackets, indent)';

/** `Claude Code's tools/list`: the denominator of the shares, named. */
function listOf(host: HostId): string {
  return `${HOSTS[host].name}’s tools/list`;
}

/** `40.00 %` of `total`, with the denominator as the CSV's second value. */
function shareCell(tokens: number, total: number, host: HostId): Cell {
  const share = percentOf(tokens, total, listOf(host));
  const text = formatPercentage(share).replace(` of ${share.denominator}`, '');
  return { ...cell(text, Number.isFinite(share.value) ? share.value : null), values: percentValues(share) };
}

/**
 * The tools/list per tool (rows, in the server's order) and per host (columns, every profile),
 * then the envelope (the whole list minus its tools' definitions) and the whole list; the last
 * column is each row's share of the `chosen` host's whole list, that list's tokens in its header.
 */
export function hostToolsTable(set: ToolSetCounts, chosen: HostId, encoding: string): ExportTable {
  const chosenTotal = hostToolsOf(set, chosen).list.tokens;
  const names = set.hosts[0]?.tools.map((t) => t.name) ?? [];
  const rowOf = (name: string, tokensOf: (host: ToolSetCounts['hosts'][number]) => number, signed = false) => {
    const chosenTokens = tokensOf(hostToolsOf(set, chosen));
    return [
      cell(name),
      ...set.hosts.map((h) => (signed ? signedCell(tokensOf(h)) : intCell(tokensOf(h)))),
      shareCell(chosenTokens, chosenTotal, chosen),
    ];
  };
  const toolSum = (h: ToolSetCounts['hosts'][number]) => h.tools.reduce((sum, t) => sum + t.tokens, 0);
  return {
    title: HOST_TOOLS_TITLE,
    columns: [
      { name: 'Tool' },
      ...set.hosts.map((h) => ({ name: HOSTS[h.host].name, unit: 'tokens' })),
      {
        name: `Share, ${HOSTS[chosen].name}`,
        unit: `% of its tools/list, ${formatTokens(chosenTotal)}`,
        quantities: [{ name: `Share, ${HOSTS[chosen].name}`, unit: '%' }, { name: 'Denominator' }],
      },
    ],
    rows: [
      ...names.map((name, i) => rowOf(name, (h) => h.tools[i]!.tokens)),
      rowOf(ENVELOPE_ROW, (h) => h.list.tokens - toolSum(h), true),
      rowOf('tools/list', (h) => h.list.tokens),
    ],
    notes: [
      `${encoding} tokens of each tool's definition alone, as the host injects it (names prefixed mcp__${set.server}__ where the host does), and of the whole list; the envelope row is the whole list minus its tools.`,
      `JSON-RPC wire: the tools/list response as the seed article counts it (2-space indent). Custom template: counted as Responses function tools (a template for tools is not modelled). The API's own rendering of tools into the prompt is not public and not counted.`,
    ],
  };
}

/** The page's two inputs of the deferred comparison: definitions fetched per session, and sessions. */
export interface DeferredChoice {
  fetches: number;
  sessions: number;
}

/** The row of `fetches` definitions fetched (capped at every tool). */
export function deferredRow(report: DeferredReport, fetches: number): DeferredSession {
  return report.sessions[Math.max(0, Math.min(fetches, report.sessions.length - 1))]!;
}

/**
 * The break-even in words: in fetches per session (the most definitions a session may fetch with
 * deferring still cheaper, largest and smallest first), and in sessions, where there is none to
 * wait for: both costs recur every session, so deferring is cheaper from the first session or never.
 */
export function deferredBreakEven(report: DeferredReport, choice: DeferredChoice): string[] {
  const n = report.definitions.length;
  const words = (k: number, which: string): string =>
    k < 0
      ? `costs more before any definition is fetched`
      : k >= n
        ? `stays cheaper with all ${formatInt(n)} definitions fetched`
        : k === 0
          ? `is cheaper only with no definition fetched, the ${which} first`
          : `is cheaper up to ${formatCount(k, 'definition')} fetched per session, the ${which} first`;
  const row = deferredRow(report, choice.fetches);
  const least = row.upfront - row.deferredLeast;
  const most = row.upfront - row.deferredMost;
  const over = `over ${formatCount(choice.sessions, 'session')}`;
  const sessionWords = (saved: number) =>
    saved > 0
      ? `from the first session (${formatTokens(saved)} saved in each, ${formatTokens(saved * choice.sessions)} ${over})`
      : `never (${formatTokens(-saved)} more in each, ${formatTokens(-saved * choice.sessions)} ${over})`;
  const fetches =
    report.breakEvenMost === report.breakEvenLeast
      ? `deferring ${words(report.breakEvenMost, 'largest').replace(', the largest first', '')}, whichever are fetched`
      : `deferring ${words(report.breakEvenMost, 'largest')}, and ${words(report.breakEvenLeast, 'smallest')}`;
  return [
    `Break-even in fetches: ${fetches}.`,
    `Break-even in sessions at ${formatInt(row.fetches)} fetched per session: the smallest fetched, ${sessionWords(least)}; the largest fetched, ${sessionWords(most)}. Both costs recur every session, so the difference is the same in each.`,
  ];
}

/**
 * The deferred comparison per session for 0 … every definition fetched: up front, deferred with
 * the smallest and with the largest definitions fetched, the saving (up front − deferred,
 * smallest first), and each over `choice.sessions` sessions; `hostName` names whose injection it is.
 */
export function deferredTable(report: DeferredReport, choice: DeferredChoice, hostName: string): ExportTable {
  const s = formatInt(choice.sessions);
  return {
    title: DEFERRED_TITLE,
    columns: [
      { name: 'Definitions fetched', unit: 'per session', align: 'right' },
      { name: 'All up front', unit: 'tokens per session' },
      { name: 'Deferred, smallest fetched', unit: 'tokens per session' },
      { name: 'Deferred, largest fetched', unit: 'tokens per session' },
      { name: 'Saved, smallest fetched', unit: 'tokens per session' },
      { name: `All up front, ${s} sessions`, unit: 'tokens' },
      {
        name: `Deferred, ${s} sessions`,
        unit: 'tokens, smallest → largest fetched',
        align: 'right',
        quantities: [
          { name: `Deferred, smallest fetched, ${s} sessions`, unit: 'tokens' },
          { name: `Deferred, largest fetched, ${s} sessions`, unit: 'tokens' },
        ],
      },
    ],
    rows: report.sessions.map((row) => [
      cell(
        row.fetches === Math.min(choice.fetches, report.definitions.length)
          ? `${formatInt(row.fetches)} (chosen)`
          : formatInt(row.fetches),
        row.fetches,
      ),
      intCell(row.upfront),
      intCell(row.deferredLeast),
      intCell(row.deferredMost),
      signedCell(row.upfront - row.deferredLeast),
      intCell(row.upfront * choice.sessions),
      {
        ...cell(
          `${formatInt(row.deferredLeast * choice.sessions)} → ${formatInt(row.deferredMost * choice.sessions)}`,
          row.deferredLeast * choice.sessions,
        ),
        values: [row.deferredLeast * choice.sessions, row.deferredMost * choice.sessions],
      },
    ]),
    notes: [
      `${hostName}: all definitions up front is the whole tools/list (${formatTokens(report.upfront)}); deferred is the names only (${formatTokens(report.namesOnly)}) and a tool-search tool's definition as this host writes a tool (${formatTokens(report.searchTool)}, this project's construction) in every session, plus per tool fetched its search call and result (this project's construction, as the search tool) and its definition (mean ${formatInt(Math.round(report.meanDefinition))} tokens).`,
      ...deferredBreakEven(report, choice),
      'Saved = all up front − deferred with the smallest fetched; positive when deferring is cheaper.',
    ],
  };
}
