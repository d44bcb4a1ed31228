import { useId } from 'react';
import type { ExportTable } from '../../core/report/table.ts';
import { numericColumns } from '../../core/report/table.ts';
import { TableExport } from '../export/TableExport.tsx';
import { ScrollRegion } from '../shared/ScrollRegion.tsx';

interface Props {
  /** The table as core built it: the page shows these cells, the exports copy them. */
  table: ExportTable;
  testId: string;
  /** Show the table's notes under it (units, denominators, the estimate). */
  notes?: boolean;
}

/**
 * One of core's session tables as the page shows it: title, columns with their units, numbers
 * right-aligned as core wrote them (thousands separators), the first cell of a row as its header,
 * and the Markdown / CSV export of the same cells.
 */
export function SessionTable({ table, testId, notes = true }: Props) {
  const titleId = useId();
  const numeric = numericColumns(table);
  return (
    <figure className="panel">
      <figcaption className="chart-head">
        <h2 id={titleId}>{table.title}</h2>
      </figcaption>
      <ScrollRegion labelledBy={titleId}>
        <table className="ladder-table session-table" aria-labelledby={titleId} data-testid={testId}>
          <thead>
            <tr>
              {table.columns.map((c, i) => (
                <th key={c.name} scope="col" className={numeric[i] ? 'num' : undefined}>
                  {c.name}
                  {c.unit && <span className="unit">{c.unit}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((c, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {c.text}
                    </th>
                  ) : (
                    <td key={i} className={numeric[i] ? 'num' : undefined}>
                      {c.text}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {notes &&
        table.notes?.map((n) => (
          <p key={n} className="caption">
            {n}
          </p>
        ))}
      <TableExport table={table} />
    </figure>
  );
}
