/**
 * The Markdown report of `npm run ladder`: pure formatting of a computed {@link Ladder}.
 */
import type { Ladder } from '../core/ladder/ladder.ts';
import { RUNGS, RUNG_IDS } from '../core/ladder/rungs.ts';
import { aliasLegend, assignAliases } from '../core/serializers/aliases.ts';

/** `1957` → `1,957`; integers only (token, byte and row counts). */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Text for one Markdown line or table cell: `|` escaped, line breaks as spaces. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n|\r/g, ' ');
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/**
 * The ladder as Markdown: a line naming the encoding and fields; a table of token counts with one
 * row per scale (`| rows | L0 | … | L5 |`, right-aligned, thousands separated); the rung rules
 * (`| rung | name | rule |`); and the L5 alias legend for `ladder.fields` in a fenced block, with
 * its token count. Sections are separated by blank lines; the text ends with one `\n`.
 * @param legendTokens tokens of that legend in `ladder.encoding` (the caller owns the counter).
 * @throws RangeError when `ladder.fields` has duplicates (no aliases exist for them).
 */
export function ladderMarkdown(ladder: Ladder, legendTokens: number): string {
  const lines: string[] = [];
  lines.push(`${ladder.encoding} tokens; fields: ${cell(ladder.fields.join(', '))}`, '');

  lines.push(row(['rows', ...RUNG_IDS]), row(['rows', ...RUNG_IDS].map(() => '---:')));
  for (const scale of ladder.scales) {
    lines.push(row([formatCount(scale.rows), ...RUNG_IDS.map((id) => formatCount(scale.rungs[id].tokens))]));
  }
  lines.push('');

  lines.push(row(['rung', 'name', 'rule']), row(['---', '---', '---']));
  for (const rung of RUNGS) lines.push(row([rung.id, cell(rung.name), cell(rung.rule)]));
  lines.push('');

  const legend = aliasLegend(ladder.fields, assignAliases(ladder.fields));
  const longestTicks = Math.max(0, ...(legend.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestTicks + 1));
  lines.push(`L5 alias legend (${formatCount(legendTokens)} tokens, sent once):`, '');
  lines.push(`${fence}text`, legend.replace(/\n$/, ''), fence);

  return lines.join('\n') + '\n';
}
