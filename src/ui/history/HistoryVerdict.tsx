import { useMemo, useSyncExternalStore } from 'react';
import { HISTORY_VERDICT_WAITING, historyVerdict } from '../../core/history/verdict.ts';
import { pageHistoryRun } from '../../state/history-run.ts';
import type { HistoryRun, HistoryRunState } from '../../state/history-run.ts';
import { usePhone } from '../layout/SettingsDrawer.tsx';
import '../verdict/verdict.css';

/** The verdict's lines for a run's state: core's `historyVerdict` once a history is read, else what is awaited. */
export function historyVerdictOf(state: HistoryRunState): string[] {
  if (state.status === 'done') return historyVerdict(state.report);
  if (state.status === 'idle') return [HISTORY_VERDICT_WAITING.none];
  return [HISTORY_VERDICT_WAITING[state.status]];
}

/**
 * The History view's verdict, where the Ladder's stands above the other views: where the
 * history's windows go, its costliest tool and the one change that would save most, each share
 * of all input named (core's `historyVerdict`). Never the ladder's figures.
 */
export function HistoryVerdict({ run = pageHistoryRun() }: { run?: HistoryRun }) {
  const state = useSyncExternalStore(run.store.subscribe, run.store.getState, run.store.getState);
  const lines = useMemo(() => historyVerdictOf(state), [state]);
  const phone = usePhone();
  const [headline, ...rest] = lines;
  // The last line names the denominator of every share: on a phone it folds under the others.
  const folded = phone && rest.length > 1 ? rest.slice(-1) : [];
  const shown = folded.length > 0 ? rest.slice(0, -1) : rest;
  const line = (text: string, i: number) => (
    <p key={i} className="verdict-line">
      {text}
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
        {headline}
      </p>
      {shown.map(line)}
      {folded.length > 0 && (
        <details className="verdict-more">
          <summary>What every share is of</summary>
          {folded.map(line)}
        </details>
      )}
    </section>
  );
}
