/** Claude Code's `ENABLE_TOOL_SEARCH` settings for one server's tools, as the Transport view and `cce mcp` show them. */
import type { DeferredReport } from '../../mcp/deferred.ts';
import { AUTO_PERCENT, toolSearchSettings } from '../../mcp/tool-search.ts';
import { formatTokens } from '../../format/numbers.ts';
import type { ExportTable } from '../table.ts';
import { cell, intCell } from '../table.ts';

/** The settings' table; `window` is the chosen model's context window (its name and tokens), when known. */
export function toolSearchTable(
  report: Pick<DeferredReport, 'upfront' | 'base'>,
  window: { model: string; tokens: number } | undefined,
): ExportTable {
  const settings = toolSearchSettings(report, window?.tokens);
  return {
    title: 'Claude Code’s ENABLE_TOOL_SEARCH for these tools',
    columns: [{ name: 'setting' }, { name: 'loads' }, { name: 'first request', unit: 'tokens' }, { name: 'why' }],
    rows: settings.map((s) => [cell(s.setting), cell(s.loads), intCell(s.firstRequest), cell(s.why)]),
    notes: [
      `First request: what the tools cost before any is used, every definition up front (${formatTokens(report.upfront)}) or the names and the search tool (${formatTokens(report.base)}); deferred, each tool used then adds its search call, its result and its definition.`,
      `auto:N sets N % instead of ${AUTO_PERCENT} %${window ? `; the window is ${window.model}’s, ${formatTokens(window.tokens)}` : ''}. Claude Code weighs the definitions of every server connected together; these are this server’s alone.`,
    ],
  };
}
