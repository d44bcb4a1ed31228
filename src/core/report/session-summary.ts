import { countsExactness } from '../models/exactness.ts';
import type { BeforeAfter } from '../sessions/compare.ts';
import { notInLogWords } from '../sessions/not-in-log.ts';
import type { SessionProfile } from '../sessions/profile.ts';
import { formatPercentage } from '../analysis/percent.ts';
import { formatCount, formatInt } from '../format/numbers.ts';
import { comparedSteps } from './tables/session.ts';
import type { VerdictLine } from './view-verdict.ts';

/** What one read log holds, in the words the page's run summary and `session` share: steps, exactness, what the log leaves out. */
export function runSummaryLines(profile: Omit<SessionProfile, 'itemTokens'>, compactions: number): VerdictLine[] {
  const n = profile.steps.length;
  const kept = compactions > 0 ? `, ${formatCount(compactions, 'compaction')}` : '';
  return [
    {
      id: 'summary',
      text: `${formatInt(n)} ${n === 1 ? 'step (model request)' : 'steps (model requests)'}${kept}, counted with ${profile.encoding}.`,
    },
    { id: 'estimate', text: countsExactness(profile.model, profile.encoding).text },
    { id: 'not-in-log', text: notInLogWords(profile) },
  ];
}

/** Run B against run A in one sentence: which steps, the tokens B sends fewer or more, and that as a share of A's. */
export function comparedRunsLine(table: BeforeAfter, nameA: string, nameB: string): string {
  const before = Math.round(table.before.total);
  const saved = before - Math.round(table.after.total);
  const over = `${comparedSteps(table)} both runs have`;
  if (saved === 0) return `${over}: ${nameB} sends as many input tokens as ${nameA} (${formatInt(before)}).`;
  return `${over}: ${nameB} sends ${formatInt(Math.abs(saved))} ${saved > 0 ? 'fewer' : 'more'} input tokens than ${nameA} (${formatPercentage(table.change.percent)}: ${formatInt(before)} tokens).`;
}
