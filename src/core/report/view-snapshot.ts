/**
 * The review snapshot of a view that reads logs (Sessions, History): its answer, its picture (the
 * chart's figures under the chart's title) and its tables, each the one the view shows and the
 * command line prints. Nothing here computes a number.
 */
import type { ExportTable } from './table.ts';
import { tableToMarkdown } from './table.ts';
import type { VerdictLine } from './view-verdict.ts';

/** What one view's snapshot shows, in the order a reader wants it. */
export interface ViewSnapshotInput {
  /** The view's name as its tab says it (`Sessions`). */
  view: string;
  /** The page's plain link, and what opening it shows (a log is never in a link). */
  link: string;
  linkWords: string;
  /** The view's verdict: the headline first; `detail` lines go under Details. */
  answer: (VerdictLine & { detail?: boolean })[];
  /** The view's chart as its figures: a table titled as the chart is; absent before there is one. */
  picture?: ExportTable;
  /** The view's tables, in its order. */
  tables: readonly ExportTable[];
}

const markdown = (table: ExportTable) => tableToMarkdown(table).trimEnd();

/** The snapshot as Markdown: title, link, answer, picture, details, tables. */
export function viewSnapshot(input: ViewSnapshotInput): string {
  const [headline, ...rest] = input.answer;
  const shown = rest.filter((l) => !l.detail);
  const details = rest.filter((l) => l.detail);
  const sections = [
    [`# Context cost review snapshot: ${input.view}`, '', `Link: <${input.link}>`, '', input.linkWords],
    ['## Verdict', '', ...(headline ? [`**${headline.text}**`, ''] : []), ...shown.map((l) => `- ${l.text}`)],
    input.picture ? ['## Picture', '', markdown(input.picture)] : [],
    details.length > 0 ? ['## Details', '', ...details.map((l) => `- ${l.text}`)] : [],
    input.tables.length > 0 ? ['## Tables', '', input.tables.map(markdown).join('\n\n')] : [],
  ].filter((s) => s.length > 0);
  return sections.map((s) => s.join('\n').trimEnd()).join('\n\n') + '\n';
}
