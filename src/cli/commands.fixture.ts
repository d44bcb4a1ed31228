/**
 * Test support for the command tests: the checked-in fixtures, a scratch folder, a command run
 * in-process with its output caught, and the tests every command passes as a program.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parseRecordsJson } from '../core/input/parse-records.ts';
import { projectRoot } from '../node/reference-dir.ts';
import type { CliOutput } from './ladder.ts';

/** The seed article's roll-call projection. */
export const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];

/** The checked-in fixture file of `rows` rows. */
export const fixture = (rows: number): string => join(projectRoot(), 'fixtures', `tasks-${rows}.json`);

/** The records of a JSON array file. */
export const loadRecords = (path: string) => parseRecordsJson(readFileSync(path, 'utf8'), path);

/** A new scratch folder for the calling test file, removed after its tests. */
export function scratchFolder(command: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${command}-cli-test-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A finished run: its exit status and everything written to stdout and stderr. */
export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Run `command` (a `run…Cli` function) in-process with `argv`. */
export function runInProcess(
  command: (argv: readonly string[], output: CliOutput) => number,
  argv: readonly string[],
): CliRun {
  let stdout = '';
  let stderr = '';
  const status = command(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { status, stdout, stderr };
}

/** `--json` output of a run, after checking the run succeeded quietly. */
export function jsonOf<T>(run: CliRun): T {
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as T;
}

/** A failed run printed one line (matching `message`) on stderr, nothing on stdout, and exited 2. */
export function expectOneErrorLine(run: CliRun, message: RegExp): void {
  expect(run.status).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.endsWith('\n')).toBe(true);
  expect(run.stderr.slice(0, -1)).not.toContain('\n');
  expect(run.stderr.slice(0, -1)).toMatch(message);
}

/** One bad command line: what it is, its arguments and the message its one stderr line matches. */
export type ErrorCase = readonly [name: string, argv: readonly string[], message: RegExp];

/** Registers one test per case: the run prints one line matching the case's message and exits 2. */
export function testErrorLines(run: (...argv: string[]) => CliRun, cases: readonly ErrorCase[]): void {
  test.each(cases)('should print one line and exit 2 for %s', (_name, argv, message) => {
    expectOneErrorLine(run(...argv), message);
  });
}

/**
 * Registers the usage test: `--help` and `-h` each print `Usage: npm run -s <command> -- [options]
 * FILE...` and the rest of the usage, naming every one of `options`, and exit 0.
 */
export function testUsage(run: (...argv: string[]) => CliRun, command: string, options: readonly string[]): void {
  test('should print the usage for --help and -h and exit 0', () => {
    for (const flag of ['--help', '-h']) {
      const { status, stdout, stderr } = run(flag);
      expect(status).toBe(0);
      expect(stderr).toBe('');
      expect(stdout.startsWith(`Usage: npm run -s ${command} -- [options] FILE...\n`)).toBe(true);
      for (const option of options) expect(stdout).toContain(option);
    }
  });
}

/**
 * Registers the tests of `npm run <command>` as a program (`src/cli/<command>.ts` run by Node
 * with tsx from the project root): it prints the same JSON as `run` in-process and exits 0, and
 * for a missing file it prints one line on stderr and exits 2.
 */
export function describeAsProgram(command: string, run: (...argv: string[]) => CliRun): void {
  describe(`npm run ${command}: as a program`, () => {
    const runProgram = (...argv: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${command}.ts`, ...argv], {
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
}
