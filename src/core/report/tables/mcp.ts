/**
 * The tables of a live server's capture (`npm run mcp` and the page's Transport view): the server's
 * lists, its tools/list per tool under one host, and its calls under every host. Built once here,
 * so the page, its Markdown/CSV exports and the command line show the same cells.
 */
import { percentOf } from '../../analysis/percent.ts';
import { formatInt, formatTokens } from '../../format/numbers.ts';
import type { Cell, ExportTable } from '../table.ts';
import { cell, inlineText, intCell } from '../table.ts';
import type { McpCapture } from '../../mcp/capture.ts';
import { hostLabel } from '../../mcp/host-texts.ts';
import type { McpCounts } from '../../mcp/report.ts';

/** `12.34`: a share of `total`, whose column header names the denominator. */
function shareCell(tokens: number, total: number): Cell {
  const share = percentOf(tokens, total, 'tools/list');
  return cell(Number.isFinite(share.value) ? share.value.toFixed(2) : 'n/a', share.value);
}

/** What the server offers: instructions, tools, resources and prompts, with their tokens. */
export function mcpServerTable(report: McpCounts, capture: McpCapture): ExportTable {
  return {
    title: 'Server',
    columns: [{ name: 'what' }, { name: 'items' }, { name: 'size', unit: 'tokens' }],
    rows: [
      [
        cell('instructions'),
        cell(capture.server.instructions === null ? 'none' : '1'),
        intCell(report.instructionsTokens),
      ],
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
  };
}

/** The tools/list per tool, largest first, then the envelope's row and the whole list's. */
export function mcpToolsTable(report: McpCounts): ExportTable {
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
  return {
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
  };
}

/** The calls, one column per host: what each puts in the model's context of the result. */
export function mcpCallsTable(report: McpCounts): ExportTable {
  return {
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
  };
}
