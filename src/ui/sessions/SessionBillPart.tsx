import { useMemo } from 'react';
import type { SessionBill } from '../../core/bill/bill.ts';
import { billSeries } from '../../core/bill/series.ts';
import { billStepsTable, missesTable } from '../../core/report/tables/bill.ts';
import { formatCount } from '../../core/format/numbers.ts';
import type { ExportCaption } from '../export/ChartExport.tsx';
import { BillChart } from './charts/BillChart.tsx';
import { SessionTable } from './SessionTable.tsx';
import { TableFold } from '../shared/TableFold.tsx';
import { SessionWhatIfs } from './SessionWhatIfs.tsx';
import type { WhatIf } from '../../core/bill/what-ifs.ts';

/**
 * The bill as the log records it: its chart per step with the cache's misses marked, the misses'
 * table, every request's bill folded, and the what-ifs against it. Nothing where the log records no usage.
 */
export function SessionBillPart({
  bill,
  whatIfs,
  exportCaption,
}: {
  bill: SessionBill;
  whatIfs: readonly WhatIf[];
  exportCaption?: ExportCaption;
}) {
  const series = useMemo(() => billSeries(bill), [bill]);
  const tables = useMemo(() => ({ steps: billStepsTable(bill), misses: missesTable(bill) }), [bill]);
  if (bill.steps.length === 0) return null;
  const n = bill.steps.length;
  return (
    <>
      <BillChart series={series} currency={bill.currency} {...(exportCaption && { exportCaption })} />
      {bill.misses.length > 0 && <SessionTable table={tables.misses} testId="session-misses" />}
      <TableFold
        summary={`Show the bill of all ${formatCount(n, 'request')}: read, written, uncached, output, cost`}
        testId="session-bill-fold"
      >
        <SessionTable table={tables.steps} testId="session-bill-table" />
      </TableFold>
      <SessionWhatIfs bill={bill} whatIfs={whatIfs} />
    </>
  );
}
