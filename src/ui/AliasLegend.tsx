import { memo } from 'react';
import type { LegendSize } from '../worker/protocol.ts';
import { formatInt } from '../core/export/format.ts';
import { visibleName } from '../core/fields/visible-name.ts';

// Past this many lines the page shows the start of the legend only: laying out thousands of lines
// would hold the page up, and the count above is of the whole text either way.
const SHOWN_LINES = 200;

/** The legend L5 relies on: the agent must read it once per session to decode the aliases. */
export const AliasLegend = memo(function AliasLegend({ legend }: { legend: LegendSize }) {
  const lines = legend.text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const shown = lines.slice(0, SHOWN_LINES);
  return (
    <figure className="panel legend-panel">
      <figcaption>
        <h2>Alias legend for L5</h2>
        <p className="caption">
          Read once per session: <strong data-testid="legend-tokens">{formatInt(legend.tokens)} tokens</strong>. L5
          saves tokens on every response only after this one-time cost is repaid.
          {lines.length > shown.length &&
            ` Showing the first ${formatInt(shown.length)} of ${formatInt(lines.length)} lines.`}
        </p>
      </figcaption>
      {/* Field names are data: a bidi or zero-width character shows as an escape (the count is of the text as is). */}
      <pre className="legend-text">{shown.map((line) => `${visibleName(line)}\n`).join('')}</pre>
    </figure>
  );
});
