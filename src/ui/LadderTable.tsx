import type { Ladder } from '../core/ladder/ladder.ts';
import { formatInt, formatRows } from './format.ts';
import { colourOf } from './palette.ts';
import { shownRepresentations, sizeAt } from './shown-representations.ts';

/** The ladder as a table: rungs as rows, scales as columns, tokens with bytes and characters beneath. */
export function LadderTable({ ladder, showLabels = false }: { ladder: Ladder; showLabels?: boolean }) {
  return (
    <figure className="panel">
      <figcaption>
        <h2 id="ladder-table-title">Tokens per rung and format</h2>
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
                  {showLabels && <span className="file-label">{scale.label}</span>}
                  <span className="unit">tokens</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shownRepresentations(ladder).map((rung) => (
              <tr key={rung.id} data-rung={rung.id} className={/^L\d$/.test(rung.id) ? undefined : 'format-row'}>
                <th scope="row" className="rung-name">
                  <span className="swatch" style={{ background: colourOf(rung.id) }} aria-hidden="true" />
                  <span>
                    <strong>{/^L\d$/.test(rung.id) ? rung.id : 'format'}</strong> {rung.name}
                    <span className="rule">{rung.rule}</span>
                  </span>
                </th>
                {ladder.scales.map((scale) => {
                  const size = sizeAt(scale, rung.id);
                  if (!size) return <td key={scale.label} />;
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
