import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { cell } from '../../core/report/table.ts';
import type { ExportTable } from '../../core/report/table.ts';
import { HistoryTable, ROWS_SHOWN } from './HistoryTable.tsx';

test('a long table shows its first rows and says how many more "Show all" opens; a short one shows all', () => {
  const table = (n: number): ExportTable => ({
    title: 'Sessions',
    columns: [{ name: 'Session' }, { name: 'Steps', unit: 'requests' }],
    rows: Array.from({ length: n }, (_, i) => [cell(`s${i + 1}`), cell(String(i), i)]),
  });
  const long = renderToStaticMarkup(<HistoryTable table={table(25)} id="sessions" />);
  expect(ROWS_SHOWN).toBe(10);
  expect(long.match(/<tr>/g)).toHaveLength(1 + 10);
  expect(long).toContain('10 of 25 rows shown (the exports hold every row).');
  expect(long).toContain('Show all 25 rows');
  const short = renderToStaticMarkup(<HistoryTable table={table(10)} id="sessions" />);
  expect(short.match(/<tr>/g)).toHaveLength(1 + 10);
  expect(short).not.toContain('Show all');
});
