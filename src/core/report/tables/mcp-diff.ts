/**
 * Two versions of a server's tool definitions compared (`cce mcp diff A B`, a pull request's
 * comment): the answer in one sentence, then each tool added, removed or changed with its parts.
 */
import type { AnatomyDiff, ToolChange } from '../../mcp/anatomy/diff.ts';
import { hostLabel } from '../../mcp/host-texts.ts';
import { formatCount, formatInt, formatOneDecimal, formatSigned } from '../../format/numbers.ts';
import type { ExportTable } from '../table.ts';
import { cell, inlineText, intCell, signedCell } from '../table.ts';
import { sentPhrase } from './mcp-anatomy.ts';

/** `+74 tokens (+32.0 % of A's 231)`: a change with its share of the first side's list. */
function changeText(diff: AnatomyDiff, before: string): string {
  if (diff.before === 0) return `${formatSigned(diff.change)} tokens`;
  const percent = (diff.change / diff.before) * 100;
  const sign = percent > 0 ? '+' : '';
  return `${formatSigned(diff.change)} tokens (${sign}${formatOneDecimal(percent)} % of ${before}'s ${formatInt(diff.before)})`;
}

/**
 * The answer first: `The tools list as Claude Code sends them went from 231 to 305 tokens, +74
 * tokens (+32.0 % of A's 231): 1 tool added, 1 removed, 1 changed, 1 unchanged.`
 */
export function diffAnswer(diff: AnatomyDiff, before: string): string {
  const count = (kind: ToolChange['kind']) => diff.tools.filter((t) => t.kind === kind).length;
  const n = count('added');
  return (
    `The tools list ${sentPhrase(diff.host)} went from ${formatInt(diff.before)} to ${formatInt(diff.after)} tokens, ` +
    `${changeText(diff, before)}: ${formatCount(n, 'tool')} added, ${formatInt(count('removed'))} removed, ` +
    `${formatInt(count('changed'))} changed, ${formatInt(diff.unchanged)} unchanged.`
  );
}

/** `description +17, properties.status.enum +2`: the parts of a tool that changed. */
export function partsText(tool: ToolChange): string {
  if (tool.kind !== 'changed') return tool.kind === 'added' ? 'all (new)' : 'all (gone)';
  return tool.parts.map((p) => `${p.part} ${formatSigned(p.change)}`).join(', ');
}

/** Each tool added, removed or changed, largest change first, then the whole list's row. */
export function diffTable(diff: AnatomyDiff): ExportTable {
  const rows = diff.tools.map((t) => [
    cell(inlineText(t.name)),
    cell(t.kind),
    intCell(t.before),
    intCell(t.after),
    signedCell(t.change),
    cell(inlineText(partsText(t))),
  ]);
  rows.push([
    cell('tools list'),
    cell('total'),
    intCell(diff.before),
    intCell(diff.after),
    signedCell(diff.change),
    cell(''),
  ]);
  return {
    title: `Tool definitions changed (${hostLabel(diff.host)})`,
    columns: [
      { name: 'tool' },
      { name: 'change' },
      { name: 'before', unit: 'tokens' },
      { name: 'after', unit: 'tokens' },
      { name: 'difference', unit: 'tokens' },
      { name: 'parts changed', unit: 'tokens', align: 'left' },
    ],
    rows,
    notes: [
      `Tokens of each definition ${sentPhrase(diff.host)}; a part's tokens are what its text adds to the text before it (cce mcp --anatomy). The total row is the whole list, its framing included.`,
    ],
  };
}
