/** The PATHs `npm run history` reads, checked before the walk; and what it prints when no request is in the dates. */
import { statSync } from 'node:fs';
import type { HistoryReport } from '../../core/history/history-model.ts';
import { STDIN_PATH } from '../../node/read-file.ts';
import type { HistoryArgs } from './args.ts';
import { CliError, fsReason } from '../cli-error.ts';

/**
 * Every PATH given exists (`-`, standard input, always does).
 * @throws CliError `cannot read PATH: no such file or directory`, naming the whole path.
 */
export function requireExistingPaths(paths: readonly string[]): void {
  for (const path of paths) {
    if (path === STDIN_PATH) continue;
    try {
      statSync(path);
    } catch (error) {
      throw new CliError(`cannot read ${path}: ${fsReason(error)}`);
    }
  }
}

/** True when logs were read but `--since`/`--until` left none of their requests: an empty history, not an error. */
export function outsideDates(args: HistoryArgs, report: HistoryReport): boolean {
  return (args.since !== undefined || args.until !== undefined) && report.files > report.skipped.length;
}

/** `No request on or after 2099-01-01 in the 9 logs read.`: the whole answer of an empty history. */
function outsideDatesWords(args: HistoryArgs, report: HistoryReport): string {
  const range = [
    ...(args.since === undefined ? [] : [`on or after ${args.since}`]),
    ...(args.until === undefined ? [] : [`on or before ${args.until}`]),
  ].join(' and ');
  const logs = report.files - report.skipped.length;
  return `No request ${range} in the ${logs} log${logs === 1 ? '' : 's'} read.`;
}

/** The empty history as `args` ask: `--json`'s shape with nothing in it and the words as `note`, else the words. */
export function outsideDatesOutput(args: HistoryArgs, report: HistoryReport, shownFile: (f: string) => string): string {
  const words = outsideDatesWords(args, report);
  if (args.output === 'jsonl') return '';
  if (args.output !== 'json') return `# History\n\n${words}\n`;
  const json = {
    sessions: [],
    tools: [],
    skipped: report.skipped.map((s) => ({ file: shownFile(s.file), reason: s.reason })),
    warnings: report.warnings.map((w) => ({ file: shownFile(w.file), message: w.message })),
    bill: null,
    whatIfs: [],
    note: words,
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}
