import { useState } from 'react';
import { DIRECT_LABEL_ROOM, DirectLabels, useDirectLabels } from '../charts/DirectLabels.tsx';
import { lineSeries, lineStyleOf } from '../charts/series.tsx';
import { CartesianGrid, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { TRANSPORT_INFO } from '../../core/mcp/revisions.ts';
import { formatRows, formatSigned } from '../../core/format/numbers.ts';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../theme/chart-theme.ts';
import { colourOf } from '../theme/palette.ts';
import { representationLabel, shownRepresentations } from '../../core/representation-list.ts';
import { hostWords, transportName } from '../../core/format/names.ts';
import { LINE_MARGIN, rowsLogXAxis, signedTokensValue, yAxisTitle } from '../charts/chart-props.tsx';
import { AxisScaleToggle } from '../charts/AxisScaleToggle.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';

/** Powers of ten from the one at or below `min` to the one at or above `max`: ticks of a log axis. */
function decadeTicks(min: number, max: number): number[] {
  const ticks = [10 ** Math.floor(Math.log10(min))];
  while (ticks.at(-1)! < max) ticks.push(ticks.at(-1)! * 10);
  return ticks;
}

/**
 * The overhead of one call over MCP against the same call as a command line, against rows: one
 * line per rung and format. Payloads with quotes grow (each `"` is escaped); payloads without
 * them stay flat at the envelope's cost.
 */
export function OverheadChart({ ladder }: { ladder: Ladder }) {
  const [axis, setAxis] = useState<'linear' | 'log'>('log');
  const labelled = useDirectLabels();
  const shown = shownRepresentations(ladder);
  // A log axis cannot place 0 rows.
  const scales = [...ladder.scales].filter((s) => s.rows > 0 && s.calls).sort((a, b) => a.rows - b.rows);
  const rows = [...new Set(scales.map((s) => s.rows))];
  const host = ladder.host ?? 'wire';
  const title = `MCP overhead against rows, ${hostWords(host)}`;
  if (rows.length < 2) {
    return (
      <figure className="panel">
        <h2>{title}</h2>
        <p className="caption">Show two or more row counts to see how the overhead grows with rows.</p>
      </figure>
    );
  }
  const data = scales.map((s) => ({
    rows: s.rows,
    ...Object.fromEntries(shown.map((r) => [r.id, s.calls![r.id]?.overhead ?? null])),
  }));
  const values = data
    .flatMap((d) => shown.map((r) => (d as Record<string, number | null>)[r.id] ?? null))
    .filter((v): v is number => v !== null);
  // A log axis cannot show an overhead of zero or less: the axis is then linear.
  const canLog = values.every((v) => v > 0);
  const log = axis === 'log' && canLog;
  const ticks = log ? decadeTicks(Math.min(...values), Math.max(...values)) : undefined;
  const structured = TRANSPORT_INFO[ladder.transport!].structured;
  const first = scales[0]!;
  const last = scales.at(-1)!;
  const lines = shown.map((r) => ({
    id: r.id,
    name: representationLabel(r),
    colour: colourOf(r.id),
    style: lineStyleOf(r.id),
    last: last.calls![r.id]?.overhead ?? null,
  }));
  const summary =
    `Line chart of the MCP overhead (${ladder.encoding} tokens, ${transportName(ladder.transport!, host)} minus the command line) ` +
    `against rows on a log axis${log ? ', overhead on a log axis too' : ''}, one line per rung and format: ` +
    shown
      .map(
        (r) =>
          `${representationLabel(r)} ${formatSigned(first.calls![r.id]?.overhead ?? 0)} at ${formatRows(first.rows)}, ${formatSigned(last.calls![r.id]?.overhead ?? 0)} at ${formatRows(last.rows)}`,
      )
      .join('; ') +
    '.';
  return (
    <ChartFigure
      title={title}
      titleId="overhead-chart-title"
      controls={
        <div className="tr-axis-toggle">
          <span id="overhead-axis-label" className="tr-axis-label">
            Overhead axis
          </span>
          <AxisScaleToggle
            value={log ? 'log' : 'linear'}
            onChange={setAxis}
            labelledBy="overhead-axis-label"
            logDisabled={canLog ? undefined : 'An overhead of zero or less cannot be placed on a log axis.'}
          />
        </div>
      }
      caption={
        <p className="caption">
          {host === 'wire' || host === 'anthropic-api' || (host === 'codex' && !structured) ? (
            <>
              Every <code>"</code> in a payload is written <code>\"</code> inside{' '}
              {host === 'wire' ? 'the MCP text block' : 'the JSON this host writes around it'}, so the overhead grows
              with the quotes a payload carries: JSON rungs grow with every row, while a payload without quotes pays
              only the envelope
              {structured
                ? ' and, here, structuredContent: the records sent a second time as JSON, which grows with every row too'
                : ', the same at every scale'}
              .
            </>
          ) : (
            <>
              This host escapes nothing: the overhead is its framing and the call’s words, against the command line
              {host === 'codex' ? ', and the records as compact JSON in place of the payload' : ''}.
            </>
          )}
        </p>
      }
      summary={summary}
      chartTestId="overhead-chart"
      height={380}
      legend={lines}
    >
      <LineChart
        data={data}
        margin={{ ...LINE_MARGIN, right: labelled ? DIRECT_LABEL_ROOM : LINE_MARGIN.right }}
        accessibilityLayer={false}
      >
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...AXIS_PROPS} {...rowsLogXAxis(rows)} />
        <YAxis
          {...AXIS_PROPS}
          scale={log ? 'log' : 'linear'}
          domain={log ? [ticks![0]!, ticks!.at(-1)!] : ['auto', 'auto']}
          ticks={ticks}
          allowDataOverflow={log}
          tickFormatter={(v: number) => formatSigned(v)}
          width={80}
          label={yAxisTitle(`MCP overhead (tokens${log ? ', log scale' : ''})`, -12)}
        />
        <Tooltip {...TOOLTIP_PROPS} labelFormatter={(v) => formatRows(Number(v))} formatter={signedTokensValue} />
        {!log && <ReferenceLine y={0} stroke="var(--muted)" strokeWidth={1} />}
        {lineSeries(lines)}
        {labelled && <DirectLabels series={lines} />}
      </LineChart>
    </ChartFigure>
  );
}
