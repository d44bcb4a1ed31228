import { formatPercentage } from '../../core/analysis/percent.ts';
import type { OrderingPath } from '../../core/analysis/moves.ts';
import type { ExportTable } from '../../core/export/table.ts';
import { TableExport } from '../export/TableExport.tsx';
import { formatInt, formatRows } from '../format.ts';
import { MoveName } from './MoveName.tsx';

const TITLE = 'Why one operation has two percentages';

/** The ordering comparison as exported: each path's two steps, then the cumulative saving both share. */
export function orderingExportTable(paths: [OrderingPath, OrderingPath], rows: number, whole: boolean): ExportTable {
  const digits = whole ? 0 : 2;
  const total = paths[0].total;
  return {
    title: TITLE,
    columns: ['Order', 'Step', 'Tokens saved', 'Percentage'],
    rows: [
      ...paths.flatMap((path) =>
        path.steps.map((step) => [
          path.name,
          `${step.move.from} → ${step.move.to} ${step.move.name}`,
          `${formatInt(step.saved)} tokens`,
          formatPercentage(step.percent, digits),
        ]),
      ),
      [
        'either order',
        `${total.move.from} → ${total.move.to} cumulative`,
        `${formatInt(total.saved)} tokens`,
        formatPercentage(total.percent, digits),
      ],
    ],
    notes: [
      `At ${formatRows(rows)}: each step's percentage is of what the step before it left; the cumulative saving is the same either way.`,
    ],
  };
}

/** Minify-then-project beside project-then-minify: two credits per step, one identical total. */
export function OrderingPanel({
  paths,
  rows,
  whole,
}: {
  paths: [OrderingPath, OrderingPath];
  rows: number;
  whole: boolean;
}) {
  return (
    <figure className="panel">
      <figcaption>
        <h2>{TITLE}</h2>
        <p className="caption">
          At {formatRows(rows)}: each step's percentage is of what the step before it left, so the same projection is
          credited differently depending on the order. The cumulative saving is the same either way.
        </p>
      </figcaption>
      <div className="ordering">
        {paths.map((path) => (
          <section
            key={path.name}
            className="ordering-path"
            aria-label={path.name}
            data-testid={`ordering-${path.name.startsWith('minify') ? 'minify-first' : 'project-first'}`}
          >
            <h3>{path.name}</h3>
            <table className="ladder-table">
              <tbody>
                {path.steps.map((step) => (
                  <tr key={step.move.id}>
                    <th scope="row" className="rung-name">
                      <MoveName from={step.move.from} to={step.move.to} name={step.move.name} />
                    </th>
                    <td className="num">
                      <span className="tokens">{formatInt(step.saved)} tokens</span>
                      <span className="pct">{formatPercentage(step.percent, whole ? 0 : 2)}</span>
                    </td>
                  </tr>
                ))}
                <tr className="total-row">
                  <th scope="row" className="rung-name">
                    <MoveName from={path.total.move.from} to={path.total.move.to} name="cumulative" />
                  </th>
                  <td className="num">
                    <span className="tokens">{formatInt(path.total.saved)} tokens</span>
                    <span className="pct">{formatPercentage(path.total.percent, whole ? 0 : 2)}</span>
                  </td>
                </tr>
              </tbody>
            </table>
          </section>
        ))}
      </div>
      <TableExport table={orderingExportTable(paths, rows, whole)} />
    </figure>
  );
}
