import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { nodeCounter } from '../../../node/counter.ts';
import { HistoryAccumulator } from '../../history/accumulator.ts';
import { dayFunction } from '../../history/days.ts';
import { historyFiles } from '../../history/history.fixture.ts';
import type { HistoryReport } from '../../history/history-model.ts';
import { historyPartsTable, historyRerepresentTable, historyToolsTable } from './history.ts';

function report(files: [string, string][], rerepresent = true): HistoryReport {
  const acc = new HistoryAccumulator({ counterFor: nodeCounter, dayOf: dayFunction(null), zone: 'UTC', rerepresent });
  for (const [file, text] of files) acc.add(file, text);
  return acc.report();
}

describe('the history tables', () => {
  test('a Codex log: recorded reasoning is its own row, out of "not in the log"', () => {
    const codex = report([['rollout.jsonl', readFileSync('fixtures/sessions/codex-rollout.jsonl', 'utf8')]]);
    const parts = historyPartsTable(codex);
    const row = (name: string) => parts.rows.find((r) => r[0]!.text.startsWith(name))!.map((c) => c.text);
    expect(row('Reasoning (recorded)')[1]).toBe('3,120');
    expect(row('Not in the log')[1]).toBe('596,756');
  });

  test("the provider's count says of how many results, one result in the singular", () => {
    const rows = historyToolsTable(report(historyFiles())).rows.map((r) => [r[0]!.text, r[3]!.text]);
    expect(rows).toEqual([
      ['Read', 'not recovered'],
      ['mcp__tracker__list_issues', '78 (2 of 2 results)'],
      ['Bash', '39 (1 of 1 result)'],
      ['Grep', '40 (1 of 1 result)'],
      ['list_issues', '39 (1 of 1 result)'],
      ['shell', '13 (1 of 1 result)'],
    ]);
  });

  test('the re-representation note says why the table is empty: no JSON records, or skipped', () => {
    const plain = historyFiles().filter(([f]) => f.endsWith('README.txt'));
    expect(historyRerepresentTable(report(plain)).notes).toContain(
      'No JSON-record result: no tool returned JSON records to write in other rungs and formats.',
    );
    expect(historyRerepresentTable(report(historyFiles(), false)).notes).toContain(
      'Not measured: the re-representation was skipped (--skip-rerepresent).',
    );
  });
});
