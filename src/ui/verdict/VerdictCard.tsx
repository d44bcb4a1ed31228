import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { verdictLines } from '../../core/verdict/lines.ts';
import { usePhone } from '../layout/SettingsDrawer.tsx';
import { useVerdict } from './use-verdict.ts';
import { useApp } from '../shared/store-context.tsx';
import './verdict.css';

/**
 * The verdict, above every view: what costs least at the detail scale over a session (net of the
 * texts read once) and what it saves against the chosen baseline, split into dropping fields and
 * changing representation, in tokens and money, the break-even of that move, the moves that lose,
 * and, with an MCP transport, the same per call. Core computes the verdict and its words; this renders them.
 * `about`, above a view that is not about the ladder, says what the verdict is about.
 */
export function VerdictCard({ about }: { about?: ReactNode }) {
  const status = useApp((s) => s.result.status);
  const verdict = useVerdict();
  const lines = useMemo(() => verdictLines(verdict), [verdict]);
  const phone = usePhone();
  const [headline, ...rest] = lines;
  const more = rest.map((line) => (
    <p
      key={line.id}
      className={line.id === 'losing' ? 'verdict-line verdict-losing' : 'verdict-line'}
      data-testid={`verdict-${line.id}`}
    >
      {line.text}
    </p>
  ));
  return (
    <section
      className={status === 'counting' ? 'verdict-card stale' : 'verdict-card'}
      aria-labelledby="verdict-title"
      aria-busy={status === 'counting'}
      data-testid="verdict"
    >
      <h2 id="verdict-title">Verdict</h2>
      {about && (
        <p className="verdict-line" data-testid="verdict-about">
          {about}
        </p>
      )}
      <p className="verdict-headline" data-testid={`verdict-${headline!.id}`}>
        {headline!.text}
      </p>
      {/* On a phone the rest folds under the headline, so the view's own results stay above the fold. */}
      {phone && more.length > 0 ? (
        <details className="verdict-more">
          <summary>
            Its two moves, money, break-even{rest.some((l) => l.id === 'losing') ? ', losing moves' : ''}
            {rest.some((l) => l.id === 'payload') ? ' and per response' : ''}
          </summary>
          {more}
        </details>
      ) : (
        more
      )}
    </section>
  );
}
