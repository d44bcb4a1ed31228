import { useMemo } from 'react';
import { comparedBillsLine } from '../../core/bill/words.ts';
import { beforeAfterTable, replayNote } from '../../core/report/tables/session.ts';
import { SESSION_FORMAT_NAMES } from '../../core/sessions/model.ts';
import { askSessionFile } from '../../state/sessions/file.ts';
import { DropZone, FileButton } from '../form/DropZone.tsx';
import { ProblemsBox } from '../shared/Problems.tsx';
import { useApp, useAppHandles } from '../shared/store-context.tsx';
import { CompareChart } from './charts/CompareChart.tsx';
import { RunSummary } from './RunSummary.tsx';
import { ReadingHint } from './SessionImport.tsx';
import { SessionTable } from './SessionTable.tsx';
import { sessionEncoding } from '../../state/sessions/wanted.ts';

/**
 * Run B: a second log of the same task (before / after a change) to compare with the open session,
 * dropped or picked; what it holds once read, and a button to close it. Like run A, it stays in
 * this page.
 */
export function CompareImport() {
  const compare = useApp((s) => s.sessions.compare);
  const closeCompare = useApp((s) => s.closeCompare);
  const { store } = useAppHandles();
  const take = ([file]: File[]) => file && void askSessionFile(store, file, 'b');
  const { opened } = compare;
  return (
    <section className="panel" aria-labelledby="session-compare-title" data-testid="session-compare">
      <h2 id="session-compare-title">Compare with another run of the same task</h2>
      <p className="caption">
        A second log of the same task, before or after a change (a new tool, a smaller result): both profiles side by
        side, the per-step input overlaid, and the seed’s table for each run with the change between them. Both runs are
        replayed without a strategy. This log stays in the page too.
      </p>
      <DropZone className="profile-drop compare-drop" testId="session-compare-drop" onFiles={take}>
        <p>Drop the second run’s log here, or</p>
        <FileButton text="Choose the second run…" label="Choose the second run’s log file" onFiles={take} />
      </DropZone>
      <div aria-live="polite">
        <ReadingHint read={compare} />
        {compare.error !== undefined && <ProblemsBox error={compare.error} problems={compare.problems} locate />}
      </div>
      {opened && (
        <div className={compare.status === 'reading' ? 'stale' : undefined}>
          <h3 className="run-heading">
            Run B, {opened.name}: {SESSION_FORMAT_NAMES[opened.profile.format]}
          </h3>
          <RunSummary opened={opened} testId="session-b" />
          <button type="button" className="link-button" onClick={closeCompare}>
            Close run B
          </button>
        </div>
      )}
    </section>
  );
}

/** Run A against run B: the per-step curves overlaid and the seed's table with the change, once the worker compared them. */
export function ComparedRuns() {
  const replay = useApp((s) => s.sessions.replay);
  const nameA = useApp((s) => s.sessions.opened?.name ?? '');
  const billA = useApp((s) => s.sessions.opened?.bill);
  const billB = useApp((s) => s.sessions.compare.opened?.bill);
  // The encoding the log was counted in: its model's unless the user overrode it.
  const encoding = useApp(sessionEncoding);
  const result = replay.result;
  const compare = result?.compare;
  const table = useMemo(
    () =>
      compare &&
      beforeAfterTable(
        compare.table,
        `run A (${nameA})`,
        `run B (${compare.name})`,
        `Before: run A; after: run B; both without a strategy. ${replayNote(false)}`,
      ),
    [compare, nameA],
  );
  if (!result || !compare || !table) return null;
  const bills = billA && billB && comparedBillsLine(billA, billB, nameA, compare.name);
  return (
    <div className={replay.status === 'counting' ? 'stale' : undefined} aria-busy={replay.status === 'counting'}>
      {bills && (
        <p className="panel" data-testid="session-compare-bill">
          {bills}
        </p>
      )}
      <CompareChart
        a={{ name: nameA, steps: result.none }}
        b={{ name: compare.name, steps: compare.none }}
        compared={compare.table.steps}
        encoding={encoding}
      />
      <SessionTable table={table} testId="session-compare-table" />
    </div>
  );
}
