import { useMemo } from 'react';
import {
  callsOver,
  currentBreakEvens,
  detailResponseScale,
  detailScale,
  sessionTexts,
} from '../../core/analysis/current.ts';
import { verdictBreakEvenWords } from '../../core/verdict/lines.ts';
import { useVerdict } from '../verdict/use-verdict.ts';
import { useApp } from '../shared/store-context.tsx';
import { BreakEvenChart } from './BreakEvenChart.tsx';
import { BreakEvenTable } from './BreakEvenTable.tsx';
import { ScaleChooser } from './ScaleChooser.tsx';
import { SessionTextsPanel } from './SessionTextsPanel.tsx';
import './break-even.css';

/**
 * The break-even view: the editable session texts, the scale, the verdict's move, and per move its
 * one-time cost, saving per query, break-even and net tokens as a table and a chart. Every number
 * comes from `core/analysis/current.ts`; this only presents them.
 */
export function BreakEvenView() {
  const result = useApp((s) => s.result);
  const session = useApp((s) => s.session);
  const sessionCounts = useApp((s) => s.sessionCounts);
  const detailRows = useApp((s) => s.detailRows);
  const transport = useApp((s) => s.transport);
  // The verdict's own move (baseline → cheapest) over the same texts and total as the verdict card.
  const verdict = useVerdict();
  const verdictMove = useMemo(() => verdictBreakEvenWords(verdict), [verdict]);

  // Derived from the raw pieces, so a new array is made only when one of them changes.
  const texts = useMemo(() => sessionTexts({ session, sessionCounts, result }), [session, sessionCounts, result]);
  const scale = useMemo(() => detailScale({ result, detailRows }), [result, detailRows]);
  const counted = useMemo(
    () => detailResponseScale({ result, detailRows, transport }),
    [result, detailRows, transport],
  );
  const calls = callsOver({ result, transport });
  const breakEvens = useMemo(
    () => currentBreakEvens({ result, detailRows, session, sessionCounts, transport }),
    [result, detailRows, session, sessionCounts, transport],
  );

  if (!result.ladder || !scale || !counted) {
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
      <SessionTextsPanel texts={texts} base={verdict.ready ? verdict.payload.base.id : 'L0'} />
      <div aria-busy={texts === undefined}>
        <figure className="panel be-table-panel">
          <figcaption>
            <div className="chart-head">
              <h2 id="be-table-title">Break-even per move</h2>
              <ScaleChooser scales={result.ladder.scales} current={scale} />
            </div>
            {verdictMove !== undefined && (
              <p className="caption" data-testid="break-even-verdict-move">
                The verdict’s move: {verdictMove}
              </p>
            )}
          </figcaption>
          <BreakEvenTable scale={counted} encoding={result.ladder.encoding} breakEvens={breakEvens} callsOver={calls} />
        </figure>
        <BreakEvenChart breakEvens={breakEvens} rows={scale.rows} encoding={result.ladder.encoding} />
      </div>
    </div>
  );
}
