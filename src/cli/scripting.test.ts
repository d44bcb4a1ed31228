import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { projectRoot } from '../node/reference-dir.ts';
import { runCountCli } from './count/run.ts';
import { runHistoryCli } from './history/run.ts';
import { captured, writeHistoryFolder } from './history/history.fixture.ts';
import type { CliOutput } from './runner.ts';
import { runLadderCli } from './ladder/run.ts';
import { runSavingsCli } from './savings/run.ts';
import type { VerdictJson } from './savings/verdict.ts';
import type { SimulateJson } from './simulate/run.ts';
import { runSimulateCli } from './simulate/run.ts';

const scratch = mkdtempSync(join(tmpdir(), 'cce-scripting-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const TASKS_5 = join(projectRoot(), 'fixtures', 'tasks-5.json');

/** Run a command in-process: status, stdout, stderr. */
function run(cli: (argv: readonly string[], output: CliOutput) => number, ...argv: string[]) {
  const o = captured();
  const status = cli(argv, o);
  return { status, stdout: o.out, stderr: o.err };
}

/** `cce ARGS` as a program with `input` on standard input. */
function cce(input: string, ...argv: string[]) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/cce.ts', ...argv], {
    cwd: projectRoot(),
    encoding: 'utf8',
    input,
  });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

describe('every command reads FILE - from standard input', () => {
  const tasks = readFileSync(TASKS_5, 'utf8');
  test.each([
    ['count', ['count', '--json']],
    ['ladder', ['ladder', '--json']],
    ['savings', ['savings', '--json']],
  ])('%s - prints what it prints for the file', { timeout: 60_000 }, (_name, argv) => {
    const piped = cce(tasks, ...argv, '-');
    expect([piped.status, piped.stderr]).toEqual([0, '']);
    const file = cce('', ...argv, 'fixtures/tasks-5.json');
    // The same figures; only the file's name (and count's timing) differ.
    const same = (stdout: string, name: string) =>
      stdout.replaceAll(`"${name}"`, '"tasks-5.json"').replace(/"ms": [\d.]+/, '"ms": 0');
    expect(same(piped.stdout, '-')).toBe(same(file.stdout, 'fixtures/tasks-5.json'));
  });

  test('session -, history - and simulate --config - read the piped text', { timeout: 60_000 }, () => {
    const log = readFileSync(join(projectRoot(), 'fixtures/sessions/codex-rollout.jsonl'), 'utf8');
    const session = cce(log, 'session', '--json', '-');
    expect(session.status).toBe(0);
    expect((JSON.parse(session.stdout) as { format: string }).format).toBe('codex');
    const history = cce(log, 'history', '--json', '-');
    expect(history.status).toBe(0);
    expect((JSON.parse(history.stdout) as { sessions: { host: string }[] }).sessions.map((s) => s.host)).toEqual([
      'codex',
    ]);
    const simulate = cce('{"steps": 3}', 'simulate', '--json', '--config', '-');
    expect(simulate.status).toBe(0);
    expect((JSON.parse(simulate.stdout) as SimulateJson).inputs.steps).toBe(3);
  });
});

describe('the command line is refused in one line, exit 2', () => {
  test('a flag given twice is refused, naming it', () => {
    expect(run(runCountCli, '--json', '--json', TASKS_5)).toEqual({
      status: 2,
      stdout: '',
      stderr: 'count: --json is given twice; give it once (see --help)\n',
    });
    expect(run(runLadderCli, '--fields', 'id', '--fields', 'status', TASKS_5).stderr).toBe(
      'ladder: --fields is given twice; give it once (see --help)\n',
    );
    expect(run(runHistoryCli, '--since', '2026-01-01', '--since', '2026-02-01', scratch).stderr).toBe(
      'history: --since is given twice; give it once (see --help)\n',
    );
  });

  test('an option whose value is missing before another option says so, not "argument is ambiguous"', () => {
    expect(run(runLadderCli, '--fields', '--json', TASKS_5)).toEqual({
      status: 2,
      stdout: '',
      stderr:
        'ladder: --fields needs a value, and "--json" is read as an option; write --fields=VALUE for a value that starts with - (see --help)\n',
    });
    const history = run(runHistoryCli, '--since', '--json', scratch);
    expect(history.status).toBe(2);
    expect(history.stderr).not.toContain('ambiguous');
    expect(history.stderr).toContain('history: --since needs a value');
  });

  test('count --encoding is --tokenizer, as docs/cli.md says', () => {
    const json = (...argv: string[]) => JSON.parse(run(runCountCli, '--json', ...argv, TASKS_5).stdout) as unknown;
    const encoding = json('--encoding', 'o200k_base') as { tokenizer: string; files: unknown };
    expect(encoding.tokenizer).toBe('o200k_base');
    expect(encoding.files).toEqual((json('--tokenizer', 'o200k_base') as { files: unknown }).files);
  });
});

describe('history at the edges', () => {
  const root = writeHistoryFolder();

  test('--since past the last log: exit 0 and an empty history, in text and JSON', () => {
    const text = run(runHistoryCli, '--since', '2099-01-01', root);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^# History\n\nNo request on or after 2099-01-01 in the \d+ logs read\.\n$/);
    const json = run(runHistoryCli, '--json', '--since', '2099-01-01', root);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ sessions: [], tools: [], bill: null, whatIfs: [] });
  });

  test('a PATH that does not exist exits 2 naming the whole path', () => {
    const missing = join(scratch, 'no', 'such', 'logs.jsonl');
    expect(run(runHistoryCli, root, missing)).toEqual({
      status: 2,
      stdout: '',
      stderr: `history: cannot read ${missing}: no such file or directory\n`,
    });
  });
});

describe('savings and simulate for scripts', () => {
  test('savings --verdict --json prints the verdict as JSON', () => {
    const { status, stdout } = run(runSavingsCli, '--verdict', '--json', '--model', 'claude-sonnet-4-5', TASKS_5);
    expect(status).toBe(0);
    const json = JSON.parse(stdout) as Extract<VerdictJson, { ready: true }>;
    expect(json).toMatchObject({
      ready: true,
      model: 'claude-sonnet-4.5',
      exact: false,
      rows: 5,
      best: { id: 'L5', tokens: 251 },
      base: { id: 'as-received', tokens: 473 },
      saved: 222,
      currency: 'USD',
      perCall: 0.000666,
    });
    expect(json.lines[0]!.id).toBe('answer');
  });

  test('savings --path takes the records inside an object; without it the array used is named', () => {
    const wrapped = join(scratch, 'wrapped.json');
    writeFileSync(wrapped, JSON.stringify({ meta: { n: 2 }, data: { items: [{ a: 1 }, { a: 2 }] } }));
    const picked = run(runSavingsCli, '--verdict', wrapped);
    expect(picked.status).toBe(0);
    expect(picked.stderr).toBe(`savings: ${wrapped}: using data.items (2 records)\n`);
    const named = run(runSavingsCli, '--verdict', '--path', 'data.items', wrapped);
    expect(named.status).toBe(0);
    expect(named.stdout).toBe(picked.stdout);
    expect(run(runSavingsCli, '--path', 'meta', wrapped).status).toBe(2);
  });

  test("simulate --json reports the prices it used: the model's list prices, else the config's", () => {
    const config = join(scratch, 'growth.json');
    writeFileSync(config, '{"steps": 3, "price": 2, "cachedPrice": 0.5}');
    const json = (...argv: string[]) =>
      JSON.parse(run(runSimulateCli, '--json', '--config', config, ...argv).stdout) as SimulateJson;
    expect(json('--model', 'gpt-5').prices).toEqual({
      from: 'model',
      model: 'gpt-5',
      currency: 'USD',
      perMillion: 1.25,
      cachedPerMillion: 0.125,
    });
    expect(json().prices).toEqual({
      from: 'config',
      model: null,
      currency: null,
      perMillion: 2,
      cachedPerMillion: 0.5,
    });
  });
});
