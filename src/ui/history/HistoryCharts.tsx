import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { HistoryPart, HistoryReport } from '../../core/history/history-model.ts';
import { HISTORY_PART_NAMES, allInput } from '../../core/history/verdict.ts';
import { historyStrategiesTable } from '../../core/report/tables/history.ts';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import {
  barValueLabel,
  horizontalBars,
  tokensValue,
  tokensXAxis,
  xAxisTitle,
  yAxisTitle,
} from '../charts/chart-props.tsx';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../theme/chart-theme.ts';
import { SESSION_PART_COLOURS } from '../theme/palette.ts';
import { formatInt } from '../../core/format/numbers.ts';
import { everyDay } from '../../core/history/days.ts';

/** One colour per part, the Sessions view's; recorded reasoning in a brown of its own, what the log does not show in grey. */
export const HISTORY_PART_COLOURS: Record<HistoryPart, string> = {
  ...SESSION_PART_COLOURS,
  reasoning: '#A67C52',
  notLogged: '#8a8f98',
};

/** Short part names for the chart's axis (the table beside it has the long ones). */
const SHORT: Partial<Record<HistoryPart, string>> = { notLogged: 'Not in the log' };

/** Short strategy names for the what-if chart's axis (by `HISTORY_STRATEGIES` id; the table beside it has the full ones). */
const STRATEGY_SHORT: Record<string, string> = {
  placeholder: 'Placeholder',
  'clear-tool-uses': 'Tool-result clearing',
  summary: 'Summary',
};

const caption = (what: string) => () => [`History: ${what}`];

/** Each bar's figure at its end, so a bar too short to see still says its tokens. */
const barValues = <LabelList dataKey="tokens" {...barValueLabel} />;

/** Input tokens over the history by part of the window, one bar per part in its colour. */
export function HistoryPartsChart({ report }: { report: HistoryReport }) {
  const data = (Object.entries(report.parts) as [HistoryPart, number][])
    .filter(([, n]) => n > 0)
    .map(([part, tokens]) => ({ part, name: SHORT[part] ?? HISTORY_PART_NAMES[part], tokens }));
  return (
    <ChartFigure
      title="Input tokens over the history, by part of the window"
      titleId="history-parts-chart-title"
      testId="history-parts-chart"
      height={Math.max(160, data.length * 36 + 60)}
      exportCaption={caption('input tokens by part of the window')}
    >
      <BarChart data={data} {...horizontalBars(64)}>
        <CartesianGrid {...GRID_PROPS} horizontal={false} />
        <XAxis {...tokensXAxis('Input tokens (Σ over requests)')} dataKey="tokens" />
        <YAxis type="category" dataKey="name" {...AXIS_PROPS} width={104} />
        <Tooltip {...TOOLTIP_PROPS} formatter={tokensValue} />
        <Bar dataKey="tokens" name="Input tokens" isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.part} fill={HISTORY_PART_COLOURS[d.part]} />
          ))}
          {barValues}
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}

/** Input tokens per day (days in the report's zone), every day of the range: a day without requests at 0. */
export function HistoryDaysChart({ report }: { report: HistoryReport }) {
  const data = everyDay(report.days).map((d) => ({ day: d.day, input: d.input }));
  return (
    <ChartFigure
      title={`Input tokens per day (days in ${report.zone})`}
      titleId="history-days-chart-title"
      testId="history-days-chart"
      height={260}
      exportCaption={caption(`input tokens per day, days in ${report.zone}`)}
    >
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 28, left: 24 }} accessibilityLayer={false}>
        <CartesianGrid {...GRID_PROPS} vertical={false} />
        <XAxis dataKey="day" {...AXIS_PROPS} label={xAxisTitle('Day')} />
        <YAxis
          {...AXIS_PROPS}
          tickFormatter={(v: number) => formatInt(v)}
          label={yAxisTitle('Input tokens', -16)}
          width={72}
        />
        <Tooltip {...TOOLTIP_PROPS} formatter={tokensValue} />
        <Bar dataKey="input" name="Input tokens" fill="#0376B3" isAnimationActive={false} />
      </BarChart>
    </ChartFigure>
  );
}

/** Σ input over every session as logged and after each replay strategy. */
export function HistoryStrategiesChart({ report }: { report: HistoryReport }) {
  // The figures of core's strategies table, so the chart and the table cannot disagree.
  const data = [
    { name: 'As logged', tokens: allInput(report) },
    ...historyStrategiesTable(report).rows.map((row, i) => ({
      name: STRATEGY_SHORT[report.strategies[i]!.id] ?? row[0]!.text,
      tokens: row[1]!.value ?? 0,
    })),
  ];
  return (
    <ChartFigure
      title="What-if: input over every session, as logged and after each strategy"
      titleId="history-strategies-chart-title"
      testId="history-strategies-chart"
      height={data.length * 36 + 60}
      exportCaption={caption('input over every session by replay strategy')}
    >
      <BarChart data={data} {...horizontalBars(64)}>
        <CartesianGrid {...GRID_PROPS} horizontal={false} />
        <XAxis {...tokensXAxis('Input tokens (Σ over every session)')} dataKey="tokens" />
        <YAxis type="category" dataKey="name" {...AXIS_PROPS} width={104} />
        <Tooltip {...TOOLTIP_PROPS} formatter={tokensValue} />
        <Bar dataKey="tokens" name="Input tokens" fill="#0376B3" isAnimationActive={false}>
          {barValues}
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}
