/**
 * The installable `cce`: built by `vite.cli.config.ts` into a temporary folder, packed with `npm pack`,
 * installed offline into an empty prefix, and every subcommand run from the installed bin.
 */
import { spawnSync } from 'node:child_process';
import type { SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { historyFiles } from '../src/core/history/history.fixture.ts';
import { TOKENIZER_IDS } from '../src/core/tokenizer/registry.ts';
import { SUBCOMMANDS } from '../src/cli/cce.ts';
import type { CliOutput } from '../src/cli/runner.ts';
import { runCountCli } from '../src/cli/count/run.ts';
import { runHistoryCli } from '../src/cli/history/run.ts';
import { runLadderCli } from '../src/cli/ladder/run.ts';
import { runSavingsCli } from '../src/cli/savings/run.ts';
import { runSessionCli } from '../src/cli/session/run.ts';
import { runSimulateCli } from '../src/cli/simulate/run.ts';
import { runTransportCli } from '../src/cli/transport/run.ts';
import { FIXTURES, runMcp } from '../src/cli/mcp/mcp.fixture.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(import.meta.url);
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const EVERYTHING = require.resolve('@modelcontextprotocol/server-everything/dist/index.js');
const ORDERS = join(FIXTURES, 'orders.mjs');
/** Each test's limit: a child `cce` loads its tokenizer files as the in-repo command does (seconds each). */
const SLOW = 180_000;
/** Child processes find this Node first (`cce`'s shebang is `/usr/bin/env node`). */
const PATH = [dirname(process.execPath), process.env.PATH ?? ''].join(delimiter);

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, PATH, ...env }, cwd: ROOT });
  if (result.error) throw result.error;
  return result;
}

function mustRun(command: string, args: readonly string[]): string {
  const result = run(command, args);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.status}\n${result.stderr}`);
  return result.stdout;
}

/** The bytes of every file under `dir`. */
function diskBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/** What an in-repo command prints to stdout for `argv`, with its status. */
function inRepo(command: (argv: readonly string[], output: CliOutput) => number, argv: readonly string[]) {
  let stdout = '';
  const status = command(argv, { stdout: (t) => (stdout += t), stderr: () => undefined });
  return { status, stdout };
}

describe('the cce package, packed and installed', () => {
  const work = mkdtempSync(join(tmpdir(), 'cce-package-'));
  const data = join(work, 'tasks.json');
  const config = join(work, 'sim.json');
  const logs = join(work, 'logs');
  const session = join(logs, 'projects/shop/s1.jsonl');
  let bin = '';
  let tarballBytes = 0;

  beforeAll(() => {
    const records = ['open', 'closed', 'open'].map((status, i) => ({ id: i + 1, title: `Task ${i + 1}`, status }));
    writeFileSync(data, JSON.stringify(records, null, 2));
    writeFileSync(config, JSON.stringify({ steps: 5 }));
    for (const [file, text] of historyFiles()) {
      mkdirSync(dirname(join(logs, file)), { recursive: true });
      writeFileSync(join(logs, file), text);
    }
    const out = join(work, 'dist-cli');
    mustRun(process.execPath, [
      VITE,
      'build',
      '-c',
      'vite.cli.config.ts',
      // The config is run in memory, not written under node_modules/.vite-temp.
      '--configLoader',
      'runner',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ]);
    const packed = JSON.parse(mustRun('npm', ['pack', out, '--pack-destination', work, '--json'])) as {
      filename: string;
    }[];
    const tarball = join(work, packed[0]!.filename);
    tarballBytes = statSync(tarball).size;
    const prefix = join(work, 'install');
    mkdirSync(prefix);
    const cache = join(work, 'npm-cache');
    mustRun('npm', ['install', '--prefix', prefix, '--cache', cache, '--offline', '--no-audit', '--no-fund', tarball]);
    bin = join(prefix, 'node_modules', '.bin', 'cce');
  }, SLOW);

  // The build, the tarball and the install take about 210 MB.
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  test('the package: named cce, a bin, no dependencies, a tarball under 25 MB', { timeout: SLOW }, () => {
    const manifest = JSON.parse(readFileSync(join(dirname(bin), '..', 'cce', 'package.json'), 'utf8')) as object;
    expect(manifest).toMatchObject({
      name: 'cce',
      bin: { cce: 'cce.js' },
      type: 'module',
      engines: { node: '>=20.19' },
    });
    expect(manifest).not.toHaveProperty('dependencies');
    expect(tarballBytes).toBeLessThan(25_000_000);
  });

  test(
    'installed, at most 25 MB on disk: the tokenizer files compressed, their licences named',
    { timeout: SLOW },
    () => {
      const installed = join(dirname(bin), '..', 'cce');
      expect(diskBytes(installed)).toBeLessThan(25_000_000);
      const licences = readFileSync(join(installed, 'files', 'LICENCES.md'), 'utf8');
      for (const id of TOKENIZER_IDS) {
        const row = licences.split('\n').find((line) => line.startsWith(`| ${id} |`));
        expect(row, id).toMatch(/\.br` \| .+ \| (MIT|Apache-2\.0) \| /);
      }
      expect(statSync(join(installed, 'files', '@lenml', 'tokenizer-gemma3', 'LICENSE')).isFile()).toBe(true);
    },
  );

  test('cce alone lists every subcommand; an unknown one lists them on stderr with status 2', { timeout: SLOW }, () => {
    const alone = run(bin, []);
    expect(alone.status).toBe(0);
    for (const name of Object.keys(SUBCOMMANDS)) expect(alone.stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
    const unknown = run(bin, ['nope']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('cce: unknown command "nope"');
    expect(unknown.stderr).toContain(alone.stdout);
    const version = run(bin, ['--version']);
    expect(version.status).toBe(0);
    const installed = JSON.parse(readFileSync(join(dirname(bin), '..', 'cce', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(version.stdout).toBe(`cce ${installed.version}\n`);
  });

  test('count: every tokenizer counts as in the repository; --model gpt-5 is o200k_base', { timeout: SLOW }, () => {
    const tokens = (args: string[]) => {
      const result = run(bin, ['count', '--json', ...args, data]);
      expect(result.status, result.stderr).toBe(0);
      return (JSON.parse(result.stdout) as { files: { tokens: number }[] }).files[0]!.tokens;
    };
    for (const id of TOKENIZER_IDS) {
      const expected = JSON.parse(inRepo(runCountCli, ['--json', '--tokenizer', id, data]).stdout) as {
        files: { tokens: number }[];
      };
      expect(tokens(['--tokenizer', id]), id).toBe(expected.files[0]!.tokens);
    }
    expect(tokens(['--model', 'gpt-5'])).toBe(tokens(['--tokenizer', 'o200k_base']));
    expect(tokens(['--tokenizer', 'o200k_base'])).toBeGreaterThan(10);
  });

  test(
    'ladder, savings, transport, simulate, session, history: the same output as in the repository',
    { timeout: SLOW },
    () => {
      const cases: [string, (argv: readonly string[], output: CliOutput) => number, string[]][] = [
        ['ladder', runLadderCli, ['--json', data]],
        ['savings', runSavingsCli, ['--json', data]],
        ['transport', runTransportCli, ['--json', data]],
        ['simulate', runSimulateCli, ['--json', '--config', config]],
        ['session', runSessionCli, ['--json', session]],
        ['history', runHistoryCli, ['--json', logs]],
      ];
      for (const [name, command, argv] of cases) {
        const expected = inRepo(command, argv);
        expect(expected.status, name).toBe(0);
        const installed = run(bin, [name, ...argv]);
        expect(installed.status, `${name}: ${installed.stderr}`).toBe(0);
        expect(installed.stdout, name).toBe(expected.stdout);
        expect(installed.stdout.length, name).toBeGreaterThan(100);
      }
    },
  );

  test('history with no PATH reads CCE_LOG_DIRS, counted by the built worker threads', { timeout: SLOW }, () => {
    const expected = inRepo(runHistoryCli, ['--json', logs]).stdout;
    const result = run(bin, ['history', '--json', '--jobs', '2'], { CCE_LOG_DIRS: logs });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain(`history: no PATH given; reading (from CCE_LOG_DIRS) ${logs}\n`);
    expect(result.stdout).toBe(expected);
  });

  test('mcp: a real server measured over stdio; --help', { timeout: SLOW }, () => {
    expect(run(bin, ['mcp', '--help']).status).toBe(0);
    const args = ['--json', '--call', 'echo', '--args', '{"message":"hello"}'];
    const result = run(bin, ['mcp', ...args, '--', process.execPath, EVERYTHING, 'stdio']);
    expect(result.status, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as { tools: { name: string }[]; calls: { name: string; hosts: object }[] };
    expect(json.tools.map((t) => t.name)).toContain('echo');
    expect(json.calls[0]!.name).toBe('echo');
    expect(Object.values(json.calls[0]!.hosts)[0]).toBeGreaterThan(0);
  });

  test(
    'mcp diff: the review workflow from the installed bin, the comment as in the repository',
    { timeout: SLOW },
    async () => {
      const [base, head] = [join(work, 'base.json'), join(work, 'head.json')];
      for (const [file, version] of [
        [base, '1'],
        [head, '2'],
      ] as const)
        expect(run(bin, ['mcp', '--json', '--save', file, '--', process.execPath, ORDERS, version]).status).toBe(0);
      const comment = run(bin, ['mcp', 'diff', base, head, '--markdown']);
      expect([comment.status, comment.stderr]).toEqual([0, '']);
      expect(comment.stdout).toBe((await runMcp(['diff', base, head, '--markdown'])).stdout);
      expect(comment.stdout).toContain(
        '| search_orders | changed | 137 | 156 | +19 | description +17, properties.status.enum +2 |',
      );
      const gate = run(bin, [
        'mcp',
        '--capture',
        head,
        '--budget',
        '5000',
        '--baseline',
        base,
        '--max-increase',
        '10%',
      ]);
      expect(gate.status).toBe(1);
      expect(gate.stderr).toContain('grew: refund_order added, +81');
    },
  );
});
