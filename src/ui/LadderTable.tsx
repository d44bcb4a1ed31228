import type { Ladder } from '../core/ladder/ladder.ts';
import { RUNGS } from '../core/ladder/rungs.ts';
import { formatInt, formatRows } from './format.ts';
import { RUNG_COLOURS } from './palette.ts';

/** The ladder as a table: rungs as rows, scales as columns, tokens with bytes and characters beneath. */
export function LadderTable({ ladder }: { ladder: Ladder }) {
  return (
    <figure className="panel">
      <figcaption>
        <h2 id="ladder-table-title">Tokens per rung</h2>
        <p className="caption">
          Each cell: <strong>{ladder.encoding}</strong> tokens of the whole response; below it, UTF-8 bytes and
          characters (Unicode code points).
        </p>
      </figcaption>
      <div className="table-scroll">
        <table className="ladder-table" aria-labelledby="ladder-table-title" data-testid="ladder-table">
          <thead>
            <tr>
              <th scope="col">Rung</th>
              {ladder.scales.map((scale) => (
                <th scope="col" className="num" key={scale.label} title={scale.label}>
                  {formatRows(scale.rows)}
                  <span className="unit">tokens</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {RUNGS.map((rung) => (
              <tr key={rung.id} data-rung={rung.id}>
                <th scope="row" className="rung-name">
                  <span className="swatch" style={{ background: RUNG_COLOURS[rung.id] }} aria-hidden="true" />
                  <span>
                    <strong>{rung.id}</strong> {rung.name}
                    <span className="rule">{rung.rule}</span>
                  </span>
                </th>
                {ladder.scales.map((scale) => {
                  const size = scale.rungs[rung.id];
                  return (
                    <td className="num" key={scale.label} data-rows={scale.rows}>
                      <span className="tokens" data-testid={`cell-${rung.id}-${scale.rows}`}>
                        {formatInt(size.tokens)}
                      </span>
                      <span className="secondary">
                        {formatInt(size.bytes)} B · {formatInt(size.chars)} chars
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
