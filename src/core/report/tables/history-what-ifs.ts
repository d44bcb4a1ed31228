/**
 * The settings a team can switch on, over a whole history against its bill as logged: the columns of
 * one log's what-if table (`core/bill/what-if-words.ts`), and the sessions each applied to.
 */
import { whatIfLabel } from '../../bill/what-if-names.ts';
import { formatPercentage, percentOf } from '../../analysis/percent.ts';
import { DISAGREE_WHY, moneyWords, tokensWords } from '../../bill/what-if-words.ts';
import type { WhatIfParams } from '../../bill/what-ifs.ts';
import { SUMMARY_TOKENS_SETTING } from '../../bill/what-ifs.ts';
import type { HistoryReport } from '../../history/history-model.ts';
import type { HistoryWhatIf } from '../../history/what-if-accumulator.ts';
import type { HistoryWhatIfTotals } from '../../history/what-if-words.ts';
import { historyWhatIfTotals, loggedTotals } from '../../history/what-if-words.ts';
import { formatAmount } from '../../money/currency.ts';
import { formatInt } from '../../format/numbers.ts';
import type { Cell, ExportTable } from '../table.ts';
import { cell, intCell } from '../table.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${formatInt(n)} ${n === 1 ? one : many}`;

/** A compaction's summary size, said once for the whole history: as set, else each log's own. */
function summaryNote(w: HistoryWhatIf, params: WhatIfParams): string | null {
  if (w.id !== 'compact_20260112' && w.id !== 'compaction') return null;
  const set = (w.id === 'compaction' ? params.compaction : params.compact).summaryTokens;
  return set !== null
    ? `a summary of ${formatInt(set)} tokens, as set`
    : `each summary the mean of its log's own, else ${formatInt(SUMMARY_TOKENS_SETTING)} tokens (a setting) where a log has none to measure`;
}

/** What a what-if's row says beside its figures: its summary size, a disagreement, its summary steps, unpriced requests. */
function rowNotes(w: HistoryWhatIf, totals: HistoryWhatIfTotals, params: WhatIfParams): string {
  const summary = summaryNote(w, params);
  return [
    ...(summary === null ? [] : [summary]),
    ...(totals.change.disagree ? [DISAGREE_WHY] : []),
    ...(w.summarySteps > 0 ? [`${plural(w.summarySteps, 'summary step')} billed`] : []),
    ...(w.unpriced > 0 ? [`${plural(w.unpriced, 'request')} without a price: tokens only`] : []),
  ].join('; ');
}

/** Every what-if that applies to some session of the history, against the history's bill as logged. */
export function historyWhatIfTable(report: HistoryReport): ExportTable {
  const currency = report.bill.currency ?? undefined;
  const money = (n: number) => formatAmount(n, currency);
  const moneyCell = (n: number | null): Cell => (n === null ? cell('–') : cell(money(n), n));
  const logged = loggedTotals(report);
  const sessions = report.bill.sessions.length;
  const row = (w: HistoryWhatIf): Cell[] => {
    const totals = historyWhatIfTotals(report, w);
    const { tokens, money: saved } = totals.change;
    return [
      cell(whatIfLabel(w.id, report.whatIfs.params)),
      intCell(w.sessions),
      intCell(totals.input),
      cell(
        tokens === 0
          ? 'no change'
          : `${tokensWords(tokens)} (${formatPercentage(percentOf(Math.abs(tokens), logged.input, 'as logged'))})`,
        tokens,
      ),
      moneyCell(totals.cost),
      saved === null ? cell('–') : cell(moneyWords(saved, money), saved),
      intCell(totals.misses),
      cell(rowNotes(w, totals, report.whatIfs.params)),
    ];
  };
  const { list } = report.whatIfs;
  return {
    title: 'What-ifs a team can switch on over the history, against the bill as logged',
    columns: [
      { name: 'Setting', align: 'left' },
      { name: 'Sessions it applies to' },
      { name: 'Input', unit: 'tokens' },
      { name: 'Change in input', unit: 'tokens', align: 'right' },
      { name: 'Bill', unit: report.bill.currency ?? 'no price', align: 'right' },
      { name: 'Change in money', unit: report.bill.currency ?? 'no price', align: 'right' },
      { name: 'Cache misses' },
      { name: 'Notes', align: 'left' },
    ],
    rows:
      list.length === 0
        ? []
        : [
            [
              cell('As logged (the bill)'),
              intCell(sessions),
              intCell(logged.input),
              cell(''),
              moneyCell(logged.cost),
              cell(''),
              intCell(logged.misses),
              cell(''),
            ],
            ...list.map(row),
          ],
    notes: [
      ...list.map((w) => `${whatIfLabel(w.id, report.whatIfs.params)}: ${w.name}.`),
      'Each what-if is replayed on each thread whole, on the log’s own timeline (an idle gap still expires the cache), and billed as the log is: each request at its model’s list price, output as logged. Anthropic’s settings apply to Claude logs, OpenAI’s compaction to Codex logs; the other sessions count as logged.',
      'Only the requests the bill counts are summed (one a resumed session logs again, once; inside the dates), each priced in its own thread: a resumed session’s new requests as if the setting had been on from its start.',
      'Context editing and compaction are replays of the texts the log shows (counts of each session’s encoding) applied to the recorded usage: their token changes are estimates where the counts are.',
    ],
  };
}
