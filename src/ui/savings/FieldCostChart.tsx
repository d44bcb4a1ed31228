import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import type { Transport } from '../../core/mcp/revisions.ts';
import { PayloadOnlyNote } from '../shared/PayloadOnlyNote.tsx';
import { formatRows } from '../../core/format/numbers.ts';
import { visibleName } from '../../core/fields/visible-name.ts';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../theme/chart-theme.ts';
import { colourOf } from '../theme/palette.ts';
import { shownRepresentations } from '../../core/representation-list.ts';
import { carriesEveryField } from '../../core/ladder-rows.ts';
import { useApp } from '../shared/store-context.tsx';
import { barValueLabel, horizontalBars, tokensValue, tokensXAxis, yAxisTitle } from '../charts/chart-props.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { RepresentationChooser } from '../tokens/RepresentationChooser.tsx';
// The chooser's look (label beside its chips) is styled with the Tokens view, where it began.
import '../tokens/tokens.css';

/**
 * The tokens each field costs in one rung or format at the detail scale, most expensive first. A
 * payload's own tokens whatever the transport: with an MCP transport chosen the heading says so.
 */
export function FieldCostChart({ ladder, callsOver }: { ladder: Ladder; callsOver?: Transport | undefined }) {
  const fieldCosts = useApp((s) => s.fieldCosts);
  const costOf = useApp((s) => s.fieldCostOf);
  const setCostOf = useApp((s) => s.setFieldCostOf);
  const answer = fieldCosts.answer;
  const shown = shownRepresentations(ladder);
  const current = shown.find((r) => r.id === costOf);
  const data = answer?.costs ?? [];
  return (
    <ChartFigure
      title={callsOver ? 'What each field costs: payload only' : 'What each field costs'}
      titleId="field-cost-title"
      caption={
        <p className="caption">
          {callsOver && (
            <PayloadOnlyNote
              transport={callsOver}
              because="a field's cost is measured in the payload text alone, without the call around it"
              testId="field-cost-payload-only"
            />
          )}
          Tokens saved by dropping only that field
          {answer ? ` from ${current?.name ?? answer.representation} at ${formatRows(answer.rows)}` : ''}
          {carriesEveryField(costOf) ? ' (full records: every field of the data)' : ' (fields you keep)'}. Cut the top
          one first.
        </p>
      }
      summary={`Bar chart of tokens per field: ${data.map((d) => `${visibleName(d.field)} ${d.tokens}`).join(', ')}`}
      stale={fieldCosts.status === 'counting'}
      exportable={data.length > 0}
      captionAt={answer?.rows}
      height={Math.max(160, 36 * data.length + 70)}
      above={
        <>
          <RepresentationChooser
            label="Rung or format to measure fields in"
            choices={shown}
            value={costOf}
            onChange={setCostOf}
            prefix="Field costs in "
          />
          {fieldCosts.status === 'error' && <p role="alert">Could not count field costs: {fieldCosts.error}</p>}
        </>
      }
    >
      <BarChart data={data} {...horizontalBars(56)}>
        <CartesianGrid {...GRID_PROPS} horizontal={false} />
        <XAxis {...tokensXAxis(`Tokens saved (${ladder.encoding})`)} />
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
          <LabelList dataKey="tokens" {...barValueLabel} />
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}
