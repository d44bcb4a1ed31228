import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useRef } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { ChartExport } from '../export/ChartExport.tsx';
import { formatInt, formatRows } from '../../core/export/format.ts';
import { visibleName } from '../../core/fields/visible-name.ts';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../chart-theme.ts';
import { colourOf } from '../palette.ts';
import { shownRepresentations } from '../../core/representations.ts';
import { useApp } from '../store-context.tsx';
import { tokensValue, tokensXAxis, yAxisTitle } from '../charts/chart-props.tsx';

/** The tokens each field costs in one rung or format at the detail scale, most expensive first. */
export function FieldCostChart({ ladder }: { ladder: Ladder }) {
  const fieldCosts = useApp((s) => s.fieldCosts);
  const costOf = useApp((s) => s.fieldCostOf);
  const setCostOf = useApp((s) => s.setFieldCostOf);
  const chartRef = useRef<HTMLDivElement>(null);
  const title = 'What each field costs';
  const answer = fieldCosts.answer;
  const shown = shownRepresentations(ladder);
  const current = shown.find((r) => r.id === costOf);
  const data = answer?.costs ?? [];
  return (
    <figure className="panel">
      <figcaption>
        <h2 id="field-cost-title">{title}</h2>
        <p className="caption">
          Tokens saved by dropping only that field
          {answer ? ` from ${current?.name ?? answer.representation} at ${formatRows(answer.rows)}` : ''}
          {costOf === 'L0' || costOf === 'L1' ? ' (full records: every field of the data)' : ' (fields you keep)'}. Cut
          the top one first.
        </p>
      </figcaption>
      <ToggleGroup.Root
        type="single"
        className="chips"
        value={costOf}
        onValueChange={(v) => v && setCostOf(v)}
        aria-label="Rung or format to measure fields in"
      >
        {shown.map((r) => (
          <ToggleGroup.Item
            key={r.id}
            value={r.id}
            className="chip"
            aria-label={`Field costs in ${r.id} ${r.name}`}
            title={r.name}
          >
            {r.kind === 'rung' ? r.id : r.name}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      {fieldCosts.status === 'error' && <p role="alert">Could not count field costs: {fieldCosts.error}</p>}
      <div
        ref={chartRef}
        className={`chart${fieldCosts.status === 'counting' ? ' stale' : ''}`}
        role="img"
        aria-label={`Bar chart of tokens per field: ${data.map((d) => `${visibleName(d.field)} ${d.tokens}`).join(', ')}`}
      >
        <ResponsiveContainer width="100%" height={Math.max(160, 36 * data.length + 70)}>
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 8, right: 56, bottom: 28, left: 16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid {...GRID_PROPS} horizontal={false} />
            <XAxis {...tokensXAxis(`${ladder.encoding} tokens saved by dropping the field`)} />
            <YAxis
              type="category"
              dataKey="field"
              {...AXIS_PROPS}
              width={110}
              tickFormatter={visibleName}
              label={yAxisTitle('Field')}
            />
            <Tooltip {...TOOLTIP_PROPS} formatter={tokensValue} />
            <Bar dataKey="tokens" name="Tokens" fill={colourOf(costOf)} isAnimationActive={false}>
              <LabelList
                dataKey="tokens"
                position="right"
                formatter={(v: unknown) => formatInt(Number(v))}
                className="bar-label"
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      {data.length > 0 && <ChartExport title={title} target={chartRef} />}
    </figure>
  );
}
