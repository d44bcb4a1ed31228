import { formatPercentage } from '../../core/analysis/percent.ts';
import type { OrderingPath } from '../../core/analysis/moves.ts';
import { formatInt, formatRows } from '../format.ts';
import { MoveName } from './MoveName.tsx';

/** Minify-then-project beside project-then-minify: two credits per step, one identical total. */
export function OrderingPanel({ paths, rows, whole }: { paths: [OrderingPath, OrderingPath]; rows: number; whole: boolean }) {
  return (
    <figure className="panel">
      <figcaption>
        <h2>Why one operation has two percentages</h2>
        <p className="caption">
          At {formatRows(rows)}: each step's percentage is of what the step before it left, so the same projection is credited
          differently depending on the order. The cumulative saving is the same either way.
        </p>
      </figcaption>
      <div className="ordering">
        {paths.map((path) => (
          <section key={path.name} className="ordering-path" aria-label={path.name} data-testid={`ordering-${path.name.startsWith('minify') ? 'minify-first' : 'project-first'}`}>
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
    </figure>
  );
}
