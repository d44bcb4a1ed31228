import * as Toggle from '@radix-ui/react-toggle';
import { useMemo } from 'react';
import { formatPercentage } from '../../core/analysis/percent.ts';
import { MOVES } from '../../core/analysis/moves.ts';
import type { MoveSaving } from '../../core/analysis/moves.ts';
import type { ExportTable } from '../../core/export/table.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { currentSavings } from '../../core/analysis/current.ts';
import { TableExport } from '../export/TableExport.tsx';
import { formatInt, formatRows } from '../format.ts';
import { useApp } from '../store-context.tsx';
import { MoveName } from './MoveName.tsx';

const TITLE = 'Savings of each move';

/**
 * The savings table as exported: one row per move, one column per scale, each cell the three
 * figures it shows: tokens saved, the percentage of its denominator, before → after.
 */
export function savingsExportTable(ladder: Ladder, table: MoveSaving[][], whole: boolean): ExportTable {
  return {
    title: TITLE,
    columns: ['Move', ...ladder.scales.map((s) => `${formatRows(s.rows)} (tokens saved)`)],
    rows: MOVES.map((move, m) => [
      `${move.from} → ${move.to} ${move.name}`,
      ...table.map((row) => {
        const s = row[m]!;
        return `${formatInt(s.saved)} (${formatPercentage(s.percent, whole ? 0 : 2)}; ${formatInt(s.before)} → ${formatInt(s.after)})`;
      }),
    ]),
    notes: [
      `Each cell: ${ladder.encoding} tokens saved per response (the saving as a percentage of the move's source rung, its denominator; the sizes before → after).`,
    ],
  };
}

/** Every move at every scale: tokens saved, the percentage of its named denominator, before → after. */
export function SavingsTable({ ladder }: { ladder: Ladder }) {
  const whole = useApp((s) => s.wholePoints);
  const setWhole = useApp((s) => s.setWholePoints);
  const table = useMemo(() => currentSavings({ result: { ladder } }), [ladder]);
  return (
    <figure className="panel">
      <figcaption className="chart-head">
        <div>
          <h2 id="savings-title">{TITLE}</h2>
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
              {ladder.scales.map((s) => (
                <th scope="col" className="num" key={s.label}>
                  {formatRows(s.rows)}
                  <span className="unit">tokens saved</span>
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
                {table.map((row, i) => {
                  const s = row[m]!;
                  return (
                    <td className="num" key={ladder.scales[i]!.label} data-testid={`saving-${move.id}-${s.rows}`}>
                      <span className="tokens">{formatInt(s.saved)}</span>
                      <span className="pct">{formatPercentage(s.percent, whole ? 0 : 2)}</span>
                      <span className="secondary">
                        {formatInt(s.before)} → {formatInt(s.after)}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TableExport table={savingsExportTable(ladder, table, whole)} />
    </figure>
  );
}
