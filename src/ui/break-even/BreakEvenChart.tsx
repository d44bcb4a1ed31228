import { useId } from 'react';
import { queryAxisEnd, queryPoints } from '../../core/analysis/break-even-series.ts';
import type { MoveBreakEven } from '../../core/analysis/session-texts.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import { formatRows } from '../../core/format/numbers.ts';
import { useApp } from '../shared/store-context.tsx';
import { AxisScaleToggle } from '../charts/AxisScaleToggle.tsx';
import { MoveNetChart } from './MoveNetChart.tsx';

interface Props {
  /** From `currentBreakEvens`; undefined while a session text is being counted. */
  breakEvens: MoveBreakEven[] | undefined;
  rows: number;
  encoding: EncodingName;
}

/**
 * Net tokens against queries as small multiples: one chart per move, each on its own token axis,
 * so the decision (where each line crosses zero) shows for a move that saves 2 tokens per query
 * as well as for one that saves 8,000; the query axis (linear or log) is the same for all.
 */
export function BreakEvenChart({ breakEvens, rows, encoding }: Props) {
  const logX = useApp((s) => s.breakEvenLogX);
  const setLogX = useApp((s) => s.setBreakEvenLogX);
  const titleId = useId();
  const axisLabelId = useId();
  const end = queryAxisEnd(breakEvens ?? []);
  const points = queryPoints(breakEvens ?? [], end);

  return (
    <section className="panel chart-panel be-chart-panel" aria-labelledby={titleId}>
      <div className="chart-head">
        <h2 id={titleId}>Net tokens against queries</h2>
        <div className="be-axis-toggle">
          <span id={axisLabelId} className="be-needed-label">
            Query axis
          </span>
          <AxisScaleToggle
            value={logX ? 'log' : 'linear'}
            onChange={(value) => setLogX(value === 'log')}
            labelledBy={axisLabelId}
          />
        </div>
      </div>
      <p className="caption">
        One chart per move at {formatRows(rows)}, {encoding} tokens. Each has its own token axis, from its lowest to its
        highest net through 0, so a move that saves a few tokens per query is not flattened by one that saves thousands:
        compare where the lines cross 0 (the dot), not their heights.
      </p>
      {!breakEvens ? (
        <p className="placeholder be-chart-placeholder" data-testid="break-even-chart-counting">
          counting… the charts appear once every session text is counted.
        </p>
      ) : (
        <div className="be-multiples" data-testid="break-even-chart">
          {breakEvens.map((b) => (
            <MoveNetChart key={b.move.id} b={b} points={points} end={end} logX={logX} encoding={encoding} />
          ))}
        </div>
      )}
    </section>
  );
}
