/**
 * What every command shares: where it writes, how its errors become one line and exit status 2, and
 * how a command file runs itself when it is the program (`tsx src/cli/<command>/run.ts`).
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { InputError } from '../core/input/input-error.ts';
import { IN_BUNDLE } from '../node/package-files.ts';
import { UsageError } from './args/usage-error.ts';
import { CliError } from './cli-error.ts';

/** Where the command writes: whole chunks of text for stdout and stderr. */
export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** The process's own stdout and stderr. */
export const processOutput: CliOutput = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/**
 * Run a command's `body` and return its exit status; a UsageError, an InputError or a CliError
 * becomes one `<command>: …` line on stderr (usage errors pointing to `--help`) and status 2.
 * Any other error is a bug and is rethrown.
 */
export function runCommand(command: string, output: CliOutput, body: () => number): number {
  try {
    return body();
  } catch (error) {
    if (error instanceof UsageError) {
      output.stderr(`${command}: ${error.message} (see --help)\n`);
      return 2;
    }
    if (error instanceof InputError || error instanceof CliError) {
      output.stderr(`${command}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

/**
 * Run the command `name` with `argv` under {@link runCommand}: the arguments parsed by `parse`
 * (its UsageErrors become status 2); with `--help` print `usage` and return 0, else return what
 * `body` returns for the parsed arguments.
 */
export function runCli<A extends { help: boolean }>(
  name: string,
  argv: readonly string[],
  output: CliOutput,
  parse: (argv: readonly string[]) => A,
  usage: string,
  body: (args: A) => number,
): number {
  return runCommand(name, output, () => {
    const args = parse(argv);
    if (args.help) {
      output.stdout(usage);
      return 0;
    }
    // `--model` with counts that are not exact for it: said once, on stderr (stdout stays the table).
    const note = (args as { encodingNote?: string | null }).encodingNote;
    if (note) output.stderr(`${name}: ${note}\n`);
    return body(args);
  });
}

/**
 * True when the module at `moduleUrl` (its `import.meta.url`) is the program being run
 * (`tsx src/cli/ladder/run.ts`), not an import.
 */
function isMain(moduleUrl: string): boolean {
  // In the built `cce` every module shares the bundle's URL: there only its dispatcher runs.
  if (IN_BUNDLE) return false;
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return pathToFileURL(realpathSync(script)).href === moduleUrl;
  } catch {
    return false;
  }
}

/**
 * When the module at `moduleUrl` (its `import.meta.url`) is the program being run, run `run` with
 * the command line's arguments (after node and the script) and exit with the status it returns.
 */
export function runIfMain(moduleUrl: string, run: (argv: readonly string[]) => number): void {
  if (isMain(moduleUrl)) process.exitCode = run(process.argv.slice(2));
}

/**
 * {@link runIfMain} for a command that resolves to its status: the process exits once stdout is
 * flushed, so that nothing a command started (a server's child process) can keep it alive.
 */
export function runIfMainAsync(moduleUrl: string, run: (argv: readonly string[]) => Promise<number>): void {
  if (isMain(moduleUrl)) exitWhenDone(run(process.argv.slice(2)));
}

/** Exits with the status `status` resolves to, once stdout is flushed. */
export function exitWhenDone(status: Promise<number>): void {
  void status.then((code) => process.stdout.write('', () => process.exit(code)));
}
