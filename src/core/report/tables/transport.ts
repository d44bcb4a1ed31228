/**
 * The transport view's tables, built once: the per-call table and the tools/list table, as the
 * page shows and exports them, the review snapshot writes them and `npm run transport` prints them.
 */
import type { Ladder, LadderScale } from '../../ladder/ladder.ts';
import type { McpRevision } from '../../mcp/revisions.ts';
import type { ToolsListProfile } from '../../mcp/tools-list.ts';
import { shownRepresentations } from '../../representation-list.ts';
import { formatRows, formatSigned, formatTokens } from '../../format/numbers.ts';
import { transportName } from '../../format/names.ts';
import type { ExportTable } from '../table.ts';
import { cell, columnsIn, intCell, signedCell } from '../table.ts';
import { rowName } from './ladder.ts';

export const PER_CALL_TITLE = 'One call, over MCP and as a command line';
export const TOOLS_LIST_TITLE = 'What the tool definitions cost';

/** The sentence under the tools/list table: who pays for the tool list, who for the schema response. */
export const TOOLS_LIST_NOTE =
  'A host injects the tool list into every session, whether or not the tool is used; a schema response is paid only when the agent asks for it.';

/** The number of columns after the name in {@link perCallTable}: a row not costed spans them. */
export const PER_CALL_FIGURES = 7;

/**
 * The per-call table at one scale: each rung or format as a call over `ladder.transport` against
 * the same as a command line, with the signed overhead and the `"` in the payload; `–` if not costed.
 * @throws TypeError when the ladder was computed without calls.
 */
export function perCallTable(ladder: Ladder, scale: LadderScale): ExportTable {
  if (ladder.transport === undefined) throw new TypeError('the ladder was computed without calls');
  return {
    title: PER_CALL_TITLE,
    columns: [
      { name: 'Rung or format' },
      ...columnsIn('tokens', 'MCP request', 'MCP result', 'MCP total', 'Command', 'Payload'),
      { name: 'Overhead', unit: 'tokens, MCP − command line' },
      { name: 'Quotes in payload', unit: '" characters' },
    ],
    rows: shownRepresentations(ladder).map((r) => {
      const call = scale.calls?.[r.id];
      if (!call) return [cell(rowName(r)), ...Array.from({ length: PER_CALL_FIGURES }, () => cell('–'))];
      return [
        cell(rowName(r)),
        ...[call.request, call.result, call.total, call.commandLine, call.payload].map(intCell),
        signedCell(call.overhead),
        intCell(call.quotes),
      ];
    }),
    notes: [
      `At ${formatRows(scale.rows)}, ${ladder.encoding} tokens, calls over ${transportName(ladder.transport, ladder.host ?? 'wire')}.`,
      'Overhead = (request + result) − (command + payload).',
    ],
  };
}

/** A generated tools/list result: its profile, shape and tokens. */
export interface ToolsListTokens {
  profile: ToolsListProfile;
  revision: McpRevision;
  tokens: number;
}

/** The shape of a tools/list result as the tool-definition table names it. */
export function toolsListShape(revision: McpRevision): string {
  return revision === '2025' ? '2025' : '2026-07-28 (ttlMs, cacheScope)';
}

/** `minimal, 2025`: a generated tools/list result's profile and revision. */
export function toolsListName(profile: ToolsListProfile, revision: McpRevision): string {
  return `${profile}, ${revision}`;
}

/**
 * `tokens − against` as the page writes it: the signed difference (`−64`), then the rest
 * (`tokens vs the schema response`).
 */
export function versus(tokens: number, against: number, name: string): { diff: string; rest: string } {
  const diff = tokens - against;
  return { diff: formatSigned(diff), rest: `${Math.abs(diff) === 1 ? 'token' : 'tokens'} vs ${name}` };
}

/**
 * The tools/list table: each generated result's profile, shape and tokens, and its signed
 * difference from the schema response of `schemaTokens` tokens
 * (`minimal, 2025: −64 tokens vs the schema response`).
 */
export function toolsListTable(toolsLists: readonly ToolsListTokens[], schemaTokens: number): ExportTable {
  return {
    title: TOOLS_LIST_TITLE,
    columns: [
      { name: 'Profile' },
      { name: 'Shape' },
      { name: 'tools/list result', unit: 'tokens' },
      {
        name: `Against the schema response (${formatTokens(schemaTokens)})`,
        quantities: [
          { name: 'Against the schema response', unit: 'tokens' },
          { name: 'Schema response', unit: 'tokens' },
        ],
      },
    ],
    rows: toolsLists.map((entry) => {
      const { diff, rest } = versus(entry.tokens, schemaTokens, 'the schema response');
      const name = toolsListName(entry.profile, entry.revision);
      return [
        cell(entry.profile),
        cell(toolsListShape(entry.revision)),
        intCell(entry.tokens),
        {
          value: entry.tokens - schemaTokens,
          text: `${name}: ${diff} ${rest}`,
          lines: [name, diff, rest],
          values: [entry.tokens - schemaTokens, schemaTokens],
        },
      ];
    }),
    notes: [TOOLS_LIST_NOTE],
  };
}
