/** The Markdown report of `npm run mcp`: server, tools/list per tool, lists, calls, deferred tools. */
import { formatInt, formatTokens } from '../../core/format/numbers.ts';
import { cell, inlineText, intCell, tableToMarkdown } from '../../core/report/table.ts';
import { mcpCallsTable, mcpServerTable, mcpToolsTable } from '../../core/report/tables/mcp.ts';
import type { DeferredReport } from '../../core/mcp/deferred.ts';
import type { McpReport } from '../../core/mcp/report.ts';
import { toolSearchTable } from '../../core/report/tables/tool-search.ts';

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
    tableToMarkdown(mcpServerTable(report, report.capture)),
  ];
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
      `Deferred: the names only (${formatTokens(deferred.namesOnly)}) and a tool-search tool's definition (${formatTokens(deferred.searchTool)}, this project's construction) in every session, plus per tool fetched its search call and result (this project's construction) and its definition (mean ${formatInt(Math.round(deferred.meanDefinition))} tokens).`,
      `Both recur every session, so the break-even is in fetches per session, not in sessions: deferring ${words(deferred.breakEvenMost, 'largest')}, and ${words(deferred.breakEvenLeast, 'smallest')}.`,
    ],
  });
}

/**
 * The whole report; `exactness` is the sentence on the counts (exact or an estimate, for what);
 * under Claude Code, what its ENABLE_TOOL_SEARCH settings do, in `window` (the model's, when given).
 */
export function mcpMarkdown(
  report: McpReport,
  exactness: string,
  deferredAt?: number,
  window?: { model: string; tokens: number },
): string {
  const parts = [...serverPart(report, exactness), tableToMarkdown(mcpToolsTable(report))];
  if (report.calls.length > 0) parts.push(tableToMarkdown(mcpCallsTable(report)));
  parts.push(deferredMarkdown(report.deferred, deferredAt));
  if (report.host === 'claude-code') parts.push(tableToMarkdown(toolSearchTable(report.deferred, window)));
  return parts.join('\n') + (parts.at(-1)!.endsWith('\n') ? '' : '\n');
}
