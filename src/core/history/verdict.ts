/**
 * The history's verdict: where the window goes, and the one change that would
 * save most, each as a share of all input with its denominator named.
 */
import { formatPercentage, percentOf } from '../analysis/percent.ts';
import { formatInt } from '../format/numbers.ts';
import { REPRESENTATIONS, representationLabel } from '../representation-list.ts';
import { REASONING_RECORDED, SESSION_PART_NAMES } from '../sessions/model.ts';
import type { WhatIfId } from '../bill/what-ifs.ts';
import { historyBillSentence, historyMissesSentence, missesLead } from './bill-words.ts';
import { historyWhatIfLine } from './what-if-words.ts';
import type { HistoryPart, HistoryReport, HistoryTool } from './history-model.ts';

/** The denominator every history share is of, in words. */
export const ALL_INPUT =
  'all input (Σ over the counted requests of each window: recorded where the log has it, else counted)';

/** Words for the window's parts, with what the log does not show. */
export const HISTORY_PART_NAMES: Record<HistoryPart, string> = {
  ...SESSION_PART_NAMES,
  reasoning: REASONING_RECORDED,
  notLogged:
    'Not in the log (recorded − counted − reasoning recorded: system prompt, tool definitions, reasoning not recorded)',
};

/** What the History view's verdict says before a history is read, while one is read, and after a cancel. */
export const HISTORY_VERDICT_WAITING = {
  none: 'Pick a folder of agent logs below: the verdict on where their windows go appears once it is read.',
  reading: 'Reading the history: the verdict appears once every file is read.',
  cancelled: 'The read was cancelled: nothing is weighed until a read finishes.',
  error: 'The history could not be read: see why below.',
} as const;

/** Σ input over the counted requests of every session (tokens): the denominator of every share. */
export function allInput(report: Pick<HistoryReport, 'sessions'>): number {
  return report.sessions.reduce((t, s) => t + s.input, 0);
}

/** A tool's cheapest rung or format over its JSON results: its index in `REPRESENTATIONS`, tokens, and carried tokens; null without JSON results. */
export function cheapestRepresentation(tool: HistoryTool): { index: number; tokens: number; carried: number } | null {
  if (tool.jsonResults === 0) return null;
  let index = 0;
  tool.rep.forEach((t, i) => {
    if (t < tool.rep[index]!) index = i;
  });
  return { index, tokens: tool.rep[index]!, carried: tool.repCarried[index]! };
}

/** One change and the input tokens it saves over the history. */
export interface HistoryChange {
  name: string;
  saved: number;
}

/** Each candidate change: every strategy over every session, and each tool's results in its cheapest rung or format. */
export function historyChanges(report: HistoryReport): HistoryChange[] {
  const total = allInput(report);
  const changes: HistoryChange[] = report.strategies.map((s) => ({
    name: s.name,
    saved: total - report.sessions.reduce((t, row) => t + (row.replayed[s.id] ?? 0), 0),
  }));
  for (const tool of report.tools) {
    const best = cheapestRepresentation(tool);
    if (!best || best.carried >= tool.jsonCarried) continue;
    const label = representationLabel(REPRESENTATIONS[best.index]!);
    changes.push({ name: `${tool.tool}'s JSON results as ${label}`, saved: tool.jsonCarried - best.carried });
  }
  return changes.sort((a, b) => b.saved - a.saved);
}

/** One line of the history verdict; `detail` lines fold under the answer on the page. */
export interface HistoryVerdictLine {
  id: 'bill' | 'misses' | 'what-if' | 'change' | 'tool' | 'window' | 'denominator';
  text: string;
  detail?: true;
}

/**
 * The verdict's lines: the bill as logged, its cache misses where they cost more than 5 % of it, the
 * setting a team can switch on (`chosen`, else the cheapest), the change that saves most, the costliest
 * tool; the misses otherwise, where the window goes and what every share is of are details.
 */
export function historyVerdict(report: HistoryReport, chosen?: WhatIfId | null): HistoryVerdictLine[] {
  const total = allInput(report);
  const requests = report.sessions.reduce((t, s) => t + s.steps + s.subagentSteps, 0);
  if (requests === 0) return [{ id: 'change', text: 'No model request in these logs: nothing to weigh.' }];
  const share = (n: number) => formatPercentage(percentOf(n, total, 'all input'));
  const over = `${formatInt(requests)} requests in ${formatInt(report.sessions.length)} sessions`;
  const best = historyChanges(report)[0];
  const billed = historyBillSentence(report.bill);
  const lead = missesLead(report.bill);
  const misses: HistoryVerdictLine = { id: 'misses', text: historyMissesSentence(report.bill) };
  const whatIf = historyWhatIfLine(report, chosen);
  const lines: HistoryVerdictLine[] = [
    ...(billed === null ? [] : [{ id: 'bill' as const, text: billed }, ...(lead ? [misses] : [])]),
    ...(whatIf === null ? [] : [{ id: 'what-if' as const, text: whatIf }]),
    {
      id: 'change',
      text:
        best && best.saved > 0
          ? `The change that would save most: ${best.name}, ${formatInt(best.saved)} input tokens (${share(best.saved)}) over ${over}.`
          : `No strategy or re-representation tried here would save input over these ${over}.`,
    },
  ];
  const tool = report.tools[0];
  if (tool)
    lines.push({
      id: 'tool',
      text: `The costliest tool: ${tool.tool}, ${formatInt(tool.calls)} results of ${formatInt(tool.tokens)} tokens carried into later requests for ${formatInt(tool.carried)} input tokens (${share(tool.carried)}).`,
    });
  if (billed !== null && !lead) lines.push({ ...misses, detail: true });
  const parts = (Object.entries(report.parts) as [HistoryPart, number][]).sort((a, b) => b[1] - a[1]);
  const [part, partTokens] = parts[0]!;
  lines.push({
    id: 'window',
    text: `Where the window goes: ${HISTORY_PART_NAMES[part]}, ${formatInt(partTokens)} tokens (${share(partTokens)}).`,
    detail: true,
  });
  lines.push({ id: 'denominator', text: `Every share is of ${ALL_INPUT}: ${formatInt(total)} tokens.`, detail: true });
  return lines;
}
