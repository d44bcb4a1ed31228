/**
 * `cce COMMAND [ARGS...]`: the installable command line, one subcommand per `npm run` command, each
 * run with the remaining arguments; alone or with `--help` it lists them, `--version` prints its version
 * (docs/cli.md, "Installing `cce`").
 */
import { cceVersion, IN_BUNDLE } from '../node/package-files.ts';
import { runCountCli } from './count/run.ts';
import { runHistoryCliPooled } from './history/run.ts';
import type { CliOutput } from './runner.ts';
import { exitWhenDone, processOutput, runIfMainAsync } from './runner.ts';
import { runLadderCli } from './ladder/run.ts';
import { runMcpCli } from './mcp/run.ts';
import { runModelsCli } from './models/run.ts';
import { runSavingsCli } from './savings/run.ts';
import { runSessionCli } from './session/run.ts';
import { runSimulateCli } from './simulate/run.ts';
import { runTransportCli } from './transport/run.ts';

/** A subcommand: one line of help and the function its `npm run` script runs. */
export interface Subcommand {
  summary: string;
  run: (argv: readonly string[], output: CliOutput) => number | Promise<number>;
}

/** Every subcommand of `cce`, in the order the help lists them. */
export const SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  ladder: { summary: 'the token ladder of data files, every rung (and format) counted', run: runLadderCli },
  savings: { summary: 'what each rung saves against the text as received, and the verdict', run: runSavingsCli },
  transport: { summary: 'every rung and format costed as an MCP call against the command line', run: runTransportCli },
  simulate: { summary: "a conversation's context growth over its turns", run: runSimulateCli },
  session: { summary: 'one agent session log profiled step by step and replayed', run: runSessionCli },
  history: {
    summary: 'many agent logs (Claude Code, Codex CLI, Gemini CLI) read into one history',
    run: runHistoryCliPooled,
  },
  count: { summary: "the tokens of each file's text by one tokenizer", run: runCountCli },
  mcp: { summary: 'your own MCP server measured live, per host, with deferred tools', run: runMcpCli },
  models: { summary: 'the models --model takes: tokenizer, exactness, prices, window', run: runModelsCli },
};

/** `npm run -s session -- --model ID` → `cce session --model ID`, for every subcommand. */
const NPM_RUN = new RegExp(`npm run (?:-s )?(${Object.keys(SUBCOMMANDS).join('|')})(?: --)?`, 'g');
const asCce = (text: string) => text.replace(NPM_RUN, 'cce $1');

const width = Math.max(...Object.keys(SUBCOMMANDS).map((name) => name.length));

/** The text `cce` alone and `cce --help` print. */
export const CCE_USAGE = `Usage: cce COMMAND [ARGS...]

What an AI agent's tool responses cost in the context window, counted exactly.

Commands:
${Object.entries(SUBCOMMANDS)
  .map(([name, { summary }]) => `  ${name.padEnd(width)}  ${summary}`)
  .join('\n')}

Run cce COMMAND --help for a command's options, cce --version for the version.
`;

/**
 * Runs the subcommand `argv[0]` with the rest of `argv` and resolves to its status; no subcommand
 * or `--help`: the list and 0; `--version`: `cce X.Y.Z` and 0; an unknown one: the list on stderr and 2.
 */
export async function runCceCli(argv: readonly string[], output: CliOutput = processOutput): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    output.stdout(CCE_USAGE);
    return 0;
  }
  if (name === '--version' || name === '-V' || name === 'version') {
    output.stdout(`cce ${cceVersion()}\n`);
    return 0;
  }
  const command = Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
  if (command === undefined) {
    output.stderr(`cce: unknown command ${JSON.stringify(name)}\n\n${CCE_USAGE}`);
    return 2;
  }
  // Each command's help and messages name its `npm run` script; under `cce` they name the subcommand.
  const stdout = (text: string) => output.stdout(text.startsWith('Usage: npm run') ? asCce(text) : text);
  return command.run(rest, { stdout, stderr: (text) => output.stderr(asCce(text)) });
}

if (IN_BUNDLE) exitWhenDone(runCceCli(process.argv.slice(2)));
else runIfMainAsync(import.meta.url, runCceCli);
