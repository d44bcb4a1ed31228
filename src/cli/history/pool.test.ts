import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runHistoryCli, runHistoryCliPooled } from './run.ts';
import { captured, writeHistoryFolder } from './history.fixture.ts';

/** Both runs' exit code, stdout and stderr. */
async function both(argv: string[]): Promise<{ inThread: string[]; pooled: string[] }> {
  const a = captured();
  const code = runHistoryCli(argv, a);
  const b = captured();
  const pooledCode = await runHistoryCliPooled(['--jobs', '2', ...argv], b);
  return { inThread: [String(code), a.out, a.err], pooled: [String(pooledCode), b.out, b.err] };
}

// Worker threads start tsx and read the ranks (seconds under load): one generous timeout.
describe('npm run history --jobs 2 (worker threads)', { timeout: 120_000 }, () => {
  const root = writeHistoryFolder();
  // A file that cannot be read (a link to nothing), listed with its reason in both runs.
  const broken = mkdtempSync(join(tmpdir(), 'cce-history-broken-'));
  symlinkSync(join(broken, 'nowhere.jsonl'), join(broken, 'gone.jsonl'));

  test('the same JSON, Markdown, JSON Lines and messages as one thread, byte for byte', async () => {
    for (const argv of [
      ['--json', root, broken],
      [root],
      ['--jsonl', '--include-names', root],
      ['--json', '--since', '2026-01-02', root],
      ['--skip-rerepresent', root],
      ['--json', '--what-if', 'compaction compact_threshold=1000 summary_tokens=100', root],
    ]) {
      const { inThread, pooled } = await both(argv);
      expect(pooled).toEqual(inThread);
      expect(inThread[0]).toBe('0');
    }
  });

  test('the run is the same whatever the number of workers, and one is the same too', async () => {
    const outs: string[] = [];
    for (const jobs of ['1', '3']) {
      const o = captured();
      expect(await runHistoryCliPooled(['--jobs', jobs, '--json', root], o)).toBe(0);
      outs.push(o.out);
    }
    expect(outs[1]).toBe(outs[0]);
  });

  test('errors say what, as in one thread: no log, a bad --jobs', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'cce-history-empty-'));
    const { inThread, pooled } = await both([empty]);
    expect(pooled).toEqual(inThread);
    expect(inThread[0]).toBe('2');
    const o = captured();
    expect(await runHistoryCliPooled(['--jobs', '0', root], o)).toBe(2);
    expect(o.err).toBe('history: --jobs needs at least 1 (1: no worker thread) (see --help)\n');
  });
});
