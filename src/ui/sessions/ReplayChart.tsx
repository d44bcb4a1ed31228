import { useRef } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatInt } from '../../core/export/format.ts';
import type { SessionReplayed } from '../../worker/protocol.ts';
import { AXIS_LABEL_STYLE, AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../chart-theme.ts';
import { ChartExport } from '../export/ChartExport.tsx';
import { REPLAY_COLOURS } from '../palette.ts';

const TITLE = 'Input tokens per step, before and after the strategy';

/** The replay without and with the strategy, overlaid; a line marks the end of the compared steps. */
export function ReplayChart({ replay, encoding }: { replay: SessionReplayed; encoding: string }) {
  const chartRef = useRef<HTMLDivElement>(null);
  const data = replay.none.map((s, i) => ({ step: s.step, before: s.total, after: replay.steps[i]!.total }));
  return (
    <figure className="panel" data-testid="session-replay-chart">
      <figcaption className="chart-head">
        <h2 id="replay-chart-title">{TITLE}</h2>
      </figcaption>
      <div className="chart" ref={chartRef} role="img" aria-labelledby="replay-chart-title">
        <ResponsiveContainer width="100%" height={340}>
          <LineChart data={data} margin={{ top: 8, right: 24, bottom: 28, left: 32 }} accessibilityLayer={false}>
            <CartesianGrid {...GRID_PROPS} />
            <XAxis
              dataKey="step"
              type="number"
              domain={[1, 'dataMax']}
              allowDecimals={false}
              {...AXIS_PROPS}
              label={{ value: 'Step (model request)', position: 'insideBottom', offset: -16, style: AXIS_LABEL_STYLE }}
            />
            <YAxis
              {...AXIS_PROPS}
              allowDecimals={false}
              tickFormatter={(v: number) => formatInt(v)}
              width={84}
              label={{
                value: `Input tokens (${encoding})`,
                angle: -90,
                position: 'insideLeft',
                offset: -20,
                style: AXIS_LABEL_STYLE,
              }}
            />
            <Tooltip
              {...TOOLTIP_PROPS}
              labelFormatter={(v) => `Step ${formatInt(Number(v))}`}
              formatter={(value) => `${formatInt(Number(value))} tokens`}
            />
            <Legend
              verticalAlign="top"
              // Before, then after: the order of the table's columns.
              itemSorter={(item) => (item.dataKey === 'before' ? 0 : 1)}
              formatter={(v: string) => <span className="legend-label">{v}</span>}
            />
            <ReferenceLine
              x={replay.table.steps}
              stroke="var(--muted)"
              strokeDasharray="2 3"
              label={{
                value: `table: first ${formatInt(replay.table.steps)}`,
                position: 'insideTopRight',
                fill: 'var(--text)',
                fontSize: 12,
              }}
            />
            <Line
              dataKey="before"
              name="Before: no compaction"
              stroke={REPLAY_COLOURS.before}
              strokeWidth={2}
              dot={false}
              legendType="plainline"
              isAnimationActive={false}
            />
            <Line
              dataKey="after"
              name={`After: ${replay.name}`}
              stroke={REPLAY_COLOURS.after}
              strokeWidth={2.5}
              strokeDasharray="7 4"
              dot={false}
              legendType="plainline"
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ChartExport title={TITLE} target={chartRef} />
    </figure>
  );
}
