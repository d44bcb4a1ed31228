import { selectResultCounts } from '../../state/result.ts';
import { EstimateCaption } from '../ladder/EstimateCaption.tsx';
import * as Toggle from '@radix-ui/react-toggle';
import { useMemo } from 'react';
import { BASELINES } from '../../core/analysis/moves.ts';
import type { Baseline } from '../../core/analysis/moves.ts';
import { callsOver, currentSavings, detailScale } from '../../core/analysis/current.ts';
import { currentLosing } from '../../core/analysis/losing-moves.ts';
import { asReceivedMissingNote, baselineWords, movesOf, savingsTable } from '../../core/report/tables/savings.ts';
import { SingleChoice } from '../shared/SingleChoice.tsx';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { perResponseWords } from '../../core/format/names.ts';
import { LinesCell, ScalesHead, ViewTable } from '../shared/ViewTable.tsx';
import { useKeyColumnFirst } from '../shared/key-column.ts';
import { useApp } from '../shared/store-context.tsx';
import { MoveName } from './MoveName.tsx';
import { baselineOf } from '../../state/baseline.ts';
import { selectModelCalibration } from '../../state/models/calibration.ts';
import { AS_RECEIVED_ID } from '../../core/ladder-rows.ts';

/** How each baseline is offered. */
const BASELINE_LABELS: Record<Baseline, string> = { move: 'each move', L0: 'L0', [AS_RECEIVED_ID]: 'as received' };

/**
 * Every move at every scale: tokens saved, the percentage of its named denominator (each move's
 * source rung, L0, or the text as received: the user's choice), before → after; of payloads, or of
 * call totals when an MCP transport is chosen.
 */
export function SavingsTable({ ladder }: { ladder: Ladder }) {
  const transport = useApp((s) => s.transport);
  const calls = callsOver({ result: { ladder }, transport });
  const whole = useApp((s) => s.wholePoints);
  const setWhole = useApp((s) => s.setWholePoints);
  const baseline = useApp(baselineOf);
  const setBaseline = useApp((s) => s.setBaseline);
  const detailRows = useApp((s) => s.detailRows);
  const received = ladder.scales.some((s) => s.asReceived !== undefined);
  const savings = useMemo(
    () => currentSavings({ result: { ladder }, baseline, transport }),
    [ladder, baseline, transport],
  );
  const result = useApp(selectResultCounts);
  const session = useApp((s) => s.session);
  const sessionCounts = useApp((s) => s.sessionCounts);
  const steps = useApp((s) => s.sim.steps);
  const losing = useMemo(
    () => currentLosing({ result: { ...result, ladder }, session, sessionCounts, transport }, steps) ?? [],
    [result, ladder, session, sessionCounts, transport, steps],
  );
  const estimate = useApp(selectModelCalibration);
  const table = savingsTable(ladder, savings, whole, baseline, calls, losing, estimate);
  const missing = asReceivedMissingNote(ladder, baseline);
  // On a phone the detail scale's column (the verdict's figures) comes first.
  const detail = detailScale({ result: { ladder }, detailRows });
  const order = useKeyColumnFirst(ladder.scales.length, detail ? ladder.scales.indexOf(detail) : undefined);
  return (
    <figure className="panel">
      <figcaption className="chart-head">
        <div>
          <h2 id="savings-title">{table.title}</h2>
          <p className="caption" data-testid="savings-caption">
            Each cell: {ladder.encoding} tokens saved <strong>{perResponseWords(calls, ladder.host)}</strong>, the
            saving as a percentage of {baselineWords(baseline)} (its denominator), and the sizes before → after.
          </p>
          <EstimateCaption encoding={ladder.encoding} testId="savings-estimate" />
          <div className="baseline-choice">
            <span id="baseline-label">Percentages of:</span>{' '}
            <SingleChoice<Baseline, Baseline>
              options={received ? BASELINES : BASELINES.filter((b) => b !== AS_RECEIVED_ID || baseline === b)}
              value={baseline}
              onChange={setBaseline}
              render={(b) => BASELINE_LABELS[b]}
              labelledBy="baseline-label"
            />
          </div>
          {missing && (
            <p className="caption" data-testid="savings-missing">
              {missing}
            </p>
          )}
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
        head={<ScalesHead table={table} scales={ladder.scales} order={order} />}
      >
        {movesOf(savings).map((move, m) => (
          <tr key={move.id}>
            <th scope="row" className="rung-name">
              <MoveName from={move.from} to={move.to} name={move.name} />
            </th>
            {order.map((i) => (
              <LinesCell
                key={ladder.scales[i]!.label}
                cell={table.rows[m]![i + 1]!}
                classes={['tokens', 'pct', 'secondary', 'losing-note']}
                testId={`saving-${move.id}-${savings[i]![m]!.rows}`}
              />
            ))}
          </tr>
        ))}
      </ViewTable>
    </figure>
  );
}
