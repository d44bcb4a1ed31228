/**
 * The orders and names the bill's tables and JSON share: the sessions that lost most to cache misses,
 * and each project's name, numbered when names are left out (project names stay private by default).
 */
import type { HistoryBill, SessionBillRow } from './bill-model.ts';

/** How many sessions the ranking of those that lost most to misses keeps. */
export const SESSIONS_LOST_MOST = 10;

/** The sessions with a miss, costliest misses first (unpriced last, then by missed tokens), at most `n`. */
export function sessionsLostMost(bill: HistoryBill, n = SESSIONS_LOST_MOST): SessionBillRow[] {
  return bill.sessions
    .filter((s) => s.missed.misses > 0)
    .sort((a, b) => (b.missed.cost ?? -1) - (a.missed.cost ?? -1) || b.missed.missed - a.missed.missed)
    .slice(0, n);
}

/** Each `byProject` row's name: the project's own with `names`, else `project 1`… in the rows' order. */
export function projectLabels(bill: HistoryBill, names: boolean): string[] {
  let n = 0;
  return bill.byProject.map((p) =>
    p.project === null ? 'no project in the log' : names ? p.project : `project ${++n}`,
  );
}
