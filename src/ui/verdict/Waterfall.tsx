import type { Waterfall } from '../../core/verdict/waterfall.ts';
import { formatInt } from '../../core/format/numbers.ts';
import { colourOf } from '../theme/palette.ts';

/**
 * The verdict's waterfall, drawn as rows of bars on one token axis (plain HTML, no chart library
 * on the first screen): totals from 0, moves from the running total, each labelled in words.
 */
export function WaterfallChart({ waterfall }: { waterfall: Waterfall }) {
  const { bars, max, unit } = waterfall;
  const pct = (tokens: number) => `${(tokens / max) * 100}%`;
  return (
    <figure className="waterfall" data-testid="verdict-waterfall">
      <figcaption className="waterfall-title">From what you send today to the winner, tokens per {unit}</figcaption>
      {waterfall.host && (
        <p className="waterfall-host" data-testid="waterfall-host">
          {waterfall.host}
        </p>
      )}
      <ol className="waterfall-bars">
        {bars.map((bar) => {
          const low = Math.min(bar.from, bar.to);
          const total = bar.id === 'base' || bar.id === 'best';
          const rise = bar.to > bar.from && !total;
          return (
            <li key={bar.id} className="waterfall-row" data-testid={`waterfall-${bar.id}`}>
              <span className="waterfall-label">{bar.label}</span>
              <span className="waterfall-track" aria-hidden="true">
                <span
                  className={total ? 'waterfall-bar total' : rise ? 'waterfall-bar rise' : 'waterfall-bar move'}
                  style={{
                    marginLeft: pct(low),
                    width: pct(Math.abs(bar.to - bar.from)),
                    ...(total && bar.representation ? { background: colourOf(bar.representation) } : {}),
                  }}
                />
              </span>
              <span className="waterfall-value">{bar.words}</span>
            </li>
          );
        })}
      </ol>
      <div className="waterfall-axis" aria-hidden="true">
        <span className="waterfall-ends">
          <span>0</span>
          <span>{formatInt(max)} tokens</span>
        </span>
      </div>
    </figure>
  );
}
