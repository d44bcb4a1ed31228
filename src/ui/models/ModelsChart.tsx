import { memo, useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ErrorBar, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRows } from '../../core/format/numbers.ts';
import type { ModelsComparison } from '../../core/models-view/model-figures.ts';
import type { ModelsChartRow } from '../../core/models-view/chart-rows.ts';
import { chartValueWords, modelsChartCaption } from '../../core/models-view/chart-rows.ts';
import { representationLabel } from '../../core/representation-list.ts';
import { horizontalBars, tokensXAxis, yAxisTitle } from '../charts/chart-props.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../theme/chart-theme.ts';
import { colourOf } from '../theme/palette.ts';

/** Pixels per bar, and between two groups. */
const BAR = 7;
const GAP = 18;
/** An estimate's bars are drawn pale, so a count and an estimate read apart without the label. */
const ESTIMATE_OPACITY = 0.45;

/** The data key of a rung's or format's p10–p90 whisker: below and above the bar, in tokens. */
const rangeKey = (id: string) => `${id}:range`;

/**
 * The tokenizers' table as grouped bars, tokenizers down the left so names fit a phone, then a pale
 * group per calibrated Claude or Gemini model with its p10–p90 whisker (core's `modelsChartRows`).
 * A tokenizer that did not load has no bars.
 */
export const ModelsChart = memo(function ModelsChart({
  comparison,
  rows,
}: {
  comparison: ModelsComparison;
  rows: readonly ModelsChartRow[];
}) {
  const { items } = comparison;
  const data = useMemo(
    () =>
      rows.map((row, r) => ({
        label: row.label,
        row: r,
        ...Object.fromEntries(
          items.flatMap((item, i) => {
            const n = row.tokens[i] ?? null;
            const range = row.range[i];
            return [
              [item.id, n],
              [rangeKey(item.id), n !== null && range ? [n - range[0], range[1] - n] : undefined],
            ];
          }),
        ),
      })),
    [items, rows],
  );
  const bars = items.map((item) => ({ id: item.id, name: representationLabel(item), colour: colourOf(item.id) }));
  // The tooltip says of each bar whether it is exact, or the estimate with its range.
  const formatter = (_value: unknown, _name: unknown, entry: { dataKey?: unknown; payload?: { row?: number } }) => {
    const row = rows[entry.payload?.row ?? -1];
    const i = items.findIndex((item) => item.id === entry.dataKey);
    return row && i >= 0 ? chartValueWords(row, i) : '';
  };
  return (
    <ChartFigure
      title={`Tokens of the response at ${formatRows(comparison.rows)}, by tokenizer and rung`}
      titleId="models-chart-title"
      testId="models-chart"
      className="panel chart-panel"
      describedBy="models-tokenizers-title"
      caption={
        <p className="caption" data-testid="models-chart-caption">
          {modelsChartCaption(rows)}
        </p>
      }
      height={rows.length * (items.length * BAR + GAP) + 60}
      legend={bars.map((b) => ({ ...b, fill: b.colour }))}
      captionAt={comparison.rows}
    >
      <BarChart data={data} {...horizontalBars(24)} barGap={0}>
        <CartesianGrid {...GRID_PROPS} horizontal={false} />
        <XAxis {...tokensXAxis('Tokens (≈ marks an estimate)')} />
        <YAxis
          type="category"
          dataKey="label"
          {...AXIS_PROPS}
          width={112}
          label={yAxisTitle('Tokenizer or model', -8)}
        />
        <Tooltip {...TOOLTIP_PROPS} formatter={formatter} />
        {bars.map((b) => (
          <Bar key={b.id} dataKey={b.id} name={b.name} fill={b.colour} isAnimationActive={false}>
            {rows.map((row, r) => (
              <Cell key={r} fillOpacity={row.kind === 'calibrated' ? ESTIMATE_OPACITY : 1} />
            ))}
            <ErrorBar dataKey={rangeKey(b.id)} direction="x" width={2} stroke="var(--text)" isAnimationActive={false} />
          </Bar>
        ))}
      </BarChart>
    </ChartFigure>
  );
});
