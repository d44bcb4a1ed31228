import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Ladder } from '../core/ladder/ladder.ts';
import { RUNGS } from '../core/ladder/rungs.ts';
import { formatInt, formatRows } from './format.ts';
import { RUNG_COLOURS } from './palette.ts';

interface Props {
  ladder: Ladder;
  scale: 'linear' | 'log';
  onScaleChange: (scale: 'linear' | 'log') => void;
}

/** The ladder as grouped bars: one group per scale, one bar per rung, linear or log token axis. */
export function LadderChart({ ladder, scale, onScaleChange }: Props) {
  const data = ladder.scales.map((s) => ({
    scale: formatRows(s.rows),
    ...Object.fromEntries(RUNGS.map((rung) => [rung.id, s.rungs[rung.id].tokens])),
  }));
  return (
    <figure className="panel chart-panel">
      <figcaption className="chart-head">
        <h2 id="ladder-chart-title">Response size by rung and scale</h2>
        <ToggleGroup.Root
          type="single"
          className="segmented"
          value={scale}
          onValueChange={(value) => value && onScaleChange(value as 'linear' | 'log')}
          aria-label="Token axis scale"
        >
          <ToggleGroup.Item value="linear" className="segment">
            Linear
          </ToggleGroup.Item>
          <ToggleGroup.Item value="log" className="segment">
            Log
          </ToggleGroup.Item>
        </ToggleGroup.Root>
      </figcaption>
      <div className="chart" role="img" aria-labelledby="ladder-chart-title" aria-describedby="ladder-table-title">
        <ResponsiveContainer width="100%" height={360}>
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 28, left: 24 }}>
            <CartesianGrid strokeDasharray="3 3" className="grid" vertical={false} />
            <XAxis dataKey="scale" label={{ value: 'Scale (rows in the response)', position: 'insideBottom', offset: -16 }} />
            <YAxis
              scale={scale}
              domain={scale === 'log' ? [1, 'auto'] : [0, 'auto']}
              allowDataOverflow={scale === 'log'}
              tickFormatter={(v: number) => formatInt(v)}
              width={72}
              label={{ value: `${ladder.encoding} tokens${scale === 'log' ? ' (log scale)' : ''}`, angle: -90, position: 'insideLeft', offset: -12, style: { textAnchor: 'middle' } }}
            />
            <Tooltip formatter={(value) => `${formatInt(Number(value))} tokens`} />
            <Legend verticalAlign="top" height={40} formatter={(value: string) => <span className="legend-label">{value}</span>} />
            {RUNGS.map((rung) => (
              <Bar key={rung.id} dataKey={rung.id} name={`${rung.id} ${rung.name}`} fill={RUNG_COLOURS[rung.id]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
