import type { ExportTable } from '../../core/report/table.ts';
import { HistoryTable } from './HistoryTable.tsx';

/** Table ids, in `historyBillTables` order (test ids and headings' ids). */
export const BILL_TABLE_IDS = ['bill', 'bill-days', 'bill-projects', 'bill-models', 'misses', 'misses-sessions'];

/**
 * The bill as logged and its cache misses, as core built them for `history --tables`: folded under one
 * summary naming the bill's table, each table showing its first rows until "Show all".
 */
export function HistoryBillTables({ tables }: { tables: readonly ExportTable[] }) {
  return (
    <details className="history-more history-bill" data-testid="history-bill">
      <summary>
        {tables[0]!.title}: per day, project and model; cache misses by cause and the sessions that lost most
      </summary>
      {tables.map((table, i) => (
        <HistoryTable key={BILL_TABLE_IDS[i]} table={table} id={BILL_TABLE_IDS[i]!} />
      ))}
    </details>
  );
}
