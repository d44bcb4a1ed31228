/**
 * The Markdown report of `npm run ladder`: the ladder view's table (`core/report/tables/ladder.ts`,
 * the one the page shows and exports) with the rung rules and the L5 alias legend around it.
 */
import { formatTokens } from '../../core/format/numbers.ts';
import { cell, inlineText, markdownGrid, tableToMarkdown } from '../../core/report/table.ts';
import type { EstimateContext } from '../../core/models/calibration-words.ts';
import { ladderTable } from '../../core/report/tables/ladder.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { RUNGS } from '../../core/ladder/rungs.ts';
import { aliasLegend, assignAliases } from '../../core/serializers/aliases.ts';

/** The rungs' rules: `| rung | name | rule |`, one row per rung. */
function rulesGrid(): string[] {
  return markdownGrid({
    columns: [{ name: 'rung' }, { name: 'name' }, { name: 'rule' }],
    rows: RUNGS.map((rung) => [cell(rung.id), cell(rung.name), cell(rung.rule)]),
  });
}

/**
 * The ladder as Markdown, ending with one `\n`: encoding and fields, the page's ladder table, the rung
 * rules, and the L5 alias legend with `legendTokens`; `estimate` adds `--model`'s estimate words.
 * @throws RangeError when `ladder.fields` has duplicates (no aliases exist for them).
 */
export function ladderMarkdown(ladder: Ladder, legendTokens: number, estimate?: EstimateContext): string {
  const lines: string[] = [];
  lines.push(`${ladder.encoding} tokens; fields: ${inlineText(ladder.fields.join(', '))}`, '');
  lines.push(tableToMarkdown(ladderTable(ladder, false, false, [], estimate)));
  lines.push(...rulesGrid(), '');

  const legend = aliasLegend(ladder.fields, assignAliases(ladder.fields));
  const longestTicks = Math.max(0, ...(legend.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestTicks + 1));
  lines.push(`L5 alias legend (${formatTokens(legendTokens)}, sent once):`, '');
  lines.push(`${fence}text`, legend.replace(/\n$/, ''), fence);

  return lines.join('\n') + '\n';
}
