/**
 * The history's what-ifs for `cce history`: the one `--what-if` asks for, checked against the sessions
 * read, and the fragment `--print-setting` prints, as `cce session` does for one log.
 */
import { settingText } from '../../core/bill/settings.ts';
import type { WhatIfId } from '../../core/bill/what-ifs.ts';
import type { HistoryReport } from '../../core/history/history-model.ts';
import { bestHistoryWhatIf } from '../../core/history/what-if-words.ts';
import type { HistoryArgs } from './args.ts';
import { CliError } from '../cli-error.ts';

/**
 * The what-if `--what-if` names, or null when none is asked.
 * @throws CliError when it applies to no session of the history.
 */
export function askedWhatIf(report: HistoryReport, args: Pick<HistoryArgs, 'whatIf'>): WhatIfId | null {
  const asked = args.whatIf?.id ?? null;
  const { list } = report.whatIfs;
  if (asked === null || list.some((w) => w.id === asked)) return asked;
  throw new CliError(
    report.bill.total.requests === 0
      ? `--what-if ${asked}: the logs record no usage to bill`
      : `--what-if ${asked} does not apply to any session of this history (its settings: ${list.map((w) => w.id).join(', ') || 'none'})`,
  );
}

/**
 * What `--print-setting` prints: the fragment of `chosen`, else of the cheapest what-if over the history.
 * @throws CliError when no setting applies.
 */
export function historySetting(report: HistoryReport, chosen: WhatIfId | null): string {
  const shown = chosen ?? bestHistoryWhatIf(report, report.whatIfs.list)?.id;
  if (shown === undefined)
    throw new CliError(
      'no setting a team can switch on applies to this history (no log records usage of a known vendor)',
    );
  return settingText(shown, report.whatIfs.params);
}
