import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { projectRoot } from '../node/reference-dir.ts';
import { runHistoryCli } from './history/run.ts';
import { captured } from './history/history.fixture.ts';
import type { CliOutput } from './runner.ts';
import { runLadderCli } from './ladder/run.ts';
import { runSavingsCli } from './savings/run.ts';
import { runSessionCli } from './session/run.ts';
import type { SimulateJson } from './simulate/run.ts';
import { runSimulateCli } from './simulate/run.ts';

const scratch = mkdtempSync(join(tmpdir(), 'cce-units-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(cli: (argv: readonly string[], output: CliOutput) => number, ...argv: string[]) {
  const o = captured();
  const status = cli(argv, o);
  return { status, stdout: o.out, stderr: o.err };
}

describe('units and words', () => {
  test('an input over the limit is measured in MiB (bytes / 1024 / 1024), and called so', () => {
    const big = join(scratch, 'big.json');
    writeFileSync(big, `[${'"x",'.repeat(13 * 1024 * 1024)}"x"]`);
    expect(run(runLadderCli, big)).toEqual({
      status: 2,
      stdout: '',
      stderr: `ladder: ${big} is 52.0 MiB; the limit is 50 MiB\n`,
    });
  });

  test('one of a thing is singular: "1 file looked at", "The one field"', () => {
    const folder = join(scratch, 'one');
    mkdirSync(folder);
    writeFileSync(join(folder, 'a.jsonl'), '{"x": 1}\n');
    expect(run(runHistoryCli, folder).stderr).toContain(`(1 file looked at)`);
    const single = join(scratch, 'single.json');
    writeFileSync(single, JSON.stringify([{ a: 1 }, { a: 2 }, { a: 3 }]));
    const verdict = run(runSavingsCli, '--verdict', single).stdout;
    expect(verdict).toMatch(/^The one field as /);
    expect(verdict).toContain('dropping fields saves 0 tokens (the one field kept)');
    expect(verdict).not.toContain('1 fields');
  });

  test('money in JSON has its currency beside it: simulate and the session replay', () => {
    const config = join(scratch, 'growth.json');
    writeFileSync(config, '{"steps": 3}');
    const simulate = (...argv: string[]) =>
      JSON.parse(run(runSimulateCli, '--json', '--config', config, ...argv).stdout) as SimulateJson;
    expect(simulate('--model', 'gpt-5').currency).toBe('USD');
    expect(simulate().currency).toBeNull();
    const log = join(projectRoot(), 'fixtures/sessions/claude-code.jsonl');
    const replay = (...argv: string[]) =>
      (JSON.parse(run(runSessionCli, '--json', ...argv, log).stdout) as { replay: { currency: string | null } }).replay
        .currency;
    expect([replay(), replay('--model', 'claude-haiku-4-5'), replay('--prices', '3,0.3')]).toEqual([
      'USD',
      'USD',
      null,
    ]);
  });
});
