import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { expect, test } from 'vitest';
import { runHistoryCli } from './history.ts';
import { captured, writeHistoryFolder } from './history.fixture.ts';

/** The README's "tokens by tool" query, word for word but the file's name. */
const TOKENS_BY_TOOL = (file: string) => `SELECT tool, count(*) AS calls, sum(tokens) AS tokens
FROM read_json_auto('${file}')
GROUP BY tool
ORDER BY tokens DESC, tool`;

test("DuckDB's tokens by tool over npm run history --jsonl equals the history's own tool table", async () => {
  const o = captured();
  expect(runHistoryCli(['--jsonl', writeHistoryFolder()], o)).toBe(0);
  const file = join(mkdtempSync(join(tmpdir(), 'cce-duckdb-')), 'results.jsonl');
  writeFileSync(file, o.out);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const rows = (await connection.runAndReadAll(TOKENS_BY_TOOL(file))).getRowObjectsJson();
  connection.closeSync();
  expect(rows).toEqual([
    { tool: 'Read', calls: '3', tokens: '353' },
    { tool: 'mcp__tracker__list_issues', calls: '2', tokens: '78' },
    { tool: 'Bash', calls: '1', tokens: '60' },
    { tool: 'Grep', calls: '1', tokens: '40' },
    { tool: 'list_issues', calls: '1', tokens: '39' },
    { tool: 'shell', calls: '1', tokens: '13' },
  ]);
});
