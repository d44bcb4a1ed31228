import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { BillSeries, BillPart } from '../../../core/bill/series.ts';
import { BILL_PART_NAMES, BILL_PARTS } from '../../../core/bill/series.ts';
import type { MissCause } from '../../../core/bill/misses.ts';
import type { CurrencyCode } from '../../../core/models/catalogue.ts';
import { formatAmount } from '../../../core/money/currency.ts';
import { formatInt } from '../../../core/format/numbers.ts';
import { ChartFigure } from '../../charts/ChartFigure.tsx';
import { xAxisTitle, yAxisTitle } from '../../charts/chart-props.tsx';
import type { ExportCaption } from '../../export/ChartExport.tsx';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../../theme/chart-theme.ts';
import { BILL_PART_COLOURS } from '../../theme/palette.ts';
import { usePhone } from '../../shared/media-query.ts';

// The mark over each part's colour (8 × 8 tile), so the stack reads apart without colour.
const MARKS: Record<BillPart, string | null> = {
  read: null,
  written: 'M0,8 L8,0',
  uncached: 'M2,2 h1.6 v1.6 h-1.6 Z M6,6 h1.6 v1.6 h-1.6 Z',
  output: 'M0,4 H8',
};

function BillPattern({ part, id }: { part: BillPart; id: string }) {
  const mark = MARKS[part];
  return (
    <pattern id={id} width={8} height={8} patternUnits="userSpaceOnUse">
      <rect width={8} height={8} fill={BILL_PART_COLOURS[part]} />
      {mark && <path d={mark} stroke="#ffffff" strokeOpacity={0.75} strokeWidth={1.4} fill="none" />}
    </pattern>
  );
}

/** Misses past this many are drawn without labels (the table below names each). */
const LABELLED_MISSES = 12;

/** A miss's cause as its mark's label: one word (the table below says it in full). */
const MISS_SHORT: Record<MissCause, string> = {
  compaction: 'compaction',
  model: 'model',
  idle: 'idle',
  changed: 'changed',
};

const MISS_LINE = { stroke: 'var(--text)', strokeWidth: 1.5, strokeDasharray: '2 2' } as const;

interface Props {
  series: BillSeries;
  currency: CurrencyCode | null;
  exportCaption?: ExportCaption;
}

/**
 * Each request's bill as the log records it, stacked by what it paid for (read, written, uncached,
 * output), in money where every request is priced, else in tokens; each cache miss a dashed line
 * labelled with its cause.
 */
export function BillChart({ series, currency, exportCaption }: Props) {
  const money = series.unit === 'money';
  const value = (v: unknown) =>
    money ? formatAmount(Number(v), currency ?? undefined) : `${formatInt(Number(v))} tokens`;
  const unit = money ? (currency ?? 'money') : 'tokens';
  // On a phone the bars stand too close for labels: the misses' table names each.
  const labelled = !usePhone() && series.misses.length <= LABELLED_MISSES;
  return (
    <ChartFigure
      title={`The bill as logged per step, by what it paid for (${unit})`}
      titleId="session-bill-title"
      testId="session-bill-chart"
      height={320}
      exportCaption={exportCaption}
      summary={`A stacked bar per request of the bill as logged, in ${unit}: read from the cache, written to it, uncached input and output; ${formatInt(series.misses.length)} cache misses marked by dashed lines.`}
      above={
        <ul className="part-legend" aria-label="Parts, in stacking order from the bottom">
          {BILL_PARTS.map((p) => (
            <li key={p}>
              <svg width={22} height={14} aria-hidden="true" className="part-swatch">
                <defs>
                  <BillPattern part={p} id={`bill-swatch-${p}`} />
                </defs>
                <rect width={22} height={14} fill={`url(#bill-swatch-${p})`} stroke="var(--border)" />
              </svg>
              {BILL_PART_NAMES[p]}
            </li>
          ))}
          {series.misses.length > 0 && (
            <li>
              <svg width={22} height={14} aria-hidden="true">
                <line x1={11} y1={0} x2={11} y2={14} {...MISS_LINE} />
              </svg>
              {labelled
                ? "Cache miss, labelled by cause (idle: past the cache's lifetime; changed: earlier text changed)"
                : 'Cache miss (the table below gives each cause)'}
            </li>
          )}
        </ul>
      }
    >
      <BarChart data={series.points} margin={{ top: 36, right: 24, bottom: 28, left: 32 }} accessibilityLayer={false}>
        <defs>
          {BILL_PARTS.map((p) => (
            <BillPattern key={p} part={p} id={`bill-part-${p}`} />
          ))}
        </defs>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis dataKey="step" {...AXIS_PROPS} label={xAxisTitle('Step (model request)')} />
        <YAxis
          {...AXIS_PROPS}
          width={84}
          tickFormatter={(v: number) => (money ? formatAmount(v, currency ?? undefined) : formatInt(v))}
          label={yAxisTitle(money ? `Cost (${currency ?? 'money'})` : 'Tokens', -20)}
        />
        <Tooltip {...TOOLTIP_PROPS} labelFormatter={(v: unknown) => `Step ${formatInt(Number(v))}`} formatter={value} />
        {BILL_PARTS.map((p) => (
          <Bar
            key={p}
            dataKey={p}
            name={BILL_PART_NAMES[p]}
            stackId="bill"
            fill={`url(#bill-part-${p})`}
            isAnimationActive={false}
          />
        ))}
        {series.misses.map((m, i) => (
          <ReferenceLine
            key={m.step}
            x={m.step}
            {...MISS_LINE}
            // Every other label a line higher, so neighbouring misses' labels do not overlap.
            label={
              labelled
                ? {
                    value: MISS_SHORT[m.cause],
                    position: 'top',
                    offset: i % 2 === 0 ? 4 : 16,
                    fill: 'var(--text)',
                    fontSize: 11,
                  }
                : undefined
            }
          />
        ))}
      </BarChart>
    </ChartFigure>
  );
}
