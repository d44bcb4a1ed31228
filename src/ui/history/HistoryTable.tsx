import { useState } from 'react';
import { formatInt } from '../../core/format/numbers.ts';
import { numericColumns } from '../../core/report/table.ts';
import type { ExportTable } from '../../core/report/table.ts';
import { ViewTable } from '../shared/ViewTable.tsx';

/** A cell of one word (a date, a model, a tool) or a short phrase (a share) stays on one line; longer words wrap. */
const SHORT_CELL = 24;
const cellClass = (numeric: boolean | undefined, text: string) =>
  [numeric ? 'num' : undefined, text.length <= SHORT_CELL || !/\s/.test(text) ? 'nowrap' : undefined]
    .filter(Boolean)
    .join(' ') || undefined;

/**
 * Rows shown before "Show all": the answer stays in view above a few rows each (a year's history has
 * thousands of sessions, whose rows at once held the page's thread for seconds). Exports hold every row.
 */
export const ROWS_SHOWN = 10;

/**
 * One history table as core built it (`core/report/tables/history.ts`, the CLI's own): a heading,
 * the first column as row headers, numbers right-aligned, its notes, and the export buttons; the
 * first {@link ROWS_SHOWN} rows until "Show all" is pressed.
 */
export function HistoryTable({ table, id }: { table: ExportTable; id: string }) {
  const numeric = numericColumns(table);
  const titleId = `history-${id}-title`;
  const notesId = `history-${id}-notes`;
  const [all, setAll] = useState(false);
  const rows = all ? table.rows : table.rows.slice(0, ROWS_SHOWN);
  return (
    <section className="panel history-table" aria-labelledby={titleId}>
      <h2 id={titleId}>{table.title}</h2>
      {table.rows.length === 0 ? (
        <p className="placeholder">None in this history.</p>
      ) : (
        <ViewTable
          table={table}
          testId={`history-${id}-table`}
          labelledBy={titleId}
          describedBy={table.notes?.length ? notesId : undefined}
        >
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" className={cellClass(numeric[c], cell.text)}>
                    {cell.text}
                  </th>
                ) : (
                  <td key={c} className={cellClass(numeric[c], cell.text)}>
                    {cell.text}
                  </td>
                ),
              )}
            </tr>
          ))}
        </ViewTable>
      )}
      {rows.length < table.rows.length && (
        <p className="history-rows-more">
          {formatInt(rows.length)} of {formatInt(table.rows.length)} rows shown (the exports hold every row).{' '}
          <button type="button" onClick={() => setAll(true)}>
            Show all {formatInt(table.rows.length)} rows
          </button>
        </p>
      )}
      {table.notes && table.notes.length > 0 && (
        <div id={notesId} className="table-notes">
          {table.notes.map((n, i) => (
            <p key={i}>{n}</p>
          ))}
        </div>
      )}
    </section>
  );
}
