import { selectResultCounts } from '../../state/result.ts';
import { memo, useMemo } from 'react';
import { currentLegend } from '../../core/analysis/current.ts';
import { formatInt } from '../../core/format/numbers.ts';
import { visibleName } from '../../core/fields/visible-name.ts';
import { useApp } from '../shared/store-context.tsx';

// Past this many lines the page shows the start of the legend only: laying out thousands of lines
// would hold the page up, and the count above is of the whole text either way.
const SHOWN_LINES = 200;

/**
 * The legend L5 relies on: the agent must read it once per session to decode the aliases. It is
 * the session texts' legend (`currentLegend`): the one edited in the break-even view, the
 * generated one until then, so the ladder, break-even and snapshot show one text and one count.
 */
export function AliasLegend() {
  const result = useApp(selectResultCounts);
  const session = useApp((s) => s.session);
  const sessionCounts = useApp((s) => s.sessionCounts);
  const legend = useMemo(() => currentLegend({ result, session, sessionCounts }), [result, session, sessionCounts]);
  return legend ? <LegendPanel text={legend.text} tokens={legend.tokens} edited={legend.edited} /> : null;
}

const LegendPanel = memo(function LegendPanel({
  text,
  tokens,
  edited,
}: {
  text: string;
  tokens: number | undefined;
  edited: boolean;
}) {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const shown = lines.slice(0, SHOWN_LINES);
  return (
    <figure className="panel legend-panel">
      <figcaption>
        <h2>Alias legend for L5</h2>
        <p className="caption">
          Read once per session:{' '}
          <strong data-testid="legend-tokens">
            {tokens === undefined ? 'counting…' : `${formatInt(tokens)} tokens`}
          </strong>
          . L5 saves tokens on every response only after this one-time cost is repaid.
          {edited && (
            <span data-testid="legend-edited">
              {' '}
              This is your edit from Break-even → Session texts; reset it there to see the generated legend.
            </span>
          )}
          {lines.length > shown.length &&
            ` Showing the first ${formatInt(shown.length)} of ${formatInt(lines.length)} lines.`}
        </p>
      </figcaption>
      {/* Field names are data: a bidi or zero-width character shows as an escape (the count is of the text as is). */}
      <pre className="legend-text">{shown.map((line) => `${visibleName(line)}\n`).join('')}</pre>
    </figure>
  );
});
