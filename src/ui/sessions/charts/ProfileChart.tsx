import { useMemo } from 'react';
import { CartesianGrid, ComposedChart, Line, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInt } from '../../../core/format/numbers.ts';
import { SESSION_PART_NAMES, SESSION_PARTS } from '../../../core/sessions/model.ts';
import type { SessionProfile } from '../../../core/sessions/profile.ts';
import { splitNotInLog } from '../../../core/sessions/not-in-log.ts';
import { UnseenPatternDefs, UnseenSwatch, unseenSeries } from './unseen-pattern.tsx';
import type { LimitLine } from '../WindowLimitField.tsx';
import { AXIS_PROPS, GRID_PROPS } from '../../theme/chart-theme.ts';
import { STEP_TOOLTIP, tokensYAxis, xAxisTitle } from '../../charts/chart-props.tsx';
import { ChartFigure } from '../../charts/ChartFigure.tsx';
import type { ExportCaption } from '../../export/ChartExport.tsx';
import { barSeries } from '../../charts/series.tsx';
import { PartPatternDefs, PartSwatch } from './part-pattern.tsx';
import { COMPACTION_LINE, CompactionSwatch } from './compaction-mark.tsx';

const TITLE = 'Input tokens per step, by part of the window';
const RECORDED = 'Recorded by the log';

interface Props {
  profile: Omit<SessionProfile, 'itemTokens'>;
  /** The window limit line, or undefined for none. */
  limit?: LimitLine;
  /** When two runs are shown side by side: this chart's run (its title and ids say which). */
  run?: { id: 'a' | 'b'; name: string };
  /** The caption its downloads carry: the log's name and settings. */
  exportCaption: ExportCaption;
}

/** `window limit 200,000 (claude-sonnet-4-5)`, `window limit 150,000 (typed)`. */
const limitLabel = (limit: LimitLine) => `window limit ${formatInt(limit.tokens)} tokens (${limit.source})`;

/**
 * Each step's counted window stacked by part, then what the log does not show (core's
 * `splitNotInLog`), so the stack reaches the logged input drawn as a line; markers at compactions
 * and the model's window limit as a labelled line.
 */
export function ProfileChart({ profile, limit, run, exportCaption }: Props) {
  const parts = SESSION_PARTS.filter((p) => profile.steps.some((s) => s.parts[p] > 0));
  const split = useMemo(() => splitNotInLog(profile.steps), [profile]);
  const data = profile.steps.map((s, i) => ({
    step: s.step,
    ...s.parts,
    fixed: split.steps[i]!.fixed ?? undefined,
    beyond: split.steps[i]!.beyond ?? undefined,
    recorded: s.recorded ?? undefined,
  }));
  const hasRecorded = split.baseStep !== null;
  const below = split.steps.some((s) => (s.beyond ?? 0) < 0);
  const compactions = profile.steps.filter((s) => s.afterCompaction).map((s) => s.step);
  const ids = run ? `session-${run.id}` : 'session';
  const unseen = hasRecorded ? unseenSeries(split.baseStep!, profile.encoding, `${ids}-unseen`) : [];
  const bars = [
    ...parts.map((p) => ({ id: p, name: SESSION_PART_NAMES[p], fill: `url(#${ids}-part-${p})` })),
    ...unseen,
  ];
  return (
    <ChartFigure
      title={run ? `Run ${run.id.toUpperCase()}, ${run.name}: ${TITLE.toLowerCase()}` : TITLE}
      titleId={`${ids}-profile-title`}
      testId={run ? `session-profile-chart-${run.id}` : 'session-profile-chart'}
      height={run ? 300 : 360}
      exportCaption={exportCaption}
      above={
        <ul className="part-legend" aria-label="Parts, in stacking order from the bottom">
          {parts.map((p) => (
            <li key={p}>
              <PartSwatch part={p} prefix={`${ids}-swatch`} />
              {SESSION_PART_NAMES[p]}
            </li>
          ))}
          {unseen.map((u) => (
            <li key={u.id}>
              <UnseenSwatch kind={u.id} prefix={`${ids}-unseen-swatch`} />
              {u.name}
            </li>
          ))}
          {hasRecorded && (
            <li>
              <svg width={22} height={14} aria-hidden="true">
                <line x1={0} y1={7} x2={22} y2={7} stroke="var(--text)" strokeWidth={2} />
                <circle cx={11} cy={7} r={3} fill="var(--text)" />
              </svg>
              {RECORDED}
            </li>
          )}
          {compactions.length > 0 && (
            <li>
              <CompactionSwatch />
              Compaction
            </li>
          )}
          {limit && (
            <li>
              <svg width={22} height={14} aria-hidden="true">
                <line x1={0} y1={7} x2={22} y2={7} stroke="var(--muted)" strokeWidth={2} strokeDasharray="8 3 2 3" />
              </svg>
              {limitLabel(limit)}
            </li>
          )}
        </ul>
      }
    >
      <ComposedChart
        data={data}
        margin={{ top: 16, right: 24, bottom: 28, left: 32 }}
        accessibilityLayer={false}
        // The part beyond step 1's is negative where a request held less unseen than step 1: drawn below 0.
        stackOffset="sign"
      >
        <PartPatternDefs prefix={`${ids}-part`} />
        <UnseenPatternDefs prefix={`${ids}-unseen`} />
        <CartesianGrid {...GRID_PROPS} />
        <XAxis dataKey="step" {...AXIS_PROPS} label={xAxisTitle('Step (model request)')} />
        {/* With a bar below 0 (a negative part beyond step 1's), more ticks keep the lowest one near it. */}
        <YAxis {...tokensYAxis(`Input tokens (${profile.encoding})`)} tickCount={below ? 10 : 5} />
        <Tooltip {...STEP_TOOLTIP} />
        {barSeries(bars, 'window')}
        {hasRecorded && (
          <Line
            dataKey="recorded"
            name={RECORDED}
            stroke="var(--text)"
            strokeWidth={2}
            dot={{ r: 2, fill: 'var(--text)' }}
            connectNulls={false}
            isAnimationActive={false}
          />
        )}
        {compactions.map((step) => (
          <ReferenceLine key={step} x={step} {...COMPACTION_LINE} />
        ))}
        {limit && (
          <ReferenceLine
            y={limit.tokens}
            ifOverflow="extendDomain"
            stroke="var(--muted)"
            strokeWidth={2}
            strokeDasharray="8 3 2 3"
            label={{
              value: `window limit ${formatInt(limit.tokens)}`,
              position: 'insideTopLeft',
              fill: 'var(--text)',
              fontSize: 12,
            }}
          />
        )}
      </ComposedChart>
    </ChartFigure>
  );
}
