import { memo, useMemo } from 'react';
import { BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRows } from '../../core/export/format.ts';
import type { ModelsComparison } from '../../core/models/comparison.ts';
import { representationLabel } from '../../core/representations.ts';
import { horizontalBars, tokensValue, tokensXAxis, yAxisTitle } from '../charts/chart-props.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { barSeries } from '../charts/series.tsx';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../theme/chart-theme.ts';
import { colourOf } from '../theme/palette.ts';

/** Pixels per bar, and between two tokenizers' groups. */
const BAR = 7;
const GAP = 18;

/**
 * The tokenizers' table as grouped bars: one group per tokenizer (down the left, so the names fit a
 * phone), one bar per rung or format in its colour (the ladder chart's), the same counts as the
 * table; a tokenizer that did not load has no bars.
 */
export const ModelsChart = memo(function ModelsChart({ comparison }: { comparison: ModelsComparison }) {
  const { items, tokenizers } = comparison;
  const data = useMemo(
    () =>
      tokenizers.map((t) => ({
        tokenizer: t.tokenizer,
        ...Object.fromEntries(items.map((item, i) => [item.id, t.tokens?.[i] ?? null])),
      })),
    [items, tokenizers],
  );
  const bars = items.map((item) => ({
    id: item.id,
    name: representationLabel(item),
    fill: colourOf(item.id),
    colour: colourOf(item.id),
  }));
  return (
    <ChartFigure
      title={`Tokens of the response at ${formatRows(comparison.rows)}, by tokenizer and rung`}
      titleId="models-chart-title"
      testId="models-chart"
      className="panel chart-panel"
      describedBy="models-tokenizers-title"
      height={tokenizers.length * (items.length * BAR + GAP) + 60}
      legend={bars}
      captionAt={comparison.rows}
    >
      <BarChart data={data} {...horizontalBars(24)} barGap={0}>
        <CartesianGrid {...GRID_PROPS} horizontal={false} />
        <XAxis {...tokensXAxis("Tokens (each tokenizer's own count)")} />
        <YAxis type="category" dataKey="tokenizer" {...AXIS_PROPS} width={112} label={yAxisTitle('Tokenizer', -8)} />
        <Tooltip {...TOOLTIP_PROPS} formatter={tokensValue} />
        {barSeries(bars)}
      </BarChart>
    </ChartFigure>
  );
});
