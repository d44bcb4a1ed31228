import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, test } from 'vitest';
import { CCE_USAGE, SUBCOMMANDS, runCceCli } from './cce.ts';
import { runCountCli } from './count/run.ts';
import { captured } from './history/history.fixture.ts';

describe('cce', () => {
  test('alone, --help or help: every subcommand on a line of its own, status 0', async () => {
    for (const argv of [[], ['--help'], ['-h'], ['help']]) {
      const o = captured();
      expect(await runCceCli(argv, o)).toBe(0);
      expect(o.out).toBe(CCE_USAGE);
      expect(o.err).toBe('');
    }
    const names = [...CCE_USAGE.matchAll(/^ {2}(\S+) {2,}\S/gm)].map((m) => m[1]);
    expect(names).toEqual([
      'ladder',
      'savings',
      'transport',
      'simulate',
      'session',
      'history',
      'count',
      'mcp',
      'models',
    ]);
    expect(Object.keys(SUBCOMMANDS)).toEqual(names);
  });

  test('--version, -V or version: the version of package.json, status 0', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    for (const argv of [['--version'], ['-V'], ['version']]) {
      const o = captured();
      expect(await runCceCli(argv, o)).toBe(0);
      expect(o.out).toBe(`cce ${version}\n`);
      expect(o.err).toBe('');
    }
  });

  test('an unknown subcommand: the list on stderr, status 2', async () => {
    for (const name of ['nope', '--json', 'toString']) {
      const o = captured();
      expect(await runCceCli([name, 'x'], o)).toBe(2);
      expect(o.out).toBe('');
      expect(o.err).toBe(`cce: unknown command ${JSON.stringify(name)}\n\n${CCE_USAGE}`);
    }
  });

  test('a subcommand runs its npm script with the rest of the arguments; its help names cce', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cce-')), 'a.json');
    writeFileSync(file, '[{"id": 1, "name": "alpha"}, {"id": 2, "name": "beta"}]');
    const viaCce = captured();
    const direct = captured();
    expect(await runCceCli(['count', '--tokenizer', 'o200k_base', file], viaCce)).toBe(0);
    expect(runCountCli(['--tokenizer', 'o200k_base', file], direct)).toBe(0);
    const withoutTime = (text: string) => text.replace(/ in [\d.]+ ms/, '');
    expect(withoutTime(viaCce.out)).toBe(withoutTime(direct.out));
    const help = captured();
    expect(await runCceCli(['count', '--help'], help)).toBe(0);
    expect(help.out).toMatch(/^Usage: cce count \[--json\]/);
    const bad = captured();
    expect(await runCceCli(['count', '--tokenizer', 'nope', file], bad)).toBe(2);
    expect(bad.err).toMatch(/^count: unknown tokenizer "nope"/);
    // A message naming another command names it as a cce subcommand, never as an npm script.
    const refused = captured();
    expect(await runCceCli(['history', '--model', 'gpt-5', file], refused)).toBe(2);
    expect(refused.err).toContain('cce session --model ID FILE counts one log at another');
    expect(refused.err).not.toContain('npm run');
    const sessionHelp = captured();
    expect(await runCceCli(['session', '--help'], sessionHelp)).toBe(0);
    expect(sessionHelp.out).toMatch(/^Usage: cce session \[options\] FILE \[FILE2\]/);
    expect(sessionHelp.out).not.toContain('npm run');
  });
});
