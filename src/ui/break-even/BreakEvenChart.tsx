import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId, useMemo, useState } from 'react';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../chart-theme.ts';
import { CartesianGrid, Legend, Line, LineChart, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { netAfter } from '../../core/analysis/break-even.ts';
import { MOVES } from '../../core/analysis/moves.ts';
import type { MoveBreakEven } from '../../core/analysis/session-texts.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import { formatBreakEven, formatQueries, formatRows, formatSigned } from '../../core/export/format.ts';
import { RUNG_COLOURS } from '../palette.ts';
import { useApp } from '../store-context.tsx';
import { moveRungs, moveTitle } from '../../core/export/names.ts';
import { chartRows, dashPatterns, queryAxisEnd, queryPoints, queryTicks } from './chart-series.ts';
import { LINE_MARGIN, legendProps, signedTokensValue, xAxisTitle, yAxisTitle } from '../charts/chart-props.tsx';
import { AxisScaleToggle } from '../charts/AxisScaleToggle.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';

const DASHES = dashPatterns(MOVES);

/** The legend name of a move: its rungs and name, and when it pays back (or that it never does). */
function seriesName(b: MoveBreakEven): string {
  return `${moveTitle(b.move)} (${b.breakEven.pays ? `breaks even at ${formatQueries(b.breakEven.queries)}` : 'never pays back'})`;
}

/** A sentence for screen readers: what the chart shows and where each move breaks even. */
function summary(
  breakEvens: readonly MoveBreakEven[],
  rows: number,
  encoding: EncodingName,
  end: number,
  log: boolean,
): string {
  const moves = breakEvens.map((b) => `${moveTitle(b.move)}: ${formatBreakEven(b.breakEven)}`).join('; ');
  return (
    `Line chart of net ${encoding} tokens saved against queries in the session, 1 to ${end} queries` +
    `${log ? ' on a log axis' : ''}, at ${formatRows(rows)}, one line per move. Break-even: ${moves}.`
  );
}

interface Props {
  /** From `currentBreakEvens`; undefined while a session text is being counted. */
  breakEvens: MoveBreakEven[] | undefined;
  rows: number;
  encoding: EncodingName;
}

/**
 * Net tokens against queries, one line per move (colour of its destination rung, a dash pattern
 * per move into the same rung), the zero line, a dot where each move breaks even, and a linear or
 * log query axis.
 */
export function BreakEvenChart({ breakEvens, rows, encoding }: Props) {
  const logX = useApp((s) => s.breakEvenLogX);
  const setLogX = useApp((s) => s.setBreakEvenLogX);
  const [shown, setShown] = useState<string[]>(() => MOVES.map((m) => m.id));
  const titleId = useId();
  const shownLabelId = useId();
  const axisLabelId = useId();

  const visible = useMemo(() => (breakEvens ?? []).filter((b) => shown.includes(b.move.id)), [breakEvens, shown]);
  const end = queryAxisEnd(visible);
  const data = useMemo(() => chartRows(visible, queryPoints(visible, end)), [visible, end]);

  return (
    <ChartFigure
      title="Net tokens against queries"
      titleId={titleId}
      className="panel chart-panel be-chart-panel"
      controls={
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
      }
      placeholder={
        !breakEvens ? (
          <p className="placeholder be-chart-placeholder" data-testid="break-even-chart-counting">
            counting… the chart appears once every session text is counted.
          </p>
        ) : visible.length === 0 ? (
          <p className="placeholder be-chart-placeholder">No move is shown; pick one above.</p>
        ) : undefined
      }
      summary={summary(visible, rows, encoding, end, logX)}
      captionAt={rows}
      chartTestId="break-even-chart"
      height={480}
      above={
        <div className="be-shown">
          <span id={shownLabelId} className="be-needed-label">
            Moves shown
          </span>
          <ToggleGroup.Root
            type="multiple"
            className="chips"
            aria-labelledby={shownLabelId}
            value={shown}
            onValueChange={setShown}
          >
            {MOVES.map((move) => (
              <ToggleGroup.Item
                key={move.id}
                value={move.id}
                className="chip be-move-chip"
                aria-label={`Show ${moveTitle(move)}`}
                title={moveTitle(move)}
              >
                <svg className="be-chip-line" width="22" height="8" aria-hidden="true">
                  <line
                    x1="1"
                    y1="4"
                    x2="21"
                    y2="4"
                    stroke={RUNG_COLOURS[move.to]}
                    strokeWidth="2.5"
                    strokeDasharray={DASHES[move.id]}
                  />
                </svg>
                {moveRungs(move)}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        </div>
      }
    >
      <LineChart data={data} margin={LINE_MARGIN} accessibilityLayer={false}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis
          {...AXIS_PROPS}
          type="number"
          dataKey="queries"
          scale={logX ? 'log' : 'linear'}
          domain={[1, end]}
          ticks={queryTicks(end, logX)}
          allowDataOverflow
          label={xAxisTitle(`Queries in the session${logX ? ' (log scale)' : ''}`)}
        />
        <YAxis
          {...AXIS_PROPS}
          // Start at the lowest net shown (or 0), not at recharts' rounded-down guess far below it.
          domain={[(min: number) => Math.min(0, min), 'auto']}
          allowDecimals={false}
          tickFormatter={(v: number) => formatSigned(v)}
          width={84}
          label={yAxisTitle(`Net tokens saved (${encoding})`, -12)}
        />
        <Tooltip
          {...TOOLTIP_PROPS}
          labelFormatter={(label) => `After ${formatQueries(Number(label))}`}
          formatter={signedTokensValue}
        />
        <Legend verticalAlign="bottom" wrapperStyle={{ paddingTop: 36 }} {...legendProps(MOVES.map((m) => m.id))} />
        <ReferenceLine
          y={0}
          stroke="var(--muted)"
          strokeWidth={1.5}
          label={{ value: 'break-even', position: 'insideTopLeft', className: 'be-zero-label', fill: 'var(--muted)' }}
        />
        {visible.map((b) => (
          <Line
            key={b.move.id}
            type="linear"
            dataKey={b.move.id}
            name={seriesName(b)}
            stroke={RUNG_COLOURS[b.move.to]}
            strokeDasharray={DASHES[b.move.id]}
            strokeWidth={2}
            dot={false}
            legendType="plainline"
            isAnimationActive={false}
          />
        ))}
        {visible.map((b) =>
          b.breakEven.pays ? (
            <ReferenceDot
              key={`dot-${b.move.id}`}
              x={b.breakEven.queries}
              y={netAfter(b.breakEven.queries, b.oneTime, b.savingPerQuery)}
              r={5}
              fill={RUNG_COLOURS[b.move.to]}
              stroke="var(--panel)"
              strokeWidth={1.5}
            />
          ) : null,
        )}
      </LineChart>
    </ChartFigure>
  );
}
