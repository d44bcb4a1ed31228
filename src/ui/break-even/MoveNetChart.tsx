import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceDot,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  usePlotArea,
} from 'recharts';
import { breakEvenPoint, netRange, netSeries } from '../../core/analysis/break-even-series.ts';
import type { MoveBreakEven } from '../../core/analysis/session-texts.ts';
import {
  breakEvenLabel,
  formatInt,
  formatQueries,
  formatRows,
  formatSigned,
  neverReason,
} from '../../core/format/numbers.ts';
import { moveTitle } from '../../core/format/names.ts';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../theme/chart-theme.ts';
import { RUNG_COLOURS } from '../theme/palette.ts';
import { signedTokensValue, xAxisTitle, yAxisTitle } from '../charts/chart-props.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { queryTicks, tokenTicks } from './chart-series.ts';

interface Props {
  b: MoveBreakEven;
  /** The query counts the line runs through (`queryPoints`), the same for every move. */
  points: readonly number[];
  /** The query axis' end, the same for every move. */
  end: number;
  logX: boolean;
  encoding: string;
}

/** A sentence for screen readers: the move's net line, its axis, and where it breaks even. */
function summary({ b, end, logX, encoding }: Props, first: number, last: number): string {
  return (
    `Line chart of the net ${encoding} tokens saved by ${moveTitle(b.move)} against queries, 1 to ${formatInt(end)}` +
    `${logX ? ' on a log axis' : ''}, at ${formatRows(b.rows)}: ${formatSigned(first)} after 1 query, ` +
    `${formatSigned(last)} after ${formatQueries(end)}; it ${breakEvenLabel(b.breakEven)}.`
  );
}

/**
 * Tall enough that the plot (the height less the margins and the query axis, ~72 px) holds the
 * turned token-axis title, `Net tokens (cl100k_base)` ≈ 165 px at 13 px, with room to spare for a
 * wider font or a longer encoding name; at 230 px the title overran the plot, its start cut off.
 */
const CHART_HEIGHT = 270;

/** About how wide `text` is in the point label's font (0.8rem bold), with the plate's padding, in pixels. */
const textWidth = (text: string) => text.length * 6.6 + 8;

/**
 * Where the label of a break-even point goes: right of the dot, below the zero line; left of it,
 * above; or, for a dot in the plot's bottom-left corner (a move that pays from the first query),
 * at the plot's top left, a leader line down to the dot (the line rises away from that corner).
 */
type Side = 'right-below' | 'left-above' | 'corner';

/**
 * The break-even dot and its label on a panel-coloured plate (so the net line or the zero line
 * running behind the words never breaks them up), on the side of the dot the line leaves empty,
 * in one line where the plot has the room, else two (`breaks even` / `at 11 queries`).
 */
function BreakEvenMark(props: { cx: number; cy: number; colour: string; label: string; side: Side }) {
  const { cx, cy, colour, label, side } = props;
  const plot = usePlotArea();
  const right = side !== 'left-above';
  const room = plot ? (right ? plot.x + plot.width - cx : cx - plot.x) - 9 : Infinity;
  const split = label.indexOf(' ', 'breaks even'.length);
  const lines = split > 0 && textWidth(label) > room ? [label.slice(0, split), label.slice(split + 1)] : [label];
  const width = Math.max(...lines.map(textWidth));
  const height = 16 * lines.length + 4;
  const top = side === 'right-below' ? cy + 6 : side === 'corner' ? (plot?.y ?? 0) + 4 : cy - 6 - height;
  const x = right ? cx + 9 : cx - 9 - width;
  return (
    <g className="be-mark">
      {side === 'corner' && (
        <line x1={cx + 3} y1={cy - 5} x2={x + 2} y2={top + height} stroke="var(--muted)" strokeDasharray="2 2" />
      )}
      <circle cx={cx} cy={cy} r={5.5} fill={colour} stroke="var(--text)" strokeWidth={1.5} />
      <rect x={x} y={top} width={width} height={height} rx={3} fill="var(--panel)" fillOpacity={0.9} />
      <text x={x + 4} y={top + 2} className="be-point-label">
        {lines.map((line, i) => (
          <tspan key={line} x={x + 4} dy={i === 0 ? 12 : 16}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** `never pays back` written under the zero line at the plot's right, where a line that never rises above 0 leaves room. */
function NeverMark({ label }: { label: string }) {
  const plot = usePlotArea();
  if (!plot) return null;
  return (
    <text x={plot.x + plot.width - 6} y={plot.y + 18} textAnchor="end" className="be-point-label be-never-label">
      {label}
    </text>
  );
}

/**
 * One move's net tokens against queries, on its own token axis (its lowest to its highest net,
 * through 0), the zero line, and its break-even point marked and labelled.
 */
export function MoveNetChart(props: Props) {
  const { b, points, end, logX, encoding } = props;
  const data = netSeries(b, points);
  const ticks = tokenTicks(netRange(data));
  const mark = breakEvenPoint(b);
  const label = breakEvenLabel(b.breakEven);
  const colour = RUNG_COLOURS[b.move.to];
  const id = b.move.id;
  // The line runs below zero before the dot and above after it: the label takes the empty side.
  const share = mark ? (logX ? Math.log(mark.queries) / Math.log(end) : (mark.queries - 1) / (end - 1)) : 0;
  const side: Side = ticks[0]! === 0 ? 'corner' : share < 0.55 ? 'right-below' : 'left-above';
  return (
    <ChartFigure
      title={moveTitle(b.move)}
      exportTitle={`Net tokens of ${moveTitle(b.move)} against queries`}
      headingLevel={3}
      className="be-multiple"
      testId={`break-even-multiple-${id}`}
      caption={
        <p className="caption be-verdict">
          <strong className={b.breakEven.pays ? undefined : 'be-never'} data-testid={`break-even-label-${id}`}>
            {label[0]!.toUpperCase() + label.slice(1)}
          </strong>
          {b.breakEven.pays ? '' : `: ${neverReason(b.breakEven)}`}. {formatInt(b.oneTime)}{' '}
          {b.oneTime === 1 ? 'token' : 'tokens'} once, {formatSigned(b.savingPerQuery)} per query.
        </p>
      }
      summary={summary(props, data[0]!.net, data.at(-1)!.net)}
      chartTestId={`break-even-chart-${id}`}
      captionAt={b.rows}
      height={CHART_HEIGHT}
    >
      <LineChart data={data} margin={{ top: 14, right: 18, bottom: 28, left: 12 }} accessibilityLayer={false}>
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
          domain={[ticks[0]!, ticks.at(-1)!]}
          ticks={ticks}
          allowDecimals={false}
          tickFormatter={(v: number) => formatSigned(v)}
          width={100}
          label={yAxisTitle(`Net tokens (${encoding})`, 0)}
        />
        <Tooltip
          {...TOOLTIP_PROPS}
          labelFormatter={(q) => `After ${formatQueries(Number(q))}`}
          formatter={signedTokensValue}
        />
        <ReferenceLine y={0} stroke="var(--muted)" strokeWidth={1.5} />
        <Line
          type="linear"
          dataKey="net"
          name="Net tokens saved"
          stroke={colour}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
        {!mark && <NeverMark label={label} />}
        {mark && (
          <ReferenceDot
            x={mark.queries}
            y={mark.net}
            shape={({ cx = 0, cy = 0 }) => <BreakEvenMark cx={cx} cy={cy} colour={colour} label={label} side={side} />}
          />
        )}
      </LineChart>
    </ChartFigure>
  );
}
