/**
 * Test support for the command tests: the checked-in fixtures and, per command, a scratch folder,
 * the command run in-process with its output caught, and the tests every command passes (one-line
 * errors, `--help`, as a program).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parseRecordsJson } from '../core/input/parse-records.ts';
import { projectRoot } from '../node/reference-dir.ts';
import type { CliOutput } from './runner.ts';

/** The seed article's roll-call projection. */
export const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];

/** The checked-in fixture file of `rows` rows. */
export const fixture = (rows: number): string => join(projectRoot(), 'fixtures', `tasks-${rows}.json`);

/** The records of a JSON array file. */
export const loadRecords = (path: string) => parseRecordsJson(readFileSync(path, 'utf8'), path);

/** A finished run: its exit status and everything written to stdout and stderr. */
export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** One bad command line: what it is, its arguments and the message its one stderr line matches. */
export type ErrorCase = readonly [name: string, argv: readonly string[], message: RegExp];

/**
 * The support for the tests of `npm run <command>`, whose `run…Cli` function is `cli`; call it at
 * the top of the test file. `J` is the command's `--json` object.
 */
export function commandTests<J>(command: string, cli: (argv: readonly string[], output: CliOutput) => number) {
  const scratch = mkdtempSync(join(tmpdir(), `${command}-cli-test-`));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** Run the command in-process with `argv`. */
  const run = (...argv: string[]): CliRun => {
    let stdout = '';
    let stderr = '';
    const status = cli(argv, {
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += text;
      },
    });
    return { status, stdout, stderr };
  };

  /** `--json` output, after checking the run succeeded quietly. */
  const runJson = (...argv: string[]): J => {
    const { status, stdout, stderr } = run('--json', ...argv);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    return JSON.parse(stdout) as J;
  };

  /** Registers one test per case: the run prints one line matching the case's message and exits 2. */
  const testErrorLines = (cases: readonly ErrorCase[]): void => {
    test.each(cases)('should print one line and exit 2 for %s', (_name, argv, message) => {
      const { status, stdout, stderr } = run(...argv);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.endsWith('\n')).toBe(true);
      expect(stderr.slice(0, -1)).not.toContain('\n');
      expect(stderr.slice(0, -1)).toMatch(message);
    });
  };

  /**
   * Registers the usage test: `--help` and `-h` each print `Usage: npm run -s <command> --
   * [options] FILE...` and the rest of the usage, naming every one of `options`, and exit 0.
   */
  const testUsage = (options: readonly string[]): void => {
    test('should print the usage for --help and -h and exit 0', () => {
      for (const flag of ['--help', '-h']) {
        const { status, stdout, stderr } = run(flag);
        expect(status).toBe(0);
        expect(stderr).toBe('');
        expect(stdout.startsWith(`Usage: npm run -s ${command} -- [options] FILE...\n`)).toBe(true);
        for (const option of options) expect(stdout).toContain(option);
      }
    });
  };

  /**
   * Registers the tests of the command as a program (`src/cli/<command>/run.ts` run by Node with tsx
   * from the project root): it prints the same JSON as in-process and exits 0, and for a missing
   * file it prints one line on stderr and exits 2.
   */
  const describeAsProgram = (): void => {
    describe(`npm run ${command}: as a program`, () => {
      const runProgram = (...argv: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${command}/run.ts`, ...argv], {
          cwd: projectRoot(),
          encoding: 'utf8',
        });

      test('should print the same JSON as in-process and exit 0', () => {
        const child = runProgram('--json', 'fixtures/tasks-5.json');
        expect(child.stderr).toBe('');
        expect(child.status).toBe(0);
        expect(child.stdout).toBe(run('--json', fixture(5)).stdout);
      });

      test('should exit 2 with one line on stderr for an error', () => {
        const child = runProgram('fixtures/no-such-file.json');
        expect(child.status).toBe(2);
        expect(child.stdout).toBe('');
        expect(child.stderr).toBe(`${command}: cannot read fixtures/no-such-file.json: no such file or directory\n`);
      });
    });
  };

  return { scratch, run, runJson, testErrorLines, testUsage, describeAsProgram };
}
