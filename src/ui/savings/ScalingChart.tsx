import { useMemo, useRef } from 'react';
import { CartesianGrid, LineChart, ReferenceDot, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SCALING_TITLE, canFit, fitTable, seriesLabel } from '../../core/report/tables/savings.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import type { Transport } from '../../core/mcp/revisions.ts';
import { perResponseWords } from '../../core/format/names.ts';
import { currentScaling } from '../../core/analysis/current.ts';
import { ChartExport } from '../export/ChartExport.tsx';
import { TableExport } from '../export/TableExport.tsx';
import { formatInt } from '../../core/format/numbers.ts';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS, logTicks } from '../theme/chart-theme.ts';
import { colourOf } from '../theme/palette.ts';
import { LINE_MARGIN, rowsLogXAxis, tokensValue, yAxisTitle } from '../charts/chart-props.tsx';
import { DIRECT_LABEL_ROOM, DirectLabels, useDirectLabels } from '../charts/DirectLabels.tsx';
import { LegendIcon, SeriesLegend } from '../charts/SeriesLegend.tsx';
import { lineSeries, lineStyleOf } from '../charts/series.tsx';

/** Tokens against rows for each rung and format, the fitted fixed and per-row parts, and crossings. */
export function ScalingChart({ ladder, callsOver }: { ladder: Ladder; callsOver?: Transport | undefined }) {
  const { series, crossings } = useMemo(
    () => currentScaling({ result: { ladder }, transport: callsOver ?? 'cli' }),
    [ladder, callsOver],
  );
  const chartRef = useRef<HTMLDivElement>(null);
  const labelled = useDirectLabels();
  if (!canFit(ladder)) {
    return (
      <figure className="panel">
        <h2>Scaling</h2>
        <p className="caption">Show two or more row counts to see how each rung grows with rows.</p>
      </figure>
    );
  }
  const rows = series[0]!.points.map((p) => p.rows);
  const maxTokens = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.tokens)));
  const data = rows.map((r, i) => ({ rows: r, ...Object.fromEntries(series.map((s) => [s.id, s.points[i]!.tokens])) }));
  const table = fitTable(series, crossings);
  const lines = series.map((s) => ({
    id: s.id,
    name: seriesLabel(s.id),
    colour: colourOf(s.id),
    style: lineStyleOf(s.id),
    last: s.points.at(-1)!.tokens,
  }));
  return (
    <figure className="panel">
      <figcaption>
        <h2 id="scaling-title">{SCALING_TITLE}</h2>
        <p className="caption">
          Measured {ladder.encoding} tokens {perResponseWords(callsOver, ladder.host)} at each scale; the fit is a
          least-squares line through them.
        </p>
      </figcaption>
      <div className="chart" ref={chartRef} role="img" aria-labelledby="scaling-title">
        <ResponsiveContainer width="100%" height={340}>
          <LineChart
            data={data}
            margin={{ ...LINE_MARGIN, right: labelled ? DIRECT_LABEL_ROOM : LINE_MARGIN.right }}
            accessibilityLayer={false}
          >
            <CartesianGrid {...GRID_PROPS} />
            <XAxis {...rowsLogXAxis(rows)} />
            <YAxis
              {...AXIS_PROPS}
              scale="log"
              domain={[1, logTicks(maxTokens).at(-1)!]}
              ticks={logTicks(maxTokens)}
              allowDataOverflow
              tickFormatter={(v: number) => formatInt(v)}
              width={72}
              label={yAxisTitle(`${ladder.encoding} tokens (log scale)`, -12)}
            />
            <Tooltip
              {...TOOLTIP_PROPS}
              formatter={tokensValue}
              labelFormatter={(v) => `${formatInt(Number(v))} rows`}
            />
            {lineSeries(lines)}
            {labelled && <DirectLabels series={lines} />}
            {crossings.map(({ a, crossing }) => {
              const sa = series.find((s) => s.id === a)!;
              const i = sa.points.findIndex((p) => p.rows === crossing.between[1]);
              const [p0, p1] = [sa.points[i - 1]!, sa.points[i]!];
              const y = p0.tokens + ((p1.tokens - p0.tokens) * (crossing.rows - p0.rows)) / (p1.rows - p0.rows);
              return (
                <ReferenceDot
                  key={`${a}-${crossing.rows}`}
                  x={crossing.rows}
                  y={y}
                  r={6}
                  fill="none"
                  stroke="var(--text)"
                  strokeWidth={2}
                />
              );
            })}
          </LineChart>
        </ResponsiveContainer>
        <SeriesLegend items={lines} />
      </div>
      <ChartExport title={SCALING_TITLE} target={chartRef} />
      <table className="ladder-table fit-table" data-testid="fit-table">
        <thead>
          <tr>
            <th scope="col">Rung or format</th>
            <th scope="col">Fit</th>
            <th scope="col">Fixed part</th>
          </tr>
        </thead>
        <tbody>
          {series.map((s, i) => (
            <tr key={s.id}>
              <th scope="row" className="rung-name">
                <LegendIcon item={lines[i]!} />
                {table.rows[i]![0]!.text}
              </th>
              <td>{table.rows[i]![1]!.text}</td>
              <td className="fit-fixed">{table.rows[i]![2]!.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="caption" data-testid="crossings">
        {table.notes![1]}
      </p>
      <TableExport table={table} />
    </figure>
  );
}
