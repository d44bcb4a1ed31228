import { describe, expect, test } from 'vitest';
import { historyFiles } from '../core/history/history.fixture.ts';
import { nodeCounter } from '../node/counter.ts';
import { readHistoryFiles } from './history-reader.ts';
import type { HistoryFileRef, HistoryProgress } from './protocol.ts';

const refs = (files: [string, string][]): HistoryFileRef[] =>
  files.map(([path, text]) => ({
    file: new File([text], path.split('/').at(-1)!),
    path: `logs/${path}`,
    inFolder: true,
  }));

function read(files: HistoryFileRef[], cancelAfter = Infinity) {
  const seen: HistoryProgress[] = [];
  return readHistoryFiles(files, {
    counterFor: nodeCounter,
    zone: 'UTC',
    onProgress: (p) => seen.push(p),
    cancelled: () => seen.length >= cancelAfter,
    pause: () => Promise.resolve(),
    maxBytes: 12000,
  }).then((r) => ({ read: r, seen }));
}

describe('the page reads a generated history in the worker', () => {
  test('per-tool totals, the duplicate counted once, the subagent attached, bad files skipped with reasons', async () => {
    const files = refs(historyFiles());
    files.push({ file: new File(['x'.repeat(12001)], 'big.jsonl'), path: 'logs/big.jsonl', inFolder: true });
    const { read: r, seen } = await read(files);
    if (r.kind !== 'done') throw new Error('not cancelled');
    const { report } = r;
    // The same totals as `npm run history -- --json` of these files (cli/history/run.test.ts).
    expect(report.tools.map((t) => [t.tool, t.calls, t.tokens])).toEqual([
      ['Read', 3, 353],
      ['mcp__tracker__list_issues', 2, 78],
      ['Bash', 1, 60],
      ['Grep', 1, 40],
      ['list_issues', 1, 39],
      ['shell', 1, 13],
    ]);
    // s1's subagent (2 requests) attached; s2 resumes s1: its 6 requests logged again counted once.
    expect(report.sessions.map((s) => [s.sessionId, s.steps, s.subagentSteps, s.duplicateSteps])).toEqual([
      ['s1', 6, 2, 0],
      ['s2', 1, 0, 6],
      ['c1', 2, 0, 0],
      ['g1', 2, 0, 0],
      ['f1', 1, 0, 0],
    ]);
    expect(report.skipped).toEqual([
      { file: 'logs/notes/README.txt', reason: 'not a .jsonl, .json or .ndjson file' },
      { file: 'logs/notes/empty.jsonl', reason: 'empty file' },
      {
        file: 'logs/other/events.jsonl',
        reason:
          'no line has the shape of a Claude Code, Codex CLI or Gemini CLI log (an unknown format or version; line types: event)',
      },
      {
        file: 'logs/big.jsonl',
        reason:
          "12001 bytes, more than the 12000 bytes one file may have (a JavaScript string's limit): not read; split it into parts (split -l) to read it",
      },
    ]);
    // s2's last line is cut off (written while the agent ran): left out, said where.
    expect(report.warnings.map((w) => w.file)).toContain('logs/projects/shop/s2.jsonl');
    expect(seen.at(-1)).toEqual({ files: 10, totalFiles: 10, bytes: 39335, totalBytes: 39335 });
    expect(seen).toHaveLength(10);
  });

  test('a cancel stops between files and says how far it got', async () => {
    const { read: r } = await read(refs(historyFiles()), 2);
    // s1.jsonl (10,258 bytes) and its subagent's file (1,961) were read.
    expect(r).toEqual({ kind: 'cancelled', progress: { files: 2, totalFiles: 9, bytes: 12219, totalBytes: 27334 } });
  });
});
