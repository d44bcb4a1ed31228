import { useMemo } from 'react';
import { currentBreakEvens, detailScale, sessionTexts } from '../../core/analysis/current.ts';
import { useApp } from '../store-context.tsx';
import { BreakEvenChart } from './BreakEvenChart.tsx';
import { BreakEvenTable } from './BreakEvenTable.tsx';
import { ScaleChooser } from './ScaleChooser.tsx';
import { SessionTextsPanel } from './SessionTextsPanel.tsx';
import './break-even.css';

/**
 * The break-even view: the session texts (editable), the scale, and for every move its one-time
 * cost, saving per query, break-even and net tokens, as a table and a chart. Every number comes
 * from `state/derived.ts`; this view only presents them.
 */
export function BreakEvenView() {
  const result = useApp((s) => s.result);
  const session = useApp((s) => s.session);
  const sessionCounts = useApp((s) => s.sessionCounts);
  const detailRows = useApp((s) => s.detailRows);

  // Derived from the raw pieces, so a new array is made only when one of them changes.
  const texts = useMemo(() => sessionTexts({ session, sessionCounts, result }), [session, sessionCounts, result]);
  const scale = useMemo(() => detailScale({ result, detailRows }), [result, detailRows]);
  const breakEvens = useMemo(
    () => currentBreakEvens({ result, detailRows, session, sessionCounts }),
    [result, detailRows, session, sessionCounts],
  );

  if (!result.ladder || !scale) {
    return (
      <p className="placeholder" data-testid="break-even-placeholder">
        {result.status === 'error'
          ? 'The break-even view needs a counted ladder; see the error above.'
          : 'The break-even view appears here once the tokenizer has counted the ladder.'}
      </p>
    );
  }

  // A ladder being recounted is dimmed by the page around the views (App); here only the
  // session texts being counted make the numbers below busy.
  return (
    <div className="break-even-view">
      <SessionTextsPanel texts={texts} />
      <div aria-busy={texts === undefined}>
        <figure className="panel be-table-panel">
          <figcaption>
            <div className="chart-head">
              <h2 id="be-table-title">Break-even per move</h2>
              <ScaleChooser scales={result.ladder.scales} current={scale} />
            </div>
          </figcaption>
          <BreakEvenTable scale={scale} encoding={result.ladder.encoding} breakEvens={breakEvens} />
        </figure>
        <BreakEvenChart breakEvens={breakEvens} rows={scale.rows} encoding={result.ladder.encoding} />
      </div>
    </div>
  );
}
