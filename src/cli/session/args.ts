/** `npm run session`: its `--help` text and its arguments. */
import { wrapHelp } from '../args/help.ts';
import { DEFAULT_PLACEHOLDER } from '../../core/conversation/sim-form.ts';
import { REPRESENTATIONS } from '../../core/representation-list.ts';
import { DEFAULT_KEEP_NEWEST } from '../../core/sessions/strategy.ts';
import type { StrategyChoice } from '../../core/sessions/strategy.ts';
import type { Prices } from '../../core/conversation/summary.ts';
import { inputPrices } from '../../core/money/choice.ts';
import type { CurrencyCode } from '../../core/money/prices.ts';
import { modelPrice } from '../../core/money/prices.ts';
import { modelInfo } from '../../core/models/model-match.ts';
import type { CommonArgs } from '../args/parse.ts';
import { parseCommandLine, parseWholeNumber } from '../args/parse.ts';
import { ENCODINGS } from '../../core/tokenizer/tokenizer.ts';
import { HOST_IDS } from '../../core/hosts/types.ts';
import type { HostSpec } from '../../core/hosts/types.ts';
import { PLACEHOLDER_NAMES } from '../../core/hosts/template.ts';
import { parseHost } from '../transport/args.ts';
import { UsageError } from '../args/usage-error.ts';
import type { ChosenWhatIf } from '../args/what-if.ts';
import { WHAT_IF_HELP, parseWhatIf } from '../args/what-if.ts';

/** The `--help` text of `npm run session`. */
export const SESSION_USAGE = wrapHelp(`Usage: npm run -s session -- [options] FILE [FILE2]

Says first what an agent session log's requests cost as its usage records (the bill, with each prompt-
cache miss, its cause and price), what a setting a team can switch on and a strategy would save, in
tokens and money, then what the log holds; --tables adds every table. Reads Claude Code session JSONL, Codex CLI rollout JSONL,
Gemini CLI session JSON, or OpenAI Chat Completions, OpenAI Responses and Anthropic Messages
request bodies (one body, a JSON array or JSON Lines of successive bodies, one step each;
detected from the content). With FILE2, compares the two runs of the same task.

Options:
  --tokenizer ID         ${ENCODINGS.join(', ')}
                         (default: --model's own, else the log's model's: o200k_base for a GPT-5 log,
                         llama3 for a Llama 3.3 log; cl100k_base, an estimate, for Claude and Gemini;
                         --encoding ID is the same option)
  --steps N|all          steps in the before/after table (default all, as the verdict)
  --strategy NAME        placeholder (default), none, clear-tool-uses, summary, rung
  --placeholder TEXT     placeholder / cleared-content text, counted (default: the seed article's)
  --notes N              tokens of the notes block kept with each placeholder (default 0)
  --notes-template TEXT  placeholder: the notes block as typed, counted (instead of --notes)
  --keep N               newest tool results kept raw (default ${DEFAULT_KEEP_NEWEST}: Anthropic context editing's
                         default; 0 replaces each result before the model reads it)
  --trigger N            compact only when a request passes N input tokens (placeholder: default every step;
                         clear-tool-uses and summary: default 100000)
  --clear-at-least N     clear-tool-uses: clear only when at least N tokens go (default 0)
  --exclude a,b          clear-tool-uses: tools never cleared
  --clear-inputs         clear-tool-uses: clear the calls' inputs too
  --summary-tokens N     summary: tokens of the summary (default 2000)
  --rung ID              rung: L0…L5 or a format id (csv, yaml, toon, markdown, jsonl, json-source); default L4
  --tools a,b            rung: only these tools' results
  --rung-for t=ID,u=ID   rung: a rung or format of their own for some tools
  --model ID             price the input at this model's list prices (cache write included) and count
                         with its tokenizer (default: the log's model, by name; a model without a price
                         here is said, and priced at claude-sonnet-4.5 until --prices gives its prices);
                         an open model has no list price: no money until --prices gives one
  --prices IN,CACHED     input prices per million tokens, fresh and cached, instead of --model's
                         (with an open --model: its prices)
  --thread ID            Claude Code: read a subagent's thread instead of the main one (a file holding
                         only one subagent's thread, agent-<id>.jsonl, opens it without)
  --host ID              the host profile each logged MCP call is compared with (What the host forwarded):
                         ${HOST_IDS.join(', ')} (default wire, as the page)
  --host-template T      the custom host's text of a result (with --host custom; default {text});
                         placeholders ${PLACEHOLDER_NAMES}
  --logged-only          replay only the texts the log shows (default: each request also carries what the
                         log does not show, recorded − counted, unchanged by the strategy)
${WHAT_IF_HELP}  --tables               after the verdict and the summary, print every table: the bill per request, the
                         cache misses, the what-ifs, per step, per tool result, the calibration, the
                         logged MCP calls, before/after and the biggest blocks
  --json                 print JSON instead of Markdown
  -h, --help             print this help

Example:
  npm run -s session -- --strategy clear-tool-uses fixtures/sessions/claude-code.jsonl

Exit status: 0 on success, 2 on a usage error or a log that cannot be read.
`);

const OPTIONS = {
  steps: { type: 'string', default: 'all' },
  strategy: { type: 'string', default: 'placeholder' },
  placeholder: { type: 'string', default: DEFAULT_PLACEHOLDER },
  notes: { type: 'string', default: '0' },
  'notes-template': { type: 'string' },
  keep: { type: 'string', default: String(DEFAULT_KEEP_NEWEST) },
  trigger: { type: 'string' },
  'clear-at-least': { type: 'string', default: '0' },
  exclude: { type: 'string', default: '' },
  'clear-inputs': { type: 'boolean', default: false },
  'summary-tokens': { type: 'string', default: '2000' },
  rung: { type: 'string', default: 'L4' },
  tools: { type: 'string' },
  'rung-for': { type: 'string' },
  prices: { type: 'string' },
  thread: { type: 'string' },
  'logged-only': { type: 'boolean', default: false },
  tables: { type: 'boolean', default: false },
  host: { type: 'string' },
  'host-template': { type: 'string' },
  'what-if': { type: 'string' },
  'print-setting': { type: 'boolean', default: false },
} as const;

/**
 * A whole number ≥ 0 from option `name`.
 * @throws UsageError `--keep must be a whole number ≥ 0, found "x"`.
 */
function count(name: string, text: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n))
    throw new UsageError(`--${name} must be a whole number ≥ 0, found ${JSON.stringify(text)}`);
  return n;
}

const list = (text: string | undefined) =>
  text
    ? text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

type Values = ReturnType<typeof parseCommandLine<typeof OPTIONS>>['values'];

/**
 * The strategy the options describe, or null for none.
 * @throws UsageError for an unknown strategy, rung or format, a malformed `--rung-for` pair or a
 *   count that is not a whole number.
 */
function strategyOf(v: Values): StrategyChoice | null {
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
          throw new UsageError(`${option}: unknown rung or format ${JSON.stringify(id)}`);
        return id;
      };
      const perTool = Object.fromEntries(
        list(v['rung-for']).map((pair) => {
          const [tool = '', id = ''] = pair.split('=').map((s) => s.trim());
          if (tool === '' || id === '')
            throw new UsageError(`--rung-for: expected TOOL=ID, found ${JSON.stringify(pair)}`);
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
      throw new UsageError(
        `--strategy must be none, placeholder, clear-tool-uses, summary or rung, found ${JSON.stringify(v.strategy)}`,
      );
  }
}

/** What `npm run session` was asked to do. */
export interface SessionArgs extends Omit<CommonArgs, 'fields'> {
  /** `--steps`: steps in the before/after table; null for all. */
  firstSteps: number | null;
  /** `--strategy` as a strategy choice (null for none), and its name as typed. */
  strategy: StrategyChoice | null;
  strategyName: string;
  /**
   * `--model`'s or `--prices`'s input prices per million tokens and whose they are for the verdict;
   * `prices` null for an open `--model` without `--prices` (nothing costed); null without either option:
   * the log's model prices the run.
   */
  pricing: SessionPricing | null;
  /** `--thread`: a Claude Code subagent's thread; null for the main thread. */
  thread: string | null;
  /** `--logged-only`: replay only the texts the log shows. */
  loggedOnly: boolean;
  /** `--host` (and `--host-template`): the profile each logged MCP call is compared with; the wire by default. */
  host: HostSpec;
  /** `--tables`: every table after the verdict and summary (per step, per result, calibration, calls, blocks). */
  tables: boolean;
  /** `--what-if`: the setting asked for and its parameters; null for every one that applies, at its defaults. */
  whatIf: ChosenWhatIf | null;
  /** `--print-setting`: print only the chosen (else the cheapest) what-if's fragment to paste. */
  printSetting: boolean;
}

/** The prices of a run, their currency (none when typed) and whose they are. */
export interface SessionPricing {
  /** Null: no price (an open `--model` without `--prices`). */
  prices: Prices | null;
  currency: CurrencyCode | undefined;
  priceName: string;
}

/**
 * The input prices: typed with `--prices`, else `--model`'s row, else none for an open model (no
 * list price); null without either.
 */
function pricesOf(model: string | undefined, typed: string | undefined): SessionPricing | null {
  const open = model !== undefined && !modelPrice(model);
  if (model !== undefined && typed !== undefined && !open)
    throw new UsageError('--model and --prices each set the prices; give one');
  if (typed !== undefined) {
    const [fresh = Number.NaN, cached = Number.NaN] = typed.split(',').map(Number);
    if (!(fresh >= 0) || !(cached >= 0))
      throw new UsageError(`--prices must be two numbers ≥ 0 (IN,CACHED), found ${JSON.stringify(typed)}`);
    return { prices: { perMillion: fresh, cachedPerMillion: cached }, currency: undefined, priceName: 'the typed' };
  }
  // The common parser has checked the id: one without a row is an open model.
  if (open) return { prices: null, currency: undefined, priceName: modelInfo(model)?.name ?? model };
  const row = model === undefined ? undefined : modelPrice(model);
  return row ? { prices: inputPrices(row), currency: row.currency, priceName: row.name } : null;
}

/**
 * Parse the arguments after `npm run session --` with the one parser every command uses.
 * @throws UsageError for an unknown option, `--fields`, no file or more than two, a bad `--steps`,
 * `--prices`, `--model` (or both priced), strategy option ({@link strategyOf}), `--host` or `--host-template`.
 */
export function parseSessionArgs(argv: readonly string[]): SessionArgs {
  const { values: v, common } = parseCommandLine(argv, OPTIONS);
  const { fields, ...rest } = common;
  if (fields !== undefined) throw new UsageError('--fields is not an option of session (its results keep every field)');
  // With --help nothing else is read: the command prints its usage and stops.
  if (common.help)
    return {
      ...rest,
      firstSteps: null,
      strategy: null,
      strategyName: v.strategy,
      pricing: null,
      thread: null,
      loggedOnly: false,
      host: { id: 'wire' },
      tables: false,
      whatIf: null,
      printSetting: false,
    };
  if (common.files.length < 1 || common.files.length > 2)
    throw new UsageError('give one session log, or two to compare');
  const firstSteps = v.steps === 'all' ? null : parseWholeNumber('steps', v.steps, 'a whole number of steps or all');
  if (firstSteps === 0) throw new UsageError('--steps must be 1 or more, or all');
  return {
    ...rest,
    firstSteps,
    strategy: strategyOf(v),
    strategyName: v.strategy,
    pricing: pricesOf(common.model, v.prices),
    thread: v.thread ?? null,
    loggedOnly: v['logged-only'],
    host: parseHost(v.host, v['host-template']),
    tables: v.tables,
    whatIf: v['what-if'] === undefined ? null : parseWhatIf(v['what-if']),
    printSetting: v['print-setting'],
  };
}
