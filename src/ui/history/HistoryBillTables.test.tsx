import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { parseHistoryArgs } from '../../cli/history/args.ts';
import { readHistory, runHistoryCli } from '../../cli/history/run.ts';
import { captured, writeCacheFolder } from '../../cli/history/history.fixture.ts';
import { HistoryResults } from './HistoryView.tsx';
import { BILL_TABLE_IDS } from './HistoryBillTables.tsx';
import { cliTable, pageTable } from './page-table.fixture.ts';

test("the bill's tables on the page are the command line's, cell for cell, folded under one summary", () => {
  const root = writeCacheFolder();
  const o = captured();
  expect(runHistoryCli(['--tables', root], o)).toBe(0);
  const { report } = readHistory(parseHistoryArgs([root]));
  const html = renderToStaticMarkup(<HistoryResults report={report} />);
  expect(html).toContain(
    '<details class="history-more history-bill" data-testid="history-bill"><summary>The bill as logged: 47 requests over 3 sessions: per day, project and model; cache misses by cause and the sessions that lost most</summary>',
  );
  for (const id of BILL_TABLE_IDS) {
    const { title, rows } = pageTable(html, id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(cliTable(o.out, title));
  }
  expect(pageTable(html, 'misses').rows).toEqual([
    ['compaction', '1', '9,006', '$0.0311', '3.54 % of the input bill'],
    ['model switch', '1', '13,006', '$0.0748', '8.52 % of the input bill'],
    ['idle past the lifetime', '3', '39,706', '$0.2101', '23.94 % of the input bill'],
    ['earlier text changed', '2', '12,810', '$0.0563', '6.42 % of the input bill'],
  ]);
  // The bill's tables come before the what-ifs; projects stay numbered until names are asked for.
  expect(html.indexOf('history-bill-models-table')).toBeLessThan(html.indexOf('history-strategies-table'));
  expect(pageTable(html, 'bill-projects').rows.map((r) => r[0])).toEqual(['no project in the log', 'project 1']);
});
