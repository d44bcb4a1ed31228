/**
 * The Markdown report of `npm run transport`: pure formatting of a computed {@link TransportReport}
 * (every call cost in it comes from `computeLadder` over `src/core/mcp`, as on the page).
 */
import { FORMATS } from '../core/formats.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import type { CallCost, CallSettings } from '../core/mcp/per-call.ts';
import type { McpRevision, Transport } from '../core/mcp/revisions.ts';
import { TRANSPORT_INFO } from '../core/mcp/revisions.ts';
import type { ToolsListProfile } from '../core/mcp/tools-list.ts';
import { toolsPrefixOf } from '../core/mcp/tools-lists-for.ts';
import { formatCount } from './markdown.ts';
import { formatRows, formatSigned } from './savings-markdown.ts';

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

/** The sentence that closes the tool-definition comparison, as on the page. */
export const TOOL_LIST_NOTE =
  'A host injects the tool list into every session whether or not the tool is used; a schema response is paid only when the agent asks for it.';

/** Text for one Markdown line or table cell: `|` escaped, line breaks as spaces. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n|\r/g, ' ');
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** `text` as an inline code span, fenced with more backticks than it holds (line breaks as spaces). */
export function codeSpan(text: string): string {
  const flat = text.replace(/\r?\n|\r/g, ' ');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** `mcp-2025 (MCP revision 2025)`, `mcp-2026-structured (MCP revision 2026-07-28 with structuredContent)`. */
export function transportTitle(transport: Transport): string {
  const info = TRANSPORT_INFO[transport];
  if (!info.revision) return `${transport} (${info.name})`;
  return `${transport} (MCP revision ${info.revision}${info.structured ? ' with structuredContent' : ''})`;
}

/** A row's name: the rung id (`L3`), or the added format's name (`CSV`). */
function representationName(id: string): string {
  return FORMATS.find((format) => format.id === id)?.name ?? id;
}

/** The schema response's name: its file's base name, or `generated schema response`. */
export function schemaName(schema: ReportedSchema): string {
  return schema.file === undefined ? 'generated schema response' : (schema.file.split(/[\\/]/).pop() ?? schema.file);
}

/**
 * The report as Markdown, in the order of the page: a line naming the encoding, fields, transport
 * and revision; how the calls are costed and the call itself; per scale, one row per rung and
 * added format (`| rung or format | request | result | command line | payload | overhead | quotes |`,
 * tokens, thousands separated, overhead signed); the tool-definition table (each tools/list
 * result's tokens and signed difference from the schema response); and the sentence on who pays
 * for which. Sections are separated by blank lines; the text ends with one `\n`.
 */
export function transportMarkdown(report: TransportReport): string {
  const { call } = report;
  const lines: string[] = [];
  lines.push(
    `${report.encoding} tokens; fields: ${cell(report.fields.join(', '))}; transport: ${transportTitle(report.transport)}`,
    '',
  );

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

  for (const scale of report.scales) {
    lines.push(`${formatRows(scale.rows)} (${cell(scale.label)}):`, '');
    lines.push(row(['rung or format', 'request', 'result', 'command line', 'payload', 'overhead', 'quotes']));
    lines.push(row(['---', '---:', '---:', '---:', '---:', '---:', '---:']));
    for (const [id, cost] of Object.entries(scale.calls)) {
      lines.push(
        row([
          cell(representationName(id)),
          formatCount(cost.request),
          formatCount(cost.result),
          formatCount(cost.commandLine),
          formatCount(cost.payload),
          formatSigned(cost.overhead),
          formatCount(cost.quotes),
        ]),
      );
    }
    lines.push('');
  }

  const prefix = toolsPrefixOf(call.tool);
  const tools = [`${prefix}_list`, `${prefix}_distinct`, `${prefix}_schema`].map(codeSpan);
  const described = cell(report.describes);
  const schemaSource = report.schema.file === undefined ? `generated from ${described}` : cell(report.schema.file);
  const pasted = report.toolsLists.some((list) => list.profile === 'pasted') ? ' (and the one given)' : '';
  lines.push(
    `Tool definitions: the tools/list results for ${tools[0]}, ${tools[1]} and ${tools[2]} generated from ${described}${pasted}, ` +
      `against the schema response (${schemaSource}, ${formatCount(report.schema.tokens)} tokens):`,
    '',
  );
  lines.push(row(['tools/list result', 'shape', 'tokens', `vs ${cell(schemaName(report.schema))}`]));
  lines.push(row(['---', '---', '---:', '---:']));
  for (const list of report.toolsLists) {
    const name = list.profile === 'pasted' ? `pasted: ${cell(list.file ?? '(text)')}` : list.profile;
    lines.push(
      row([
        name,
        list.revision ?? 'as pasted',
        formatCount(list.tokens),
        formatSigned(list.tokens - report.schema.tokens),
      ]),
    );
  }
  lines.push('');

  lines.push(TOOL_LIST_NOTE);
  return lines.join('\n') + '\n';
}
