/**
 * The one command-line parser every command uses: `node:util` parseArgs (strict, positionals
 * allowed, tokens kept) with the options all commands take, its errors turned into one-line
 * {@link UsageError}s, and the checks several commands share.
 */
import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import type { Transport } from '../../core/mcp/revisions.ts';
import { TRANSPORTS, isTransport } from '../../core/mcp/revisions.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import { ENCODINGS, isEncodingName } from '../../core/tokenizer/tokenizer.ts';
import { countsExact, followedEncoding } from '../../core/models/exactness.ts';
import type { ModelInfo } from '../../core/models/model-match.ts';
import { catalogueModelId, knownModelIds, modelInfo, openModelIds } from '../../core/models/model-match.ts';
import { parseFieldList } from './lists.ts';
import { UsageError } from './usage-error.ts';

/**
 * The help lines of `--tokenizer` and `--model` (the options column `width` wide), for a command's
 * usage text: every tokenizer id, that a model picks its own, and where the model ids are listed.
 */
export function tokenizerHelp(
  width: number,
  modelLine = 'pick the tokenizer of this model (prices, where it has them)',
): string {
  const pad = (option: string) => `  ${option.padEnd(width)}`;
  return [
    `${pad('--tokenizer ID')}count with this tokenizer: ${ENCODINGS.join(', ')}`,
    `${' '.repeat(width + 2)}(default: --model's own, else cl100k_base; --encoding ID is the same option)`,
    `${pad('--model ID')}${modelLine}; every id (an API's own, such as claude-sonnet-4-5, too):`,
    `${' '.repeat(width + 2)}npm run -s models`,
  ].join('\n');
}

/** A command's own options, as parseArgs declares them. */
type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** The options every command takes, as parseArgs declares them. */
const COMMON_OPTIONS = {
  fields: { type: 'string' },
  encoding: { type: 'string' },
  tokenizer: { type: 'string' },
  model: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** What every command takes: the files (the positionals), the projection, the model and encoding, `--json` and `--help`. */
export interface CommonArgs {
  /** The data files, in the order given (at least one unless {@link help}, where a command needs them). */
  files: string[];
  /** The projection from `--fields`, in the order given; undefined for every field of the data. */
  fields: string[] | undefined;
  /**
   * The tokenizer from `--tokenizer` (or its older name `--encoding`), else `--model`'s (its own
   * for an OpenAI or open model; cl100k_base for Claude and Gemini), else cl100k_base.
   */
  encoding: EncodingName;
  /** Where {@link encoding} comes from: `--tokenizer`/`--encoding`, `--model`, or neither (the default). */
  encodingFrom: 'option' | 'model' | 'default';
  /** `--model ID`: the catalogue id it names (an API id such as `claude-sonnet-4-5` too); undefined without it. */
  model: string | undefined;
  /**
   * A caveat when `--tokenizer` is not `--model`'s own (`note: GPT-5 counts with o200k_base;
   * these cl100k_base counts are estimates for it`); null otherwise (Claude and Gemini counts are
   * estimates always, which their tables say).
   */
  encodingNote: string | null;
  /** `--json`: print JSON instead of Markdown. */
  json: boolean;
  /** `--help` / `-h`: print the command's usage text and do nothing else. */
  help: boolean;
}

/** Options that each take one string value (`--at 100`), as parseArgs declares them. */
export function stringOptions<const N extends string>(...names: N[]): Record<N, { type: 'string' }> {
  return Object.fromEntries(names.map((name) => [name, { type: 'string' }])) as Record<N, { type: 'string' }>;
}

/**
 * `argv` (after `npm run <command> --`) parsed with the common options and the command's `options`, the
 * model, encoding (following `--model` unless given) and `--fields` checked; parseArgs' result plus `common`.
 * @throws UsageError for an unknown or incomplete option, an unknown model or encoding, or a bad `--fields`.
 */
export function parseCommandLine<const O extends OptionsConfig>(argv: readonly string[], options: O) {
  const parsed = parseOptions(argv, { ...COMMON_OPTIONS, ...options });
  return { ...parsed, common: commonArgs(parsed.values, parsed.positionals) };
}

/**
 * `argv` parsed by parseArgs (strict, positionals allowed, tokens kept) with `options`; an option
 * given twice (unless `multiple`) is refused, and parseArgs' errors become one-line UsageErrors.
 */
export function parseOptions<const O extends OptionsConfig>(argv: readonly string[], options: O) {
  const parsed = parseOrThrowUsage(argv, () =>
    parseArgs({ args: [...argv], allowPositionals: true, strict: true, tokens: true, options }),
  );
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option' || options[token.name]?.multiple === true) continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given twice; give it once`);
    seen.add(token.name);
  }
  return parsed;
}

/** Run parseArgs; its TypeErrors (ERR_PARSE_ARGS_*) become UsageErrors naming the option. */
function parseOrThrowUsage<T>(argv: readonly string[], parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // `--fields --json`: parseArgs calls the value "ambiguous"; say which option lacks its value.
    const ambiguous = /^Option '(-[^']*)' argument is ambiguous/.exec(message);
    if (ambiguous) {
      const option = ambiguous[1]!;
      const next = argv[argv.indexOf(option) + 1] ?? '';
      throw new UsageError(
        `${option} needs a value, and ${JSON.stringify(next)} is read as an option; write ${option}=VALUE for a value that starts with -`,
      );
    }
    throw new UsageError(firstSentence(message));
  }
}

/** Node's parseArgs messages carry a second sentence of advice; the first says what is wrong. */
function firstSentence(message: string): string {
  const end = message.search(/\.(?: |\n|$)/);
  return end === -1 ? message : message.slice(0, end);
}

/** The common options checked (files are not checked here); their types are parseArgs' (string, boolean). */
function commonArgs(values: Readonly<Record<string, unknown>>, positionals: string[]): CommonArgs {
  const given = typeof values.model === 'string' ? values.model : undefined;
  // The API's own ids (`claude-sonnet-4-5-20250929`) name the catalogue's row (`claude-sonnet-4.5`).
  const model = given === undefined ? undefined : catalogueModelId(given);
  const row = model === undefined ? undefined : modelInfo(model);
  if (given !== undefined && !row)
    throw new UsageError(
      `unknown model ${JSON.stringify(given)}: use one of ${knownModelIds()}, or an open model: ${openModelIds()}`,
    );
  const tokenizer = givenTokenizer(values);
  const encoding = tokenizer ?? followedEncoding(row?.tokenizer);
  if (!isEncodingName(encoding)) {
    throw new UsageError(`unknown tokenizer ${JSON.stringify(encoding)}; use one of ${ENCODINGS.join(', ')}`);
  }
  const fields = typeof values.fields === 'string' ? parseFieldList(values.fields) : undefined;
  return {
    files: positionals,
    fields,
    encoding,
    encodingFrom: tokenizer !== undefined ? 'option' : row ? 'model' : 'default',
    model,
    // Claude's and Gemini's counts are estimates always, and their tables say so: no extra line.
    encodingNote:
      row && row.tokenizer !== 'own' && !countsExact(encoding, row.tokenizer)
        ? `note: ${estimateWords(row, encoding)}`
        : null,
    json: values.json === true,
    help: values.help === true,
  };
}

// `--tokenizer`, or `--encoding` (its older name); both only when they agree.
function givenTokenizer(values: Readonly<Record<string, unknown>>): string | undefined {
  const tokenizer = typeof values.tokenizer === 'string' ? values.tokenizer : undefined;
  const encoding = typeof values.encoding === 'string' ? values.encoding : undefined;
  if (tokenizer !== undefined && encoding !== undefined && tokenizer !== encoding)
    throw new UsageError('--tokenizer and --encoding name the same choice; give one');
  return tokenizer ?? encoding;
}

// `GPT-5 counts with o200k_base; these cl100k_base counts are estimates for it`.
function estimateWords(row: ModelInfo, encoding: EncodingName): string {
  return `${row.name} counts with ${row.tokenizer}; these ${encoding} counts are estimates for it`;
}

/**
 * `--path KEYS` trimmed: the dotted keys of the records' array inside a JSON object; undefined when not given.
 * @throws UsageError for no keys or an empty key (`data..items`).
 */
export function parseRecordsPath(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const path = value.trim();
  if (path === '') throw new UsageError('--path needs dotted keys, e.g. data.children');
  if (path.split('.').some((key) => key === ''))
    throw new UsageError(`--path has an empty key in ${JSON.stringify(value)}; separate keys with single dots`);
  return path;
}

/**
 * At least one FILE, unless `--help`.
 * @throws UsageError `no FILE given`.
 */
export function requireFiles(args: CommonArgs): void {
  if (args.files.length === 0 && !args.help) throw new UsageError('no FILE given');
}

/**
 * Each of `options` that was given must name a file.
 * @throws UsageError `--schema needs a file` for the first given as the empty string.
 */
export function requireFileValues(values: Readonly<Record<string, unknown>>, options: readonly string[]): void {
  for (const option of options) {
    if (values[option] === '') throw new UsageError(`--${option} needs a file`);
  }
}

/**
 * The whole number `value` of `--option` (surrounding spaces allowed).
 * @throws UsageError `--at needs a row count (a whole number), got "x"`, `what` being
 *   `a row count (a whole number)` there.
 */
export function parseWholeNumber(option: string, value: string, what: string): number {
  if (!/^\d+$/.test(value.trim())) throw new UsageError(`--${option} needs ${what}, got ${JSON.stringify(value)}`);
  return Number(value.trim());
}

/** The transports compared with the command line: every MCP one. */
export const MCP_TRANSPORTS = TRANSPORTS.filter((t): t is Exclude<Transport, 'cli'> => t !== 'cli');

/**
 * `--transport`'s value as an MCP transport, mcp-2025 when not given.
 * @throws UsageError `--transport "x" is not an MCP transport; use …`, with `cliHint` after the
 *   name when it is `cli`.
 */
export function parseMcpTransport(value: string | undefined, cliHint = ''): Exclude<Transport, 'cli'> {
  const transport = value ?? 'mcp-2025';
  if (!isTransport(transport) || transport === 'cli') {
    const hint = transport === 'cli' ? cliHint : '';
    throw new UsageError(
      `--transport ${JSON.stringify(transport)} is not an MCP transport${hint}; use ${MCP_TRANSPORTS.join(', ')}`,
    );
  }
  return transport;
}
