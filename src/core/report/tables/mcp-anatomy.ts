/**
 * The anatomy of a server's tool definitions (`cce mcp --anatomy` and the Transport view): the
 * answer in one sentence, every part of every tool sorted by tokens, the tools, the server's lists.
 * Every share is of the whole tools list as the host sends it, and says so.
 */
import { percentOf } from '../../analysis/percent.ts';
import type { HostId } from '../../hosts/types.ts';
import type { McpAnatomy } from '../../mcp/anatomy/anatomy.ts';
import { partRows } from '../../mcp/anatomy/anatomy.ts';
import { hostLabel } from '../../mcp/host-texts.ts';
import { formatInt, formatOneDecimal, formatTokens } from '../../format/numbers.ts';
import type { Cell, ExportTable } from '../table.ts';
import { cell, inlineText, intCell } from '../table.ts';

/** `as Claude Code sends them`, `on the JSON-RPC wire`: how the definitions reach the model. */
export function sentPhrase(host: HostId): string {
  return host === 'wire' ? 'on the JSON-RPC wire' : `as ${hostLabel(host)} sends them`;
}

/** `12.3 % of the tools list`: a share of the whole list, one decimal, its denominator named. */
function share(tokens: number, total: number): string {
  const p = percentOf(tokens, total, 'the tools list');
  return Number.isFinite(p.value) ? `${formatOneDecimal(p.value)} % of ${p.denominator}` : 'n/a (an empty list)';
}

function shareCell(tokens: number, total: number): Cell {
  const p = percentOf(tokens, total, 'the tools list');
  return cell(Number.isFinite(p.value) ? formatOneDecimal(p.value) : 'n/a', Number.isFinite(p.value) ? p.value : null);
}

/**
 * The answer first: `13 tools cost 1,205 tokens per request as Claude Code sends them; the largest
 * part is echo's description, 120 tokens (10.0 % of the tools list).`
 */
export function anatomyAnswer(anatomy: McpAnatomy): string {
  const n = anatomy.tools.length;
  const head = `${formatInt(n)} ${n === 1 ? 'tool costs' : 'tools cost'} ${formatTokens(anatomy.toolsTotal)} per request ${sentPhrase(anatomy.host)}`;
  const largest = partRows(anatomy)[0];
  if (!largest) return `${head}; the server lists no tool.`;
  return `${head}; the largest part is ${largest.tool}'s ${largest.part}, ${formatTokens(largest.tokens)} (${share(largest.tokens, anatomy.toolsTotal)}).`;
}

const SHARE_UNIT = '% of the tools list';

/** Every part of every tool, largest first, then the list's own framing and the whole list. */
export function anatomyPartsTable(anatomy: McpAnatomy): ExportTable {
  const total = anatomy.toolsTotal;
  const rows = partRows(anatomy).map((row) => [
    cell(inlineText(row.tool)),
    cell(inlineText(row.part)),
    intCell(row.tokens),
    shareCell(row.tokens, total),
  ]);
  rows.push([cell('(the list)'), cell('framing'), intCell(anatomy.listFraming), shareCell(anatomy.listFraming, total)]);
  rows.push([cell('tools list'), cell('total'), intCell(total), shareCell(total, total)]);
  return {
    title: `Tool definitions part by part (${hostLabel(anatomy.host)})`,
    columns: [
      { name: 'tool' },
      { name: 'part' },
      { name: 'size', unit: 'tokens' },
      { name: 'share', unit: SHARE_UNIT },
    ],
    rows,
    notes: [
      `A part's tokens are what its text adds to the count of the text before it, so each tool's parts add up exactly to its total; properties.NAME is a property's name and its other keywords, properties.NAME.KEYWORD its description, type, enum, default or examples, $defs.NAME a $ref target, inputSchema the schema's own keywords (type, required…), structure the braces, commas and layout.`,
      `Shares are of the whole tools list ${sentPhrase(anatomy.host)}, ${formatTokens(total)}; framing is the list's own brackets and envelope.`,
    ],
  };
}

/** The tools, largest first: total, share and largest part. */
export function anatomyToolsTable(anatomy: McpAnatomy): ExportTable {
  const total = anatomy.toolsTotal;
  return {
    title: `Tools (${hostLabel(anatomy.host)})`,
    columns: [
      { name: 'tool' },
      { name: 'definition', unit: 'tokens' },
      { name: 'share', unit: SHARE_UNIT },
      { name: 'largest part' },
    ],
    rows: anatomy.tools.map((tool) => {
      const top = tool.parts[0];
      return [
        cell(inlineText(tool.name)),
        intCell(tool.tokens),
        shareCell(tool.tokens, total),
        cell(top ? `${inlineText(top.part)} (${formatTokens(top.tokens)})` : '–'),
      ];
    }),
  };
}

/** The server's instructions and its resources and prompts lists, beside the tools. */
export function anatomyServerTable(anatomy: McpAnatomy): ExportTable {
  const list = (name: string, l: McpAnatomy['resources']): Cell[][] =>
    l ? [[cell(name), intCell(l.items), intCell(l.tokens)]] : [[cell(name), cell('not offered'), cell('–')]];
  return {
    title: 'Server',
    columns: [{ name: 'what' }, { name: 'items' }, { name: 'size', unit: 'tokens' }],
    rows: [
      [cell('instructions'), cell(anatomy.instructionsTokens > 0 ? '1' : 'none'), intCell(anatomy.instructionsTokens)],
      [cell('tools'), intCell(anatomy.tools.length), intCell(anatomy.toolsTotal)],
      ...list('resources/list', anatomy.resources),
      ...list('prompts/list', anatomy.prompts),
    ],
    notes: [
      `tools ${sentPhrase(anatomy.host)}; instructions as text; resources/list and prompts/list as on the JSON-RPC wire (2-space indent).`,
    ],
  };
}
