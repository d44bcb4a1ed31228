/** `npm run history`: its `--help` text and its arguments. */
import { wrapHelp } from '../args/help.ts';
import { parseOptions, parseWholeNumber } from '../args/parse.ts';
import { UsageError } from '../args/usage-error.ts';
import type { ChosenWhatIf } from '../args/what-if.ts';
import { WHAT_IF_HELP, parseWhatIf } from '../args/what-if.ts';

/** The `--help` text of `npm run history`. */
export const HISTORY_USAGE =
  wrapHelp(`Usage: npm run -s history -- [--json | --jsonl] [--since DATE] [--until DATE] [options] [PATH…]

Reads many agent session logs (Claude Code session JSONL with subagents/ beside a session,
Codex CLI rollouts, Gemini CLI sessions; detected from the content), file by file, and says first
what their requests cost as logged, the setting a team can switch on that would have cost least,
the change that would have saved most (a replay strategy, or a tool's results in their cheapest
rung or format) and the costliest tool; --tables adds per session, per tool, per part of the
window and per day what the history spent its windows on.
PATH: files or folders (walked recursively; a folder's .jsonl, .json and .ndjson files are read).
No PATH: the folders in CCE_LOG_DIRS (separated by the path delimiter, ':' or ';'), else those of
~/.claude/projects, ~/.codex/sessions and ~/.gemini/tmp that exist, named on stderr.
A request or tool result logged again by a resumed session is counted once (by the logs' own ids).

Options:
  --json            print {sessions: [{file, host, model, steps, recorded}], tools: [{tool, calls,
                    tokens}], skipped: [{file, reason}], warnings: [{file, message}], bill, whatIfs:
                    [{id, name, input, cost, change, misses, sessions, setting}]}; steps: the
                    session's requests, its subagents' included; recorded: their recorded input
  --jsonl           print one JSON line per tool result: session, step, time, host, model, tool,
                    tokens (counted), provider_tokens (recovered from usage, else null)
  --since DATE      only requests on or after DATE (YYYY-MM-DD, in --tz)
  --until DATE      only requests on or before DATE
  --tz ZONE         the time zone of days (an IANA name such as Europe/Paris; default UTC)
  --skip-rerepresent  leave out the costliest what-if (each JSON result written in every rung and
                    format and counted): about three times faster on logs full of JSON results
  --jobs N          count files in N worker threads at once (default: one per core; 1: in the
                    command's own thread); the output is the same whatever N
${WHAT_IF_HELP}  --tables          after the verdict and the summary, print every table: the bill, the what-ifs,
                    per session, per tool, the largest results, per part, per day, per strategy, per
                    rung, the problems
  --limits          print only each tool's results (p50, p95, largest, in tokens and characters)
                    against Claude Code's limits on one result, and the rung or format that would
                    fit; text, or --json
  --include-names   put file paths and project names in the output (default: file names only,
                    no project, call targets by their last name)
  -h, --help        print this help

Example:
  npm run -s history -- --since 2026-11-01 ~/.claude/projects ~/.codex/sessions

Exit status: 0 on success, 2 on a usage error or a log that cannot be read (none with a model request in any PATH; an empty date range is 0).
`);

/** The parsed command line. */
export interface HistoryArgs {
  help: boolean;
  output: 'markdown' | 'json' | 'jsonl';
  since?: string;
  until?: string;
  zone: string | null;
  names: boolean;
  /** Worker threads counting files (`--jobs`), or null for one per core. */
  jobs: number | null;
  /** Each JSON result written in every rung and format (false with --skip-rerepresent). */
  rerepresent: boolean;
  /** `--tables`: every table after the verdict and the summary. */
  tables: boolean;
  /** `--what-if`: the setting asked for and its parameters; null for every one that applies, at its defaults. */
  whatIf: ChosenWhatIf | null;
  /** `--print-setting`: print only the chosen (else the cheapest) what-if's fragment to paste. */
  printSetting: boolean;
  /** `--limits`: only each tool's results against Claude Code's limits. */
  limits: boolean;
  paths: string[];
}

/** `DATE` checked: a real calendar day written `YYYY-MM-DD`. */
function day(option: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value)
    throw new UsageError(`--${option} needs a day written YYYY-MM-DD, got ${JSON.stringify(value)}`);
  return value;
}

/**
 * The arguments of `npm run history`.
 * No PATH leaves `paths` empty (the command reads the usual log folders).
 * @throws UsageError for an unknown option, --json with --jsonl, a bad DATE, or --since after --until.
 */
export function parseHistoryArgs(argv: readonly string[]): HistoryArgs {
  // Each session is counted in its own log's model's tokenizer and priced at it: say which command takes one.
  const chosen = argv.find((arg) => /^--(model|tokenizer|encoding)(=|$)/.test(arg));
  if (chosen !== undefined)
    throw new UsageError(
      `${chosen.split('=')[0]} is not taken: history counts and prices each session at its own log's model; ` +
        'npm run session -- --model ID FILE counts one log at another',
    );
  const parsed = parseOptions(argv, {
    help: { type: 'boolean', short: 'h', default: false },
    json: { type: 'boolean', default: false },
    jsonl: { type: 'boolean', default: false },
    since: { type: 'string' },
    until: { type: 'string' },
    tz: { type: 'string' },
    'include-names': { type: 'boolean', default: false },
    'skip-rerepresent': { type: 'boolean', default: false },
    tables: { type: 'boolean', default: false },
    jobs: { type: 'string' },
    'what-if': { type: 'string' },
    'print-setting': { type: 'boolean', default: false },
    limits: { type: 'boolean', default: false },
  });
  const v = parsed.values;
  if (v.json && v.jsonl) throw new UsageError('--json and --jsonl cannot be given together');
  if (v.limits && v.jsonl) throw new UsageError('--limits prints text or --json, not --jsonl');
  const since = day('since', v.since);
  const until = day('until', v.until);
  if (since && until && since > until) throw new UsageError(`--since ${since} is after --until ${until}`);
  const jobs = v.jobs === undefined ? null : parseWholeNumber('jobs', v.jobs, 'a number of worker threads');
  if (jobs === 0) throw new UsageError('--jobs needs at least 1 (1: no worker thread)');
  return {
    help: v.help,
    output: v.json ? 'json' : v.jsonl ? 'jsonl' : 'markdown',
    ...(since ? { since } : {}),
    ...(until ? { until } : {}),
    zone: v.tz ?? null,
    names: v['include-names'],
    rerepresent: !v['skip-rerepresent'],
    tables: v.tables,
    whatIf: v['what-if'] === undefined ? null : parseWhatIf(v['what-if']),
    printSetting: v['print-setting'],
    limits: v.limits,
    jobs,
    paths: parsed.positionals,
  };
}
