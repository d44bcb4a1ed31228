import * as Toggle from '@radix-ui/react-toggle';
import { useMemo } from 'react';
import { MOVES } from '../../core/analysis/moves.ts';
import { currentSavings } from '../../core/analysis/current.ts';
import { formatRows } from '../../core/export/format.ts';
import { savingsTable } from '../../core/export/tables/savings.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { TableExport } from '../export/TableExport.tsx';
import { useApp } from '../store-context.tsx';
import { MoveName } from './MoveName.tsx';

/** Every move at every scale: tokens saved, the percentage of its named denominator, before → after. */
export function SavingsTable({ ladder }: { ladder: Ladder }) {
  const whole = useApp((s) => s.wholePoints);
  const setWhole = useApp((s) => s.setWholePoints);
  const savings = useMemo(() => currentSavings({ result: { ladder } }), [ladder]);
  const table = savingsTable(ladder, savings, whole);
  return (
    <figure className="panel">
      <figcaption className="chart-head">
        <div>
          <h2 id="savings-title">{table.title}</h2>
          <p className="caption">
            Each cell: {ladder.encoding} tokens saved per response, the saving as a percentage of the move's source rung
            (its denominator), and the sizes before → after.
          </p>
        </div>
        <Toggle.Root
          className="segment"
          pressed={whole}
          onPressedChange={setWhole}
          aria-label="Round percentages to whole points"
        >
          Round to whole points
        </Toggle.Root>
      </figcaption>
      <div className="table-scroll">
        <table className="ladder-table savings-table" aria-labelledby="savings-title" data-testid="savings-table">
          <thead>
            <tr>
              <th scope="col">Move</th>
              {ladder.scales.map((s, i) => (
                <th scope="col" className="num" key={s.label}>
                  {formatRows(s.rows)}
                  <span className="unit">{table.columns[i + 1]!.unit}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {MOVES.map((move, m) => (
              <tr key={move.id}>
                <th scope="row" className="rung-name">
                  <MoveName from={move.from} to={move.to} name={move.name} />
                </th>
                {savings.map((row, i) => {
                  const [saved, pct, sizes] = table.rows[m]![i + 1]!.lines!;
                  return (
                    <td className="num" key={ladder.scales[i]!.label} data-testid={`saving-${move.id}-${row[m]!.rows}`}>
                      <span className="tokens">{saved}</span>
                      <span className="pct">{pct}</span>
                      <span className="secondary">{sizes}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TableExport table={table} />
    </figure>
  );
}
