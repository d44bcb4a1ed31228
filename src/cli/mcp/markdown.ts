/** The Markdown report of `npm run mcp`: server, tools/list per tool, lists, calls, deferred tools. */
import { percentOf } from '../../core/analysis/percent.ts';
import { formatInt, formatTokens } from '../../core/export/format.ts';
import type { Cell } from '../../core/export/table.ts';
import { cell, inlineText, intCell, tableToMarkdown } from '../../core/export/table.ts';
import type { DeferredReport } from '../../core/mcp/deferred.ts';
import { hostLabel } from './hosts.ts';
import type { McpReport } from './report.ts';

/** `12.34`: a share of `total`, whose column header names the denominator. */
function shareCell(tokens: number, total: number): Cell {
  const share = percentOf(tokens, total, 'tools/list');
  return cell(Number.isFinite(share.value) ? share.value.toFixed(2) : 'n/a', share.value);
}

/** The server's header lines and its table. */
function serverPart(report: McpReport, exactness: string): string[] {
  const { server, connection, times } = report.capture;
  return [
    `# MCP server ${inlineText(server.name || '(no name)')} ${inlineText(server.version)}`,
    '',
    `Connected over ${connection.transport} to ${inlineText(connection.target)} in ${formatInt(times.connectMs)} ms` +
      `${server.protocolVersion ? ` (protocol ${server.protocolVersion})` : ''}; listed in ${formatInt(times.listMs)} ms.`,
    exactness,
    '',
    tableToMarkdown({
      title: 'Server',
      columns: [{ name: 'what' }, { name: 'items' }, { name: 'size', unit: 'tokens' }],
      rows: [
        [cell('instructions'), cell(server.instructions === null ? 'none' : '1'), intCell(report.instructionsTokens)],
        [cell('tools'), intCell(report.tools.length), intCell(report.toolsTotal)],
        ...(report.resources
          ? [[cell('resources/list'), intCell(report.resources.items), intCell(report.resources.tokens)]]
          : []),
        ...(report.prompts
          ? [[cell('prompts/list'), intCell(report.prompts.items), intCell(report.prompts.tokens)]]
          : []),
      ],
      notes: [
        `tools: the whole tools/list as the host profile ${hostLabel(report.host)} injects it (the JSON-RPC wire is the article's construction); resources/list and prompts/list as on the JSON-RPC wire (2-space indent); a list not offered is left out.`,
      ],
    }),
  ];
}

/** The tools/list per tool, largest first, with the envelope's share. */
function toolsPart(report: McpReport): string {
  const total = report.toolsTotal;
  const rows = report.tools.map(({ name, tokens }) => [
    cell(inlineText(name)),
    intCell(tokens),
    shareCell(tokens, total),
  ]);
  rows.push([
    cell('(envelope, brackets, indent)'),
    intCell(report.toolsFraming),
    shareCell(report.toolsFraming, total),
  ]);
  rows.push([cell('tools/list'), intCell(total), shareCell(total, total)]);
  return tableToMarkdown({
    title: `tools/list per tool (${hostLabel(report.host)})`,
    columns: [
      { name: 'tool' },
      { name: 'definition', unit: 'tokens' },
      { name: 'share', unit: `% of tools/list, ${formatTokens(total)}` },
    ],
    rows,
    notes: [
      `Each tool's definition alone, as the host injects it; shares of the whole tools/list (${formatTokens(total)}), whose envelope row is the rest.`,
    ],
  });
}

/** The calls, one column per host. */
function callsPart(report: McpReport): string {
  return tableToMarkdown({
    title: 'Calls: what each host puts in the model’s context',
    columns: [
      { name: 'call' },
      ...report.hosts.map((id) => ({ name: hostLabel(id), unit: 'tokens' })),
      { name: 'isError' },
      { name: 'time', unit: 'ms' },
    ],
    rows: report.calls.map((call) => [
      cell(inlineText(call.name)),
      ...report.hosts.map((id) =>
        call.hosts[id] === undefined ? cell(`failed: ${inlineText(call.error ?? '')}`) : intCell(call.hosts[id]),
      ),
      cell(call.error !== null ? '–' : call.isError ? 'yes' : 'no'),
      intCell(call.ms),
    ]),
    notes: [
      'JSON-RPC wire: the whole response, minified; content text as is: the text blocks joined by a newline.',
      ...report.calls
        .filter((c) => c.redactions > 0)
        .map(
          (c) =>
            `${c.name}: ${formatInt(c.redactions)} secret(s) in the result were replaced by [redacted] before counting.`,
        ),
    ],
  });
}

/** The deferred-tools comparison: per session, 0 … every definition fetched (at most 10 rows besides the last). */
export function deferredMarkdown(deferred: DeferredReport, at?: number): string {
  const n = deferred.definitions.length;
  const shown = deferred.sessions.filter((s) => s.fetches <= 10 || s.fetches === n || s.fetches === at);
  const words = (k: number, which: string): string =>
    k < 0
      ? `costs more before any fetch`
      : k >= n
        ? `stays cheaper with all ${formatInt(n)} definitions fetched, the ${which} first`
        : `is cheaper up to ${formatInt(k)} fetch${k === 1 ? '' : 'es'} per session of the ${which} definitions`;
  return tableToMarkdown({
    title: 'Deferred tools: tokens per session',
    columns: [
      { name: 'definitions fetched' },
      { name: 'all up front', unit: 'tokens' },
      { name: 'deferred, smallest fetched', unit: 'tokens' },
      { name: 'deferred, largest fetched', unit: 'tokens' },
    ],
    rows: shown.map((s) => [
      cell(s.fetches === at ? `${formatInt(s.fetches)} (--deferred)` : formatInt(s.fetches)),
      intCell(s.upfront),
      intCell(s.deferredLeast),
      intCell(s.deferredMost),
    ]),
    notes: [
      `Deferred: the names only (${formatTokens(deferred.namesOnly)}) and a tool-search tool's definition (${formatTokens(deferred.searchTool)}, this project's construction) in every session, plus each definition fetched (mean ${formatInt(Math.round(deferred.meanDefinition))} tokens); the search calls' own framing is not counted.`,
      `Both recur every session, so the break-even is in fetches per session, not in sessions: deferring ${words(deferred.breakEvenMost, 'largest')}, and ${words(deferred.breakEvenLeast, 'smallest')}.`,
    ],
  });
}

/** The whole report; `exactness` is the sentence on the counts (exact or an estimate, for what). */
export function mcpMarkdown(report: McpReport, exactness: string, deferredAt?: number): string {
  const parts = [...serverPart(report, exactness), toolsPart(report)];
  if (report.calls.length > 0) parts.push(callsPart(report));
  parts.push(deferredMarkdown(report.deferred, deferredAt));
  return parts.join('\n') + (parts.at(-1)!.endsWith('\n') ? '' : '\n');
}
