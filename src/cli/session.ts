/**
 * `npm run -s session -- [--encoding NAME] [--steps N|all] [--strategy none|placeholder|clear-tool-uses|summary|rung]
 * [strategy options] [--thread ID] [--json] FILE [FILE2]`
 *
 * An agent session log (Claude Code, Codex CLI, Gemini CLI, or successive API request bodies) profiled step by step, replayed with a
 * compaction strategy, and the second seed article's before/after table over its first steps;
 * with FILE2, the two runs compared. The same core functions as the page; this file only reads
 * arguments, counts and prints. Any error prints one line to stderr and exits 2.
 */
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PLACEHOLDER } from '../core/conversation/sim-form.ts';
import { summarize } from '../core/conversation/summary.ts';
import { tableToMarkdown } from '../core/export/table.ts';
import { REPRESENTATIONS } from '../core/representations.ts';
import { biggestBlocks } from '../core/sessions/blocks.ts';
import { beforeAfter } from '../core/sessions/compare.ts';
import type { BeforeAfter } from '../core/sessions/compare.ts';
import { profileSession, unseenTokens } from '../core/sessions/profile.ts';
import { readSession } from '../core/sessions/read-session.ts';
import { replaySession } from '../core/sessions/replay.ts';
import type { ReplayStep } from '../core/sessions/replay.ts';
import { resolveStrategy } from '../core/sessions/strategy.ts';
import type { StrategyChoice } from '../core/sessions/strategy.ts';
import {
  beforeAfterTable,
  biggestBlocksTable,
  replayNote,
  sessionProfileTable,
} from '../core/export/tables/session.ts';
import { isEncodingName } from '../core/tokenizer/tokenizer.ts';
import type { TokenCounter } from '../core/tokenizer/tokenizer.ts';
import { nodeCounter } from '../node/counter.ts';
import type { CliOutput } from './ladder.ts';
import { CliError, processOutput, readText, runCommand, runIfMain } from './ladder.ts';

export const SESSION_USAGE = `Usage: npm run -s session -- [options] FILE [FILE2]

Profiles an agent session log step by step (Claude Code session JSONL, Codex CLI rollout JSONL,
Gemini CLI session JSON, or OpenAI Chat Completions, OpenAI Responses and Anthropic Messages
request bodies: one body, a JSON array or JSON Lines of successive bodies, one step each;
detected from the content) and replays it with a strategy.
With FILE2, compares the two runs of the same task over their first steps.

  --encoding NAME        cl100k_base (default) or o200k_base
  --steps N|all          steps in the before/after table (default 25)
  --strategy NAME        none (default), placeholder, clear-tool-uses, summary, rung
  --placeholder TEXT     placeholder / cleared-content text, counted (default: the seed article's)
  --notes N              tokens of the notes block kept with each placeholder (default 0)
  --notes-template TEXT  placeholder: the notes block as typed, counted (instead of --notes)
  --keep N               newest tool results kept raw (default 0)
  --trigger N            compact only when a request passes N input tokens (placeholder: default every step;
                         clear-tool-uses and summary: default 100000)
  --clear-at-least N     clear-tool-uses: clear only when at least N tokens go (default 0)
  --exclude a,b          clear-tool-uses: tools never cleared
  --clear-inputs         clear-tool-uses: clear the calls' inputs too
  --summary-tokens N     summary: tokens of the summary (default 2000)
  --rung ID              rung: L0…L5 or a format id (csv, yaml, toon, markdown, jsonl, json-source); default L4
  --tools a,b            rung: only these tools' results
  --rung-for t=ID,u=ID   rung: a rung or format of their own for some tools
  --prices IN,CACHED     input prices per million tokens, fresh and cached (default 3,0.3)
  --thread ID            Claude Code: read a subagent's thread instead of the main one
  --logged-only          replay only the texts the log shows (default: each request also carries what the
                         log does not show, recorded − counted, unchanged by the strategy)
  --json                 print JSON instead of Markdown
`;

const OPTIONS = {
  encoding: { type: 'string', default: 'cl100k_base' },
  steps: { type: 'string', default: '25' },
  strategy: { type: 'string', default: 'none' },
  placeholder: { type: 'string', default: DEFAULT_PLACEHOLDER },
  notes: { type: 'string', default: '0' },
  'notes-template': { type: 'string' },
  keep: { type: 'string', default: '0' },
  trigger: { type: 'string' },
  'clear-at-least': { type: 'string', default: '0' },
  exclude: { type: 'string', default: '' },
  'clear-inputs': { type: 'boolean', default: false },
  'summary-tokens': { type: 'string', default: '2000' },
  rung: { type: 'string', default: 'L4' },
  tools: { type: 'string' },
  'rung-for': { type: 'string' },
  prices: { type: 'string', default: '3,0.3' },
  thread: { type: 'string' },
  json: { type: 'boolean', default: false },
  'logged-only': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

/** A whole number ≥ 0 from option `name`. */
function count(name: string, text: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n))
    throw new CliError(`--${name} must be a whole number ≥ 0, found ${JSON.stringify(text)}`);
  return n;
}

const list = (text: string | undefined) =>
  text
    ? text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/** The strategy the options describe, or null for none. */
function choiceOf(v: Values): StrategyChoice | null {
  const trigger = v.trigger === undefined ? null : count('trigger', v.trigger);
  switch (v.strategy) {
    case 'none':
      return null;
    case 'placeholder':
      return {
        kind: 'placeholder',
        placeholder: v.placeholder,
        notes: count('notes', v.notes),
        ...(v['notes-template'] !== undefined ? { notesText: v['notes-template'] } : {}),
        keepLast: count('keep', v.keep),
        trigger,
      };
    case 'clear-tool-uses':
      return {
        kind: 'clear-tool-uses',
        trigger: trigger ?? 100_000,
        keep: count('keep', v.keep),
        clearAtLeast: count('clear-at-least', v['clear-at-least']),
        exclude: list(v.exclude),
        clearInputs: v['clear-inputs'],
        placeholder: v.placeholder,
      };
    case 'summary':
      return {
        kind: 'summary',
        trigger: trigger ?? 100_000,
        summaryTokens: count('summary-tokens', v['summary-tokens']),
      };
    case 'rung': {
      const known = (id: string, option: string) => {
        if (!REPRESENTATIONS.some((r) => r.id === id))
          throw new CliError(`${option}: unknown rung or format ${JSON.stringify(id)}`);
        return id;
      };
      const perTool = Object.fromEntries(
        list(v['rung-for']).map((pair) => {
          const [tool = '', id = ''] = pair.split('=').map((s) => s.trim());
          if (tool === '' || id === '')
            throw new CliError(`--rung-for: expected TOOL=ID, found ${JSON.stringify(pair)}`);
          return [tool, known(id, '--rung-for')];
        }),
      );
      return {
        kind: 'rung',
        representation: known(v.rung, '--rung'),
        tools: v.tools === undefined ? null : list(v.tools),
        ...(Object.keys(perTool).length > 0 ? { perTool } : {}),
      };
    }
    default:
      throw new CliError(
        `--strategy must be none, placeholder, clear-tool-uses, summary or rung, found ${JSON.stringify(v.strategy)}`,
      );
  }
}

const summaryJson = (t: BeforeAfter['before']) => ({ steps: t.steps, total: t.total, mean: t.mean, median: t.median });

/** One file: the profile, the replay and the tables. */
function oneRun(
  path: string,
  v: Values,
  counter: TokenCounter,
  firstSteps: number | null,
  prices: { perMillion: number; cachedPerMillion: number },
) {
  const session = readSession(readText(path), basename(path), v.thread ?? null);
  if (session.steps.length === 0) throw new CliError(`${basename(path)}: no model request in this thread`);
  const profile = profileSession(session, counter);
  const unseen = v['logged-only'] ? undefined : unseenTokens(profile);
  const none = replaySession(session, profile.itemTokens, { kind: 'none' }, unseen);
  const choice = choiceOf(v);
  const chosen = choice && resolveStrategy(choice, session, profile, (t) => counter.count(t));
  const replay: { name: string; steps: ReplayStep[]; table: BeforeAfter } | null = chosen
    ? (() => {
        const steps = replaySession(session, chosen.itemTokens, chosen.strategy, unseen);
        return { name: chosen.name, steps, table: beforeAfter(none, steps, firstSteps, prices) };
      })()
    : null;
  return { session, profile, none, replay, blocks: biggestBlocks(session, profile.itemTokens) };
}

/**
 * Runs the command with `argv` (without node and the script), writing to `output`.
 * @returns the exit code: 0, or 2 after a one-line message on stderr.
 */
export function runSessionCli(argv: readonly string[], output: CliOutput = processOutput): number {
  return runCommand('session', output, () => {
    let parsed;
    try {
      parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      throw new CliError(`${(error as Error).message} (see --help)`);
    }
    const v = parsed.values;
    if (v.help) {
      output.stdout(SESSION_USAGE);
      return 0;
    }
    const files = parsed.positionals;
    if (files.length < 1 || files.length > 2)
      throw new CliError('give one session log, or two to compare (see --help)');
    if (!isEncodingName(v.encoding))
      throw new CliError(`--encoding must be cl100k_base or o200k_base, found ${JSON.stringify(v.encoding)}`);
    const firstSteps = v.steps === 'all' ? null : count('steps', v.steps);
    if (firstSteps === 0) throw new CliError('--steps must be 1 or more, or all');
    const [fresh = Number.NaN, cached = Number.NaN] = v.prices.split(',').map(Number);
    if (!(fresh >= 0) || !(cached >= 0))
      throw new CliError(`--prices must be two numbers ≥ 0 (IN,CACHED), found ${JSON.stringify(v.prices)}`);
    const prices = { perMillion: fresh, cachedPerMillion: cached };
    const counter = nodeCounter(v.encoding);
    const runs = files.map((f) => oneRun(f, v, counter, firstSteps, prices));

    if (v.json) {
      const json = runs.map(({ session, profile, none, replay }) => ({
        format: session.format,
        model: session.model ?? null,
        steps: profile.steps.map((s) => ({ step: s.step, counted: s.counted, recorded: s.recorded, parts: s.parts })),
        compactions: session.compactions.map((i) => i + 1),
        table: summaryJson(summarize(none.slice(0, firstSteps ?? none.length))),
        replay: replay && {
          strategy: v.strategy,
          steps: replay.steps.map((s) => ({ step: s.step, total: s.total, cachedPrefix: s.cachedPrefix })),
          table: summaryJson(replay.table.after),
          change: replay.table.change,
          cost: replay.table.cost,
        },
      }));
      output.stdout(JSON.stringify(json.length === 1 ? json[0] : json, null, 2) + '\n');
      return 0;
    }
    const parts: string[] = [];
    runs.forEach((run, i) => {
      parts.push(`# ${basename(files[i]!)}\n`);
      for (const w of run.session.warnings) parts.push(`> ${w}\n`);
      parts.push(tableToMarkdown(sessionProfileTable(run.profile)));
      if (run.replay)
        parts.push(
          tableToMarkdown(
            beforeAfterTable(run.replay.table, 'no compaction', run.replay.name, replayNote(v['logged-only'])),
          ),
        );
      parts.push(tableToMarkdown(biggestBlocksTable(run.blocks)));
    });
    if (runs.length === 2) {
      const n = Math.min(runs[0]!.none.length, runs[1]!.none.length);
      const table = beforeAfter(
        runs[0]!.none.slice(0, n),
        runs[1]!.none.slice(0, n),
        firstSteps,
        prices,
        basename(files[0]!),
      );
      parts.push(tableToMarkdown(beforeAfterTable(table, basename(files[0]!), basename(files[1]!))));
    }
    output.stdout(parts.join('\n'));
    return 0;
  });
}

runIfMain(import.meta.url, runSessionCli);
