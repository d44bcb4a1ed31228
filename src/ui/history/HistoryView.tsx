import { useDeferredValue, useState, useSyncExternalStore } from 'react';
import { historyTables } from '../../core/report/tables/history.ts';
import { historyBillTables } from '../../core/report/tables/history-bill.ts';
import { formatByteProgress, formatCount, formatInt } from '../../core/format/numbers.ts';
import type { HistoryReport } from '../../core/history/history-model.ts';
import { dedupeWords } from '../../core/history/dedupe-words.ts';
import { pageHistoryRun } from '../../state/history/run.ts';
import type { HistoryRun } from '../../state/history/run.ts';
import type { HistoryProgress } from '../../worker/protocol.ts';
import { HistoryDaysChart, HistoryPartsChart, HistoryStrategiesChart } from './HistoryCharts.tsx';
import { HistoryBillTables } from './HistoryBillTables.tsx';
import { HistoryWhatIfs } from './HistoryWhatIfs.tsx';
import { HistoryResultLimits } from './HistoryResultLimits.tsx';
import { HistoryPick } from './HistoryPick.tsx';
import { HistoryTable } from './HistoryTable.tsx';
import './history.css';

/** Table ids, in `historyTables` order (test ids and headings' ids). */
const TABLE_IDS = ['sessions', 'tools', 'largest', 'parts', 'days', 'strategies', 'rerepresent', 'problems'];
/** The page's order: what the user can change first (the what-ifs, the tools), then where it went. */
const SHOWN_ORDER = ['strategies', 'rerepresent', 'tools', 'largest', 'sessions', 'parts', 'days', 'problems'];

/**
 * `1,234 of 5,000 files, 1.2 of 40.0 MB`, `3 of 9 files, 12.3 of 27.3 kB` (sizes in SI units,
 * `formatByteProgress`); files only before the worker has sized them (its first progress).
 */
function progressWords(p: HistoryProgress): string {
  const files = `${formatInt(p.files)} of ${formatCount(p.totalFiles, 'file')}`;
  if (p.files === 0 && p.totalBytes === 0) return files;
  return `${files}, ${formatByteProgress(p.bytes, p.totalBytes)}`;
}

/**
 * The History view: many logs read in the history worker, then the history's tables,
 * charts and verdict as the command line prints them. File paths and project names are shown and
 * exported only when the user ticks the box; nothing of the history goes into a link or storage.
 */
export function HistoryView({ run = pageHistoryRun() }: { run?: HistoryRun }) {
  // The run's state now, on the server too (zustand's hook would render its initial state there).
  const state = useSyncExternalStore(run.store.subscribe, run.store.getState, run.store.getState);
  const reading = state.status === 'reading';
  // The tables and charts render in a deferred (time-sliced) pass: at once they held the page's
  // thread ~0.5 s on 100 MB of logs, a frame gap the reading must not cause.
  const report = useDeferredValue(state.status === 'done' ? state.report : null);
  return (
    <div className="history-view">
      <HistoryPick onPick={(files, picked) => run.start(files, picked)} busy={reading} />
      {state.status !== 'idle' && (
        <section className="panel history-status" aria-live="polite" data-testid="history-status">
          {state.status === 'reading' && (
            <>
              <p>
                Reading {state.picked}: {progressWords(state.progress)}
              </p>
              <progress
                max={Math.max(1, state.progress.totalBytes)}
                value={state.progress.bytes}
                aria-label="Bytes read"
              />
              <button type="button" onClick={() => run.cancel()}>
                Cancel
              </button>
            </>
          )}
          {state.status === 'done' && (
            <p>
              Read {state.picked}: {progressWords(state.progress)}.
            </p>
          )}
          {state.status === 'cancelled' && (
            <p role="alert">
              Cancelled after {progressWords(state.progress)}: nothing is shown until a read finishes. Pick again to
              read it all.
            </p>
          )}
          {state.status === 'error' && (
            <p className="problem" role="alert">
              {state.picked} could not be read: {state.message}
            </p>
          )}
        </section>
      )}
      {state.status === 'done' && report && <HistoryResults report={report} />}
    </div>
  );
}

/**
 * How it was counted (duplicates; the names box), the charts, the bill's tables and the what-ifs folded,
 * and every other table of a read history; its verdict stands above the tabs (`HistoryVerdict.tsx`).
 */
export function HistoryResults({ report }: { report: HistoryReport }) {
  const [names, setNames] = useState(false);
  const shownFile = (f: string) => (names ? f : (f.split('/').at(-1) ?? f));
  const tables = historyTables(report, names, shownFile);
  if (report.sessions.length === 0)
    return (
      <>
        <p className="problem" role="alert" data-testid="history-no-sessions">
          No session log with a model request among the {formatInt(report.files)} files read: see why below.
        </p>
        <HistoryTable table={tables.at(-1)!} id="problems" />
      </>
    );
  return (
    <>
      <HistoryPartsChart report={report} />
      <HistoryDaysChart report={report} />
      <HistoryStrategiesChart report={report} />
      <section className="panel history-counted" aria-labelledby="history-counted-title" data-testid="history-counted">
        <h2 id="history-counted-title">How this history was counted</h2>
        <p className="history-dedupe">{dedupeWords(report)}</p>
        <label className="history-names">
          <input type="checkbox" checked={names} onChange={(e) => setNames(e.currentTarget.checked)} />
          Include file paths and project names in the tables and their exports
        </label>
      </section>
      <HistoryBillTables tables={historyBillTables(report, names, shownFile)} />
      <HistoryWhatIfs report={report} />
      <HistoryResultLimits report={report} />
      {SHOWN_ORDER.map((id) => (
        <HistoryTable key={id} table={tables[TABLE_IDS.indexOf(id)]!} id={id} />
      ))}
    </>
  );
}
