import type { ReactNode } from 'react';
import type { ExportTable } from '../../core/report/table.ts';
import { numericColumns } from '../../core/report/table.ts';
import { LinesCell, ViewTable } from '../shared/ViewTable.tsx';

/** A core table's rows as the page shows them: the first cell a row header, the rest figures. */
function Rows({ table, testId, after }: { table: ExportTable; testId: string; after?: (row: number) => ReactNode }) {
  const numeric = numericColumns(table);
  return table.rows.map((row, i) => (
    <tr key={i} data-row={row[0]!.text}>
      <th scope="row">{row[0]!.text}</th>
      {row.slice(1).map((cell, j) => (
        <LinesCell
          key={j}
          cell={cell}
          classes={[null]}
          className={numeric[j + 1] ? 'num' : ''}
          testId={`${testId}-${i}-${j + 1}`}
        />
      ))}
      {after?.(i)}
    </tr>
  ));
}

/** One core table under its title, with its notes beneath. */
export function CaptureTable({
  table,
  id,
  testId,
  after,
}: {
  table: ExportTable;
  id: string;
  testId: string;
  after?: { head: string; cell: (row: number) => ReactNode };
}) {
  const numeric = numericColumns(table);
  return (
    <div className="cap-table">
      <h3 id={id}>{table.title}</h3>
      <ViewTable
        table={table}
        testId={testId}
        className="dense"
        labelledBy={id}
        head={
          <tr>
            {table.columns.map((column, i) => (
              <th key={i} scope="col" className={numeric[i] ? 'num' : undefined}>
                {column.name}
                {column.unit && <span className="unit">{column.unit}</span>}
              </th>
            ))}
            {after && <th scope="col">{after.head}</th>}
          </tr>
        }
      >
        <Rows table={table} testId={testId} after={after?.cell} />
      </ViewTable>
      {table.notes?.map((note) => (
        <p key={note} className="caption">
          {note}
        </p>
      ))}
    </div>
  );
}
