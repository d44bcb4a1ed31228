import { memo } from 'react';
import type { LegendSize } from '../worker/protocol.ts';
import { formatInt } from '../core/export/format.ts';

/** The legend L5 relies on: the agent must read it once per session to decode the aliases. */
export const AliasLegend = memo(function AliasLegend({ legend }: { legend: LegendSize }) {
  return (
    <figure className="panel legend-panel">
      <figcaption>
        <h2>Alias legend for L5</h2>
        <p className="caption">
          Read once per session: <strong data-testid="legend-tokens">{formatInt(legend.tokens)} tokens</strong>. L5
          saves tokens on every response only after this one-time cost is repaid.
        </p>
      </figcaption>
      <pre className="legend-text">{legend.text}</pre>
    </figure>
  );
});
