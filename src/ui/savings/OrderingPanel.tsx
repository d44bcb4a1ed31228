import type { OrderingPath } from '../../core/analysis/moves.ts';
import { formatRows } from '../../core/export/format.ts';
import { orderingTable } from '../../core/export/tables/savings.ts';
import { perResponseWords } from '../../core/export/names.ts';
import { useApp } from '../shared/store-context.tsx';
import type { Transport } from '../../core/mcp/revisions.ts';
import { TableExport } from '../export/TableExport.tsx';
import { MoveName } from './MoveName.tsx';

/** Minify-then-project beside project-then-minify: two credits per step, one identical total. */
export function OrderingPanel({
  paths,
  rows,
  whole,
  callsOver,
}: {
  paths: [OrderingPath, OrderingPath];
  rows: number;
  whole: boolean;
  /** The transport when the paths are of call totals over it. */
  callsOver?: Transport | undefined;
}) {
  // The host whose forwarding the call totals count (absent: the JSON-RPC wire, named as the transport alone).
  const host = useApp((st) => st.result.ladder?.host);
  const table = orderingTable(paths, rows, whole);
  // The table's rows: each path's steps in turn, then the cumulative saving both share.
  const cells = (p: number, s: number) => table.rows[p * paths[0].steps.length + s]!;
  const total = table.rows.at(-1)!;
  return (
    <figure className="panel">
      <figcaption>
        <h2>{table.title}</h2>
        <p className="caption">
          At {formatRows(rows)}, tokens {perResponseWords(callsOver, host)}: each step's percentage is of what the step
          before it left, so the same projection is credited differently depending on the order. The cumulative saving
          is the same either way.
        </p>
      </figcaption>
      <div className="ordering">
        {paths.map((path, p) => (
          <section
            key={path.name}
            className="ordering-path"
            aria-label={path.name}
            data-testid={`ordering-${path.name.startsWith('minify') ? 'minify-first' : 'project-first'}`}
          >
            <h3>{path.name}</h3>
            <table className="ladder-table">
              <tbody>
                {path.steps.map((step, i) => (
                  <tr key={step.move.id}>
                    <th scope="row" className="rung-name">
                      <MoveName from={step.move.from} to={step.move.to} name={step.move.name} />
                    </th>
                    <td className="num">
                      <span className="tokens">{cells(p, i)[2]!.text}</span>
                      <span className="pct">{cells(p, i)[3]!.text}</span>
                    </td>
                  </tr>
                ))}
                <tr className="total-row">
                  <th scope="row" className="rung-name">
                    <MoveName from={path.total.move.from} to={path.total.move.to} name="cumulative" />
                  </th>
                  <td className="num">
                    <span className="tokens">{total[2]!.text}</span>
                    <span className="pct">{total[3]!.text}</span>
                  </td>
                </tr>
              </tbody>
            </table>
          </section>
        ))}
      </div>
      <TableExport table={table} />
    </figure>
  );
}
