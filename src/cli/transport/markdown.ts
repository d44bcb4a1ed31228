/**
 * The Markdown report of `npm run transport`: the transport view's tables
 * (`core/report/tables/transport.ts`, the ones the page shows and exports) with the call settings
 * around them. Every call cost comes from `computeLadder` over `src/core/mcp`, as on the page.
 */
import { formatRows, formatTokens } from '../../core/format/numbers.ts';
import { transportName } from '../../core/format/names.ts';
import { inlineText, tableToMarkdown } from '../../core/report/table.ts';
import { perCallTable, toolsListTable, versus } from '../../core/report/tables/transport.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import type { CallCost, CallSettings } from '../../core/mcp/per-call.ts';
import type { McpRevision, Transport } from '../../core/mcp/revisions.ts';
import { TRANSPORT_INFO } from '../../core/mcp/revisions.ts';
import { HOSTS } from '../../core/hosts/profiles.ts';
import type { ToolsListProfile } from '../../core/mcp/tools-list.ts';
import { toolsPrefixOf } from '../../core/mcp/tools-lists-for.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';

/** One scale's calls: every rung (then every added format) costed as one call, by id. */
export interface TransportScale {
  label: string;
  rows: number;
  calls: Record<string, CallCost>;
}

/** A tools/list result as the report lists it. */
export interface ReportedToolsList {
  /** The generated result's profile, or `pasted` for the result read from `--tools-list`. */
  profile: ToolsListProfile | 'pasted';
  /** The generated result's shape; null for a pasted one (counted as it is). */
  revision: McpRevision | null;
  tokens: number;
  /** The file a pasted result was read from. */
  file?: string;
}

/** The schema response the tool lists are compared with. */
export interface ReportedSchema {
  tokens: number;
  /** The file it was read from; undefined when generated from the largest data set. */
  file: string | undefined;
}

/** What the Transport view shows, computed for one ladder. */
export interface TransportReport {
  /** The ladder computed with calls: its scales' calls are the per-call tables. */
  ladder: Ladder;
  encoding: EncodingName;
  fields: string[];
  /** The MCP transport every call is costed over (compared with the command line). */
  transport: Transport;
  /** The call: tool, JSON-RPC id, command line (fields filled in), client, escaping. */
  call: CallSettings;
  scales: TransportScale[];
  /** The four generated results (profile × shape), then the pasted one if given. */
  toolsLists: ReportedToolsList[];
  schema: ReportedSchema;
  /** The label of the data set the generated tools/list results (and schema response) describe: the largest. */
  describes: string;
}

/** `text` as an inline code span, fenced with more backticks than it holds (line breaks as spaces). */
export function codeSpan(text: string): string {
  const flat = text.replace(/\r?\n|\r/g, ' ');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** The schema response's name: its file's base name, or `generated schema response`. */
export function schemaName(schema: ReportedSchema): string {
  return schema.file === undefined ? 'generated schema response' : (schema.file.split(/[\\/]/).pop() ?? schema.file);
}

/** The pasted tools/list result, if any, against the schema response: its tokens and the signed difference. */
function pastedLine(report: TransportReport): string[] {
  const pasted = report.toolsLists.find((list) => list.profile === 'pasted');
  if (!pasted) return [];
  const { diff, rest } = versus(pasted.tokens, report.schema.tokens, schemaName(report.schema));
  return [
    `Pasted tools/list result (${inlineText(pasted.file ?? 'text')}): ${formatTokens(pasted.tokens)}, ${diff} ${inlineText(rest)}.`,
    '',
  ];
}

/**
 * The report as Markdown in the page's order, ending with one `\n`: encoding, fields and transport; how
 * calls are costed; per scale the per-call table; then the tools/list table against the schema response
 * and the pasted result if any.
 */
export function transportMarkdown(report: TransportReport): string {
  const { call, ladder } = report;
  const lines: string[] = [];
  lines.push(
    `${report.encoding} tokens; fields: ${inlineText(report.fields.join(', '))}; transport: ${transportName(report.transport)} (--transport ${report.transport})`,
    '',
  );

  if (ladder.host !== undefined) {
    const host = HOSTS[ladder.host];
    lines.push(
      `Host: ${host.name} (--host ${host.id}): each call's request and result are what it hands the model, not the JSON-RPC messages. ${host.caveat}`,
      '',
    );
  }
  lines.push(
    'Each rung and format as one call: the MCP request and result against the same call as a command line and the payload it prints. ' +
      'Overhead = (request + result) − (command line + payload); quotes are the " characters in the payload, each escaped in the result.',
    '',
  );
  const revision = TRANSPORT_INFO[report.transport].revision;
  const client = revision === '2026-07-28' ? `, client ${call.client.name} ${call.client.version}` : '';
  const escaping = call.ascii ? 'non-ASCII escaped as \\uXXXX' : 'non-ASCII left as UTF-8';
  lines.push(
    `Call: tool ${codeSpan(call.tool)}, id ${call.id}${client}, ${escaping}; command line: ${codeSpan(call.commandLine)}`,
    '',
  );

  for (const scale of ladder.scales) {
    lines.push(
      `${formatRows(scale.rows)} (${inlineText(scale.label)}):`,
      '',
      tableToMarkdown(perCallTable(ladder, scale)),
    );
  }

  const prefix = toolsPrefixOf(call.tool);
  const tools = [`${prefix}_list`, `${prefix}_distinct`, `${prefix}_schema`].map(codeSpan);
  const described = inlineText(report.describes);
  const schemaSource =
    report.schema.file === undefined ? `generated from ${described}` : inlineText(report.schema.file);
  const pasted = report.toolsLists.some((list) => list.profile === 'pasted') ? ' (and the one given)' : '';
  lines.push(
    `Tool definitions: the tools/list results for ${tools[0]}, ${tools[1]} and ${tools[2]} generated from ${described}${pasted}, ` +
      `against the schema response (${schemaSource}, ${formatTokens(report.schema.tokens)}):`,
    '',
  );
  const generated = report.toolsLists.flatMap(({ profile, revision, tokens }) =>
    profile === 'pasted' || revision === null ? [] : [{ profile, revision, tokens }],
  );
  lines.push(tableToMarkdown(toolsListTable(generated, report.schema.tokens)), ...pastedLine(report));
  return lines.join('\n').replace(/\n+$/, '\n');
}
