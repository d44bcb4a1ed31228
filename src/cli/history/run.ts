/**
 * `npm run -s history -- … PATH…`: many agent logs read file by file into one history, printed as
 * Markdown tables, JSON, or a JSON line per tool result; this file only walks, reads and prints, every
 * figure from core. Errors print one line and exit 2 (docs/sessions.md, "History over many logs").
 */
import { limitsOutput } from '../mcp/limits.ts';
import { basename } from 'node:path';
import { tableToMarkdown } from '../../core/report/table.ts';
import { historyTables } from '../../core/report/tables/history.ts';
import { historyBillTables } from '../../core/report/tables/history-bill.ts';
import { HistoryAccumulator } from '../../core/history/accumulator.ts';
import { dayFunction } from '../../core/history/days.ts';
import type { HistoryReport, ResultRow } from '../../core/history/history-model.ts';
import { historyVerdict } from '../../core/history/verdict.ts';
import { dedupeWords } from '../../core/history/dedupe-words.ts';
import { historyBillJson, sessionBillJson } from '../../core/history/bill-json.ts';
import { historyWhatIfsJson } from '../../core/history/what-if-words.ts';
import { historyWhatIfTable } from '../../core/report/tables/history-what-ifs.ts';
import type { WhatIfId } from '../../core/bill/what-ifs.ts';
import { askedWhatIf, historySetting } from './what-ifs.ts';
import { nodeCountingCounter } from '../../node/counter.ts';
import { countFilesPooled, defaultJobs } from '../../node/history/pool.ts';
import { MAX_LOG_BYTES, readLogText, walkHistory } from '../../node/history/walk.ts';
import type { WalkedFile } from '../../node/history/walk.ts';
import { LOG_DIRS_VARIABLE, defaultLogDirs } from '../../node/history/log-dirs.ts';
import { HISTORY_USAGE, parseHistoryArgs } from './args.ts';
import type { HistoryArgs } from './args.ts';
import { UsageError } from '../args/usage-error.ts';
import type { CliOutput } from '../runner.ts';
import { CliError } from '../cli-error.ts';
import { processOutput, runCommand, runIfMainAsync } from '../runner.ts';
import { outsideDates, outsideDatesOutput, requireExistingPaths } from './paths.ts';
import { STDIN_PATH } from '../../node/read-file.ts';

/** Rows of `--jsonl` written in one chunk (one write per row would dominate a large history). */
const ROWS_PER_WRITE = 2000;

/**
 * Below this many bytes of logs the default reads in the command's own thread: starting a worker
 * (loading the modules and the encodings' ranks again) costs about 1.5 s of CPU each, more than
 * it saves on a few megabytes.
 */
export const POOL_MIN_BYTES = 32 * 1024 * 1024;

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

/** The accumulator `args` ask for, `onRow` called with each `--jsonl` line. @throws UsageError for an unknown `--tz`. */
function historyFor(args: HistoryArgs, onRow?: (line: string) => void): HistoryAccumulator {
  let dayOf;
  try {
    dayOf = dayFunction(args.zone);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return new HistoryAccumulator({
    counterFor: nodeCountingCounter,
    dayOf,
    zone: args.zone ?? 'UTC',
    rerepresent: args.rerepresent,
    ...(args.since ? { since: args.since } : {}),
    ...(args.until ? { until: args.until } : {}),
    ...(args.whatIf ? { whatIfParams: args.whatIf.params } : {}),
    ...(onRow ? { onResult: (row: ResultRow) => onRow(jsonlRow(row, args.names)) } : {}),
  });
}

/**
 * Reads every file under `args.paths` into a history in this thread, one file at a time, calling `onRow`
 * with each `--jsonl` line; `maxBytes`: the largest file read.
 * @throws UsageError for an unknown `--tz`.
 */
export function readHistory(
  args: HistoryArgs,
  onRow?: (line: string) => void,
  maxBytes = MAX_LOG_BYTES,
  files: Iterable<WalkedFile> = walkHistory(args.paths, maxBytes),
): HistoryRun {
  const history = historyFor(args, onRow);
  let bytes = 0;
  for (const file of files) {
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
 * {@link readHistory} with the files counted by `jobs` worker threads (`node/history/pool.ts`),
 * merged here in the walk's order: the same report and rows, byte for byte.
 * @throws UsageError for an unknown `--tz`.
 */
export async function readHistoryPooled(
  args: HistoryArgs,
  jobs: number,
  onRow?: (line: string) => void,
  maxBytes = MAX_LOG_BYTES,
  files: Iterable<WalkedFile> = walkHistory(args.paths, maxBytes),
): Promise<HistoryRun> {
  const history = historyFor(args, onRow);
  let bytes = 0;
  const settings = {
    rerepresent: args.rerepresent,
    zone: args.zone,
    ...(args.since ? { since: args.since } : {}),
    ...(args.until ? { until: args.until } : {}),
    ...(args.whatIf ? { whatIfParams: args.whatIf.params } : {}),
  };
  await countFilesPooled(files, jobs, settings, (outcome) => {
    if (outcome.kind === 'skip') return history.skip(outcome.file.path, outcome.reason);
    bytes += outcome.file.bytes;
    history.addFacts(outcome.file.path, outcome.facts);
  });
  return { report: history.report(), bytes };
}

/** `--jsonl` rows gathered and written {@link ROWS_PER_WRITE} at a time. */
function rowWriter(args: HistoryArgs, output: CliOutput): { onRow?: (line: string) => void; flush: () => void } {
  const chunk: string[] = [];
  const flush = () => {
    if (chunk.length > 0) output.stdout(chunk.join(''));
    chunk.length = 0;
  };
  if (args.output !== 'jsonl') return { flush };
  const onRow = (line: string) => {
    chunk.push(line + '\n');
    if (chunk.length >= ROWS_PER_WRITE) flush();
  };
  return { onRow, flush };
}

/**
 * Runs the command with `argv` (without node and the script), writing to `output`, reading in
 * this thread.
 * @returns 0, or 2 after a one-line message (a usage error, or no session log in any PATH).
 */
export function runHistoryCli(
  argv: readonly string[],
  output: CliOutput = processOutput,
  maxBytes = MAX_LOG_BYTES,
): number {
  return runCommand('history', output, () => {
    const args = withLogDirs(parseHistoryArgs(argv), output);
    if (args.help) {
      output.stdout(HISTORY_USAGE);
      return 0;
    }
    const rows = rowWriter(args, output);
    const { report } = readHistory(args, rows.onRow, maxBytes);
    rows.flush();
    return printHistory(args, report, output);
  });
}

/**
 * {@link runHistoryCli} with the files counted by `--jobs` worker threads (1: in this thread;
 * default: one per core once the files pass {@link POOL_MIN_BYTES}): the same output, byte for byte.
 */
export async function runHistoryCliPooled(
  argv: readonly string[],
  output: CliOutput = processOutput,
  maxBytes = MAX_LOG_BYTES,
): Promise<number> {
  let args: HistoryArgs | undefined;
  const parsed = runCommand('history', output, () => {
    args = withLogDirs(parseHistoryArgs(argv), output);
    if (args.help) output.stdout(HISTORY_USAGE);
    return 0;
  });
  if (parsed !== 0 || !args || args.help) return parsed;
  // The walk is names and sizes only: kept, so the size can choose before anything is read.
  const files = [...walkHistory(args.paths, maxBytes)];
  const total = files.reduce((sum, f) => sum + (f.skip === undefined ? f.bytes : 0), 0);
  // Standard input is read once, in this thread.
  const jobs = args.paths.includes(STDIN_PATH) ? 1 : (args.jobs ?? (total < POOL_MIN_BYTES ? 1 : defaultJobs()));
  const rows = rowWriter(args, output);
  try {
    const { report } =
      jobs <= 1
        ? readHistory(args, rows.onRow, maxBytes, files)
        : await readHistoryPooled(args, jobs, rows.onRow, maxBytes, files);
    rows.flush();
    return runCommand('history', output, () => printHistory(args!, report, output));
  } catch (error) {
    // The same one-line messages as the in-thread run for the errors it names.
    return runCommand('history', output, () => {
      throw error;
    });
  }
}

/**
 * `args` with no PATH given made to read the usual log folders ({@link defaultLogDirs}), named on stderr.
 * @throws CliError when none of them exists.
 */
function withLogDirs(args: HistoryArgs, output: CliOutput): HistoryArgs {
  requireExistingPaths(args.help ? [] : args.paths);
  if (args.help || args.paths.length > 0) return args;
  const { source, found, missing } = defaultLogDirs();
  const from = source === 'variable' ? ` (from ${LOG_DIRS_VARIABLE})` : '';
  if (found.length > 0) output.stderr(`history: no PATH given; reading${from} ${found.join(', ')}\n`);
  if (missing.length > 0) output.stderr(`history: not found${from}: ${missing.join(', ')}\n`);
  if (found.length === 0)
    throw new CliError(`no PATH given and no log folder found; give a PATH or set ${LOG_DIRS_VARIABLE}`);
  return { ...args, paths: found };
}

/** The counts' exactness under `--limits`. */
const LIMITS_COUNTS = "Tokens are counted with each session's own model's tokenizer (Claude and Gemini: estimates).";

/** Prints the report as `args` ask: stderr notes, then Markdown or JSON (`--jsonl` rows are out already). */
function printHistory(args: HistoryArgs, report: HistoryReport, output: CliOutput): number {
  const shownFile = (f: string) => (args.names ? f : basename(f));
  // Every skipped file and warning says what and where, on stderr in every output.
  for (const s of report.skipped) output.stderr(`history: ${shownFile(s.file)}: skipped: ${s.reason}\n`);
  for (const w of report.warnings) output.stderr(`history: ${shownFile(w.file)}: ${w.message}\n`);
  if (report.sessions.length === 0 && outsideDates(args, report)) {
    output.stdout(outsideDatesOutput(args, report, shownFile));
    return 0;
  }
  if (report.sessions.length === 0)
    throw new CliError(
      `no session log with a model request in ${args.paths.join(', ')} (${report.files} file${report.files === 1 ? '' : 's'} looked at)`,
    );
  const chosen = askedWhatIf(report, args);
  if (args.limits)
    output.stdout(limitsOutput(report.resultSizes, args.output === 'json' ? 'json' : 'text', LIMITS_COUNTS));
  else if (args.printSetting) output.stdout(historySetting(report, chosen));
  else if (args.output === 'json') {
    const bills = new Map(report.bill.sessions.map((b) => [b.key, b]));
    const json = {
      sessions: report.sessions.map((s) => ({
        file: shownFile(s.files[0]!),
        host: s.host,
        model: s.model,
        steps: s.steps + s.subagentSteps,
        recorded: s.recorded,
        ...(args.names ? { project: s.project } : {}),
        bill: sessionBillJson(report.bill, bills.get(s.key)),
      })),
      tools: report.tools.map((t) => ({ tool: t.tool, calls: t.calls, tokens: t.tokens, carried: t.carried })),
      skipped: report.skipped.map((s) => ({ file: shownFile(s.file), reason: s.reason })),
      warnings: report.warnings.map((w) => ({ file: shownFile(w.file), message: w.message })),
      bill: historyBillJson(report, args.names, shownFile),
      whatIfs: historyWhatIfsJson(report, chosen),
    };
    output.stdout(JSON.stringify(json, null, 2) + '\n');
  } else if (args.output === 'markdown')
    output.stdout(historyMarkdown(report, args.names, shownFile, args.tables, chosen));
  return 0;
}

/** Said under the history's answer when the tables are left out: the flag that prints them. */
export const HISTORY_TABLES_HINT =
  'Every table (the bill as logged, per day, project and model; cache misses by cause and the sessions that lost most; the what-ifs a team can switch on; per session, per tool, the largest results, per part, per day, per strategy, per rung, the problems): add --tables.\n';

/**
 * The history as Markdown: the verdict (its what-if `chosen`, else the cheapest) and how it was counted,
 * then, with `tables`, the bill's tables, the what-ifs' and every other.
 */
export function historyMarkdown(
  report: HistoryReport,
  names: boolean,
  shownFile: (f: string) => string,
  tables = true,
  chosen: WhatIfId | null = null,
): string {
  const verdict = historyVerdict(report, chosen).map((l) => `${l.text}\n`);
  const parts = [`# History\n`, verdict.join('\n'), `${dedupeWords(report)}\n`];
  if (!tables) return [...parts, HISTORY_TABLES_HINT].join('\n');
  const whatIfs = report.whatIfs.list.length > 0 ? [historyWhatIfTable(report)] : [];
  const tablesShown = [
    ...historyBillTables(report, names, shownFile),
    ...whatIfs,
    ...historyTables(report, names, shownFile),
  ];
  return [...parts, ...tablesShown.map(tableToMarkdown)].join('\n');
}

runIfMainAsync(import.meta.url, (argv) => runHistoryCliPooled(argv));
