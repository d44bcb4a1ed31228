/**
 * What the History view says of duplicates ("say how duplicates are
 * recognised"): the rule of `dedupe.ts` in words, with the history's own counts.
 */
import { formatInt } from '../format/numbers.ts';
import type { HistoryReport } from './history-model.ts';

/** The sentence on how entries logged again are recognised, and how many were left out. */
export function dedupeWords(report: Pick<HistoryReport, 'duplicateSteps' | 'duplicateResults'>): string {
  const s = (n: number, one: string, many: string) => `${formatInt(n)} ${n === 1 ? one : many}`;
  return (
    "Counted once: a request by the log's own ids (Claude Code: message id and request id; Codex: the token count's time and running total; Gemini: the message id), a tool result by its call id, per host; never by text. " +
    `${s(report.duplicateSteps, 'request', 'requests')} and ${s(report.duplicateResults, 'result', 'results')} logged again (a resumed session logs its earlier history again) were left out. ` +
    "Subagent files (subagents/agent-*.jsonl) and in-file subagent threads are attached to their session by the session's id."
  );
}
