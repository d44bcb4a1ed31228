import type { OrderingPath } from '../../core/analysis/moves.ts';
import { formatRows } from '../../core/format/numbers.ts';
import { orderingTable } from '../../core/report/tables/savings.ts';
import { perResponseWords } from '../../core/format/names.ts';
import { useApp } from '../shared/store-context.tsx';
import type { Transport } from '../../core/mcp/revisions.ts';
import { TableExport } from '../export/TableExport.tsx';
import { MoveName } from './MoveName.tsx';
import type { Cell } from '../../core/report/table.ts';
import { selectModelCalibration } from '../../state/models/calibration.ts';
import { EstimateLine } from '../shared/EstimateLine.tsx';

/** A step's tokens saved (with the chosen model's estimate beneath, as in the ladder) and its percentage. */
function StepCell({ saved, percent }: { saved: Cell; percent: Cell }) {
  return (
    <td className="num">
      <span className="tokens">{saved.lines?.[0] ?? saved.text}</span>
      <EstimateLine cell={saved} testId={undefined} />
      <span className="pct">{percent.text}</span>
    </td>
  );
}

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
  const encoding = useApp((st) => st.result.ladder?.encoding);
  const estimate = useApp(selectModelCalibration);
  const table = orderingTable(paths, rows, whole, encoding && { encoding, estimate });
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
                    <StepCell saved={cells(p, i)[2]!} percent={cells(p, i)[3]!} />
                  </tr>
                ))}
                <tr className="total-row">
                  <th scope="row" className="rung-name">
                    <MoveName from={path.total.move.from} to={path.total.move.to} name="cumulative" />
                  </th>
                  <StepCell saved={total[2]!} percent={total[3]!} />
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
