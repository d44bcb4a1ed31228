/** Logs written into fresh temporary folders for the command's tests: the generated history, the cache logs. */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { historyFiles } from '../../core/history/history.fixture.ts';
import type { CliOutput } from '../runner.ts';

/** A temporary folder holding the generated history's files; returns its path. */
export function writeHistoryFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'cce-history-'));
  for (const [file, text] of historyFiles()) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

/** A temporary folder of `names` from fixtures/sessions: the two cache logs and an existing Claude Code log (with an in-file subagent thread). */
export function writeCacheFolder(
  names: readonly string[] = ['claude-code-cache.jsonl', 'codex-cache.jsonl', 'claude-code.jsonl'],
): string {
  const root = mkdtempSync(join(tmpdir(), 'cce-history-bill-'));
  for (const name of names) copyFileSync(`fixtures/sessions/${name}`, join(root, name));
  return root;
}

/** An output that keeps what the command writes. */
export function captured(): CliOutput & { out: string; err: string } {
  const o = {
    out: '',
    err: '',
    stdout: (t: string) => void (o.out += t),
    stderr: (t: string) => void (o.err += t),
  };
  return o;
}
