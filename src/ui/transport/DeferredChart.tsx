import { CartesianGrid, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInt } from '../../core/format/numbers.ts';
import type { DeferredReport } from '../../core/mcp/deferred.ts';
import { LINE_MARGIN, tokensValue, tokensYAxis, xAxisTitle } from '../charts/chart-props.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { DEFERRED_STYLES, lineSeries } from '../charts/series.tsx';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../theme/chart-theme.ts';
import { DEFERRED_COLOURS } from '../theme/palette.ts';

/** The chart's three lines, in the legend's order. */
const LINES = [
  { id: 'upfront', name: 'All definitions up front' },
  { id: 'least', name: 'Deferred, smallest definitions fetched' },
  { id: 'most', name: 'Deferred, largest definitions fetched' },
] as const;

/**
 * Tokens per session against the definitions fetched in it: the flat up-front line and the two
 * deferred lines rising from names + search tool; where a deferred line passes the up-front one is
 * the break-even in fetches. The chosen fetch count is marked.
 */
export function DeferredChart({
  report,
  fetches,
  hostName,
  subject,
}: {
  report: DeferredReport;
  fetches: number;
  hostName: string;
  /** Whose tools (`the built-in contract`, `server everything`). */
  subject: string;
}) {
  const data = report.sessions.map((s) => ({
    fetches: s.fetches,
    upfront: s.upfront,
    least: s.deferredLeast,
    most: s.deferredMost,
  }));
  const lines = LINES.map((l) => ({ ...l, colour: DEFERRED_COLOURS[l.id], style: DEFERRED_STYLES[l.id] }));
  const last = report.sessions.at(-1)!;
  const title = `Tokens per session against definitions fetched, ${subject}, ${hostName}`;
  const summary =
    `Line chart of tokens per session against definitions fetched per session (0 to ${formatInt(last.fetches)}): ` +
    `all up front ${formatInt(report.upfront)} at every count; deferred from ${formatInt(report.base)} with none fetched ` +
    `to ${formatInt(last.deferredMost)} with all fetched. Marked: ${formatInt(fetches)} fetched.`;
  return (
    <ChartFigure
      title={title}
      titleId="deferred-chart-title"
      headingLevel={3}
      className="tr-chart"
      summary={summary}
      chartTestId="deferred-chart"
      height={260}
      legend={lines}
    >
      <LineChart data={data} margin={LINE_MARGIN} accessibilityLayer={false}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis
          {...AXIS_PROPS}
          dataKey="fetches"
          type="number"
          domain={[0, last.fetches]}
          ticks={data.map((d) => d.fetches)}
          allowDecimals={false}
          tickFormatter={(v: number) => formatInt(v)}
          label={xAxisTitle('Definitions fetched')}
        />
        <YAxis {...tokensYAxis('Tokens per session')} domain={[0, 'auto']} />
        <Tooltip {...TOOLTIP_PROPS} labelFormatter={(v) => `${formatInt(Number(v))} fetched`} formatter={tokensValue} />
        <ReferenceLine x={fetches} stroke="var(--muted)" strokeDasharray="4 3" />
        {lineSeries(lines)}
      </LineChart>
    </ChartFigure>
  );
}
