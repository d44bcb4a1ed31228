import * as Toggle from '@radix-ui/react-toggle';
import { useMemo } from 'react';
import { MOVES } from '../../core/analysis/moves.ts';
import { currentSavings } from '../../core/analysis/current.ts';
import { savingsTable } from '../../core/export/tables/savings.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { LinesCell, ScalesHead, ViewTable } from '../ViewTable.tsx';
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
      <ViewTable
        table={table}
        testId="savings-table"
        className="savings-table"
        labelledBy="savings-title"
        head={<ScalesHead table={table} scales={ladder.scales} />}
      >
        {MOVES.map((move, m) => (
          <tr key={move.id}>
            <th scope="row" className="rung-name">
              <MoveName from={move.from} to={move.to} name={move.name} />
            </th>
            {savings.map((row, i) => (
              <LinesCell
                key={ladder.scales[i]!.label}
                cell={table.rows[m]![i + 1]!}
                classes={['tokens', 'pct', 'secondary']}
                testId={`saving-${move.id}-${row[m]!.rows}`}
              />
            ))}
          </tr>
        ))}
      </ViewTable>
    </figure>
  );
}
