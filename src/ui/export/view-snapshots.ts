/**
 * The review snapshot of the Sessions and History views, from what they show now: their verdict
 * lines, their chart's figures and their tables (core's `viewSnapshot` writes the Markdown).
 */
import { billStepsTable, missesTable } from '../../core/report/tables/bill.ts';
import { whatIfTable } from '../../core/bill/what-if-words.ts';
import { sessionProfileTable } from '../../core/report/tables/session.ts';
import { historyBillTables } from '../../core/report/tables/history-bill.ts';
import { historyDaysTable, historyTables } from '../../core/report/tables/history.ts';
import { historyWhatIfTable } from '../../core/report/tables/history-what-ifs.ts';
import { viewSnapshot } from '../../core/report/view-snapshot.ts';
import type { AppState } from '../../state/store.ts';
import type { HistoryRunState } from '../../state/history/run.ts';
import { VIEW_LABELS } from '../../state/views.ts';
import { sessionVerdictOf } from '../sessions/SessionVerdict.tsx';
import { historyVerdictOf } from '../history/HistoryVerdict.tsx';

const LOGS_STAY =
  'The link opens the page with these settings, not with the log (a link never carries one): open the same log there to see these numbers.';

/** The Sessions view's snapshot: the verdict, the bill per step as its chart draws it, the misses, what-ifs and the profile. */
export function sessionsSnapshot(state: AppState, link: string): string {
  const { opened, replay } = state.sessions;
  const answer = sessionVerdictOf(opened, replay.result, state.pricing);
  const tables = opened
    ? [
        ...(opened.bill.misses.length > 0 ? [missesTable(opened.bill)] : []),
        ...(opened.whatIfs.length > 0 ? [whatIfTable(opened.bill, opened.whatIfs)] : []),
        sessionProfileTable(opened.profile),
      ]
    : [];
  const picture = opened && opened.bill.steps.length > 0 ? billStepsTable(opened.bill) : undefined;
  return viewSnapshot({
    view: VIEW_LABELS.sessions,
    link,
    linkWords: LOGS_STAY,
    answer,
    ...(picture ? { picture } : {}),
    tables,
  });
}

/** The History view's snapshot: the verdict, per day as its chart draws it, the bill's, what-ifs' and history's tables (file names only). */
export function historySnapshot(run: HistoryRunState, link: string): string {
  const answer = historyVerdictOf(run);
  if (run.status !== 'done' || run.report.sessions.length === 0)
    return viewSnapshot({ view: VIEW_LABELS.history, link, linkWords: LOGS_STAY, answer, tables: [] });
  const { report } = run;
  const shownFile = (f: string) => f.split('/').at(-1) ?? f;
  const days = historyDaysTable(report);
  return viewSnapshot({
    view: VIEW_LABELS.history,
    link,
    linkWords: LOGS_STAY,
    answer,
    picture: days,
    tables: [
      ...historyBillTables(report, false, shownFile),
      historyWhatIfTable(report),
      ...historyTables(report, false, shownFile).filter((t) => t.title !== days.title),
    ],
  });
}
