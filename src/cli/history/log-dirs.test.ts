import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { historyFiles } from '../../core/history/history.fixture.ts';
import { defaultLogDirs } from '../../node/history/log-dirs.ts';
import { runHistoryCli, runHistoryCliPooled } from './run.ts';
import { captured } from './history.fixture.ts';

/** A temporary home holding the generated history's Claude Code and Gemini CLI logs where the agents keep them. */
function writeHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'cce-home-'));
  const place = (file: string) =>
    file.startsWith('projects/')
      ? join(home, '.claude', file)
      : file.startsWith('tmp/')
        ? join(home, '.gemini', file)
        : undefined;
  for (const [file, text] of historyFiles()) {
    const target = place(file);
    if (target === undefined) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  return home;
}

type Json = { sessions: { host: string }[] };

describe('history with no PATH', () => {
  afterEach(() => vi.unstubAllEnvs());

  test('reads the usual folders under HOME, naming those read and those not found', () => {
    const home = writeHome();
    vi.stubEnv('HOME', home);
    vi.stubEnv('CCE_LOG_DIRS', undefined);
    const o = captured();
    expect(runHistoryCli(['--json'], o)).toBe(0);
    const claude = join(home, '.claude', 'projects');
    const gemini = join(home, '.gemini', 'tmp');
    expect(o.err).toContain(`history: no PATH given; reading ${claude}, ${gemini}\n`);
    expect(o.err).toContain(`history: not found: ${join(home, '.codex', 'sessions')}\n`);
    const hosts = new Set((JSON.parse(o.out) as Json).sessions.map((s) => s.host));
    expect(hosts.has('codex')).toBe(false);
    expect(hosts.size).toBe(2);
  });

  test('CCE_LOG_DIRS replaces them, in the pooled run too', async () => {
    const home = writeHome();
    const missing = join(home, 'nowhere');
    vi.stubEnv('HOME', mkdtempSync(join(tmpdir(), 'cce-empty-home-')));
    vi.stubEnv('CCE_LOG_DIRS', [join(home, '.gemini'), missing].join(delimiter));
    const o = captured();
    expect(await runHistoryCliPooled(['--json', '--jobs', '1'], o)).toBe(0);
    expect(o.err).toContain(`history: no PATH given; reading (from CCE_LOG_DIRS) ${join(home, '.gemini')}\n`);
    expect(o.err).toContain(`history: not found (from CCE_LOG_DIRS): ${missing}\n`);
    expect((JSON.parse(o.out) as Json).sessions).toHaveLength(1);
  });

  test('no folder found: one line and status 2; a PATH given reads only it', () => {
    vi.stubEnv('HOME', mkdtempSync(join(tmpdir(), 'cce-empty-home-')));
    vi.stubEnv('CCE_LOG_DIRS', '');
    const o = captured();
    expect(runHistoryCli([], o)).toBe(2);
    expect(o.err).toMatch(
      /^history: not found: .*\nhistory: no PATH given and no log folder found; give a PATH or set CCE_LOG_DIRS\n$/,
    );
    const given = captured();
    expect(runHistoryCli(['--json', join(writeHome(), '.claude')], given)).toBe(0);
    expect(given.err).not.toContain('no PATH given');
  });

  test('defaultLogDirs: the three usual folders, or the variable list without empty entries', () => {
    const home = writeHome();
    expect(defaultLogDirs({ HOME: home })).toEqual({
      source: 'home',
      found: [join(home, '.claude', 'projects'), join(home, '.gemini', 'tmp')],
      missing: [join(home, '.codex', 'sessions')],
    });
    const list = ['', join(home, '.claude'), ' ', join(home, 'x')].join(delimiter);
    expect(defaultLogDirs({ HOME: home, CCE_LOG_DIRS: list })).toEqual({
      source: 'variable',
      found: [join(home, '.claude')],
      missing: [join(home, 'x')],
    });
  });
});
