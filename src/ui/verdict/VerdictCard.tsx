import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { verdictLines } from '../../core/verdict/lines.ts';
import { verdictWaterfall } from '../../core/verdict/waterfall.ts';
import { WaterfallChart } from './Waterfall.tsx';
import { usePhone } from '../shared/media-query.ts';
import { useShownVerdict } from './use-verdict.ts';
import { useApp } from '../shared/store-context.tsx';
import './verdict.css';

/**
 * The verdict, above every view: the answer in one sentence, then its details folded (the winner
 * against the baseline, its two moves, money, break-even, losing moves, per call over MCP). Core
 * computes the verdict and its words; this renders them. `about` says what the verdict is about.
 */
export function VerdictCard({ about }: { about?: ReactNode }) {
  const status = useApp((s) => s.result.status);
  const { verdict, previousData } = useShownVerdict();
  const lines = useMemo(() => verdictLines(verdict), [verdict]);
  const waterfall = useMemo(() => (verdict.ready ? verdictWaterfall(verdict) : undefined), [verdict]);
  // On a phone the picture folds with the details, so the view's own results stay above the fold.
  const phone = usePhone();
  const [answer, ...others] = lines;
  const limits = others.find((line) => line.id === 'limits');
  const rest = others.filter((line) => line.id !== 'limits');
  const details = rest.map((line) => (
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
      {previousData && (
        <p className="verdict-line" data-testid="verdict-previous">
          The previous data&apos;s verdict, shown until the new data is counted.
        </p>
      )}
      {about && (
        <p className="verdict-line" data-testid="verdict-about">
          {about}
        </p>
      )}
      <p className="verdict-answer" data-testid={`verdict-${answer!.id}`}>
        {answer!.text}
      </p>
      {limits && (
        <p className="verdict-line verdict-losing" data-testid="verdict-limits">
          {limits.text}
        </p>
      )}
      {waterfall && !phone && <WaterfallChart waterfall={waterfall} />}
      {details.length > 0 && (
        <details className="verdict-more">
          <summary>
            Details: {waterfall && phone ? 'the picture, ' : ''}the two moves, money, break-even
            {rest.some((l) => l.id === 'losing') ? ', losing moves' : ''}
            {rest.some((l) => l.id === 'payload') ? ', per response' : ''}
          </summary>
          {waterfall && phone && <WaterfallChart waterfall={waterfall} />}
          {details}
        </details>
      )}
    </section>
  );
}
