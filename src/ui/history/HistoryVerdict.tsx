import { useMemo, useSyncExternalStore } from 'react';
import { HISTORY_VERDICT_WAITING, historyVerdict } from '../../core/history/verdict.ts';
import type { HistoryVerdictLine } from '../../core/history/verdict.ts';
import { pageHistoryRun } from '../../state/history/run.ts';
import type { HistoryRun, HistoryRunState } from '../../state/history/run.ts';
import '../verdict/verdict.css';

/** The verdict's lines for a run's state: core's `historyVerdict` once a history is read, else what is awaited. */
export function historyVerdictOf(state: HistoryRunState): HistoryVerdictLine[] {
  if (state.status === 'done') return historyVerdict(state.report);
  return [{ id: 'change', text: HISTORY_VERDICT_WAITING[state.status === 'idle' ? 'none' : state.status] }];
}

/**
 * The History view's verdict above the tabs: the bill as logged, its misses where they weigh, the change
 * that would save most, the costliest tool; core's detail lines fold under Details (`historyVerdict`).
 */
export function HistoryVerdict({ run = pageHistoryRun() }: { run?: HistoryRun }) {
  const state = useSyncExternalStore(run.store.subscribe, run.store.getState, run.store.getState);
  const lines = useMemo(() => historyVerdictOf(state), [state]);
  const [headline, ...rest] = lines;
  const shown = rest.filter((l) => !l.detail);
  const folded = rest.filter((l) => l.detail);
  const line = (l: HistoryVerdictLine) => (
    <p key={l.id} className="verdict-line" data-testid={`history-verdict-${l.id}`}>
      {l.text}
    </p>
  );
  return (
    <section
      className={state.status === 'reading' ? 'verdict-card stale' : 'verdict-card'}
      aria-labelledby="history-verdict-title"
      aria-busy={state.status === 'reading'}
      data-testid="history-verdict"
      data-status={state.status}
    >
      <h2 id="history-verdict-title">Verdict: this history</h2>
      <p className="verdict-headline" data-testid="history-verdict-headline">
        {headline!.text}
      </p>
      {shown.map(line)}
      {folded.length > 0 && (
        <details className="verdict-more">
          <summary>Details</summary>
          {folded.map(line)}
        </details>
      )}
    </section>
  );
}
