/**
 * `npm run -s history -- [--json | --jsonl] [--since DATE] [--until DATE] [--tz ZONE]
 * [--include-names] PATH…`: many agent logs read file by file into one history (core/history/),
 * printed as the history tables in Markdown, as JSON, or one JSON line per tool result. This file
 * only walks, reads and prints; every figure comes from core. Errors print one line and exit 2.
 */
import { basename } from 'node:path';
import { tableToMarkdown } from '../core/export/table.ts';
import { historyTables } from '../core/export/tables/history.ts';
import { HistoryAccumulator } from '../core/history/accumulator.ts';
import { dayFunction } from '../core/history/days.ts';
import type { HistoryReport, ResultRow } from '../core/history/history-model.ts';
import { historyVerdict } from '../core/history/verdict.ts';
import { nodeCountingCounter } from '../node/counter.ts';
import { MAX_LOG_BYTES, readLogText, walkHistory } from '../node/history/walk.ts';
import { HISTORY_USAGE, parseHistoryArgs } from './args/history.ts';
import type { HistoryArgs } from './args/history.ts';
import { UsageError } from './args/usage-error.ts';
import type { CliOutput } from './ladder.ts';
import { CliError, processOutput, runCommand, runIfMain } from './ladder.ts';

/** Rows of `--jsonl` written in one chunk (one write per row would dominate a large history). */
const ROWS_PER_WRITE = 2000;

/** What was read: the report, and the bytes of the files read. */
export interface HistoryRun {
  report: HistoryReport;
  bytes: number;
}

/** A `--jsonl` row: names (file, project) only when asked for. */
function jsonlRow(row: ResultRow, names: boolean): string {
  const { file, project, providerTokens, ...rest } = row;
  return JSON.stringify({ ...rest, provider_tokens: providerTokens, ...(names ? { file, project } : {}) });
}

/**
 * Reads every file under `args.paths` into a history, one file at a time (its text dropped before
 * the next is read), `onRow` called with each `--jsonl` line. `maxBytes`: the largest file read.
 * @throws UsageError for an unknown `--tz`.
 */
export function readHistory(args: HistoryArgs, onRow?: (line: string) => void, maxBytes = MAX_LOG_BYTES): HistoryRun {
  let dayOf;
  try {
    dayOf = dayFunction(args.zone);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const history = new HistoryAccumulator({
    counterFor: nodeCountingCounter,
    dayOf,
    zone: args.zone ?? 'UTC',
    rerepresent: args.rerepresent,
    ...(args.since ? { since: args.since } : {}),
    ...(args.until ? { until: args.until } : {}),
    ...(onRow ? { onResult: (row: ResultRow) => onRow(jsonlRow(row, args.names)) } : {}),
  });
  let bytes = 0;
  for (const file of walkHistory(args.paths, maxBytes)) {
    if (file.skip !== undefined) {
      history.skip(file.path, file.skip);
      continue;
    }
    let text: string;
    try {
      text = readLogText(file.path);
    } catch (error) {
      history.skip(file.path, `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
      continue;
    }
    bytes += file.bytes;
    history.add(file.path, text);
  }
  return { report: history.report(), bytes };
}

/**
 * Runs the command with `argv` (without node and the script), writing to `output`.
 * @returns 0, or 2 after a one-line message (a usage error, or no session log in any PATH).
 */
export function runHistoryCli(
  argv: readonly string[],
  output: CliOutput = processOutput,
  maxBytes = MAX_LOG_BYTES,
): number {
  return runCommand('history', output, () => {
    const args = parseHistoryArgs(argv);
    if (args.help) {
      output.stdout(HISTORY_USAGE);
      return 0;
    }
    const shownFile = (f: string) => (args.names ? f : basename(f));
    const chunk: string[] = [];
    const flush = () => {
      if (chunk.length > 0) output.stdout(chunk.join(''));
      chunk.length = 0;
    };
    const onRow =
      args.output === 'jsonl'
        ? (line: string) => {
            chunk.push(line + '\n');
            if (chunk.length >= ROWS_PER_WRITE) flush();
          }
        : undefined;
    const { report } = readHistory(args, onRow, maxBytes);
    flush();
    // Every skipped file and warning says what and where, on stderr in every output.
    for (const s of report.skipped) output.stderr(`history: ${shownFile(s.file)}: skipped: ${s.reason}\n`);
    for (const w of report.warnings) output.stderr(`history: ${shownFile(w.file)}: ${w.message}\n`);
    if (report.sessions.length === 0)
      throw new CliError(
        `no session log with a model request in ${args.paths.join(', ')} (${report.files} files looked at)`,
      );
    if (args.output === 'json') {
      const json = {
        sessions: report.sessions.map((s) => ({
          file: shownFile(s.files[0]!),
          host: s.host,
          model: s.model,
          steps: s.steps + s.subagentSteps,
          recorded: s.recorded,
          ...(args.names ? { project: s.project } : {}),
        })),
        tools: report.tools.map((t) => ({ tool: t.tool, calls: t.calls, tokens: t.tokens })),
        skipped: report.skipped.map((s) => ({ file: shownFile(s.file), reason: s.reason })),
        warnings: report.warnings.map((w) => ({ file: shownFile(w.file), message: w.message })),
      };
      output.stdout(JSON.stringify(json, null, 2) + '\n');
    } else if (args.output === 'markdown') output.stdout(historyMarkdown(report, args.names, shownFile));
    return 0;
  });
}

/** The history as Markdown: the verdict, then every table. */
export function historyMarkdown(report: HistoryReport, names: boolean, shownFile: (f: string) => string): string {
  const verdict = historyVerdict(report);
  const tables = historyTables(report, names, shownFile);
  return [`# History\n`, `### Verdict: this history\n\n${verdict.join('\n\n')}\n`, ...tables.map(tableToMarkdown)].join(
    '\n',
  );
}

runIfMain(import.meta.url, (argv) => runHistoryCli(argv));
