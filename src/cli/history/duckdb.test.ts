import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { expect, test } from 'vitest';
import { runHistoryCli } from './run.ts';
import { captured, writeHistoryFolder } from './history.fixture.ts';

/** docs/sessions.md's "tokens by tool" query, word for word but the file's name. */
const TOKENS_BY_TOOL = (file: string) => `SELECT tool, count(*) AS calls, sum(tokens) AS tokens, sum(carried) AS carried
FROM read_json_auto('${file}')
GROUP BY tool
ORDER BY carried DESC, tool`;

test("DuckDB over npm run history --jsonl: the history's tool table, and its costliest tool first", async () => {
  const root = writeHistoryFolder();
  const o = captured();
  expect(runHistoryCli(['--jsonl', root], o)).toBe(0);
  const file = join(mkdtempSync(join(tmpdir(), 'cce-duckdb-')), 'results.jsonl');
  writeFileSync(file, o.out);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const rows = (await connection.runAndReadAll(TOKENS_BY_TOOL(file))).getRowObjectsJson();
  connection.closeSync();
  // The same figures as --json's tool table, row for row.
  const json = captured();
  expect(runHistoryCli(['--json', root], json)).toBe(0);
  const tools = (JSON.parse(json.out) as { tools: { tool: string; calls: number; tokens: number; carried: number }[] })
    .tools;
  const byCarried = [...tools].sort((a, b) => b.carried - a.carried || a.tool.localeCompare(b.tool));
  expect(rows).toEqual(
    byCarried.map((t) => ({ tool: t.tool, calls: `${t.calls}`, tokens: `${t.tokens}`, carried: `${t.carried}` })),
  );
  expect(rows[0]).toEqual({ tool: 'Read', calls: '3', tokens: '353', carried: rows[0]!.carried });
  // The History view's verdict names the same costliest tool with the same carried tokens.
  const markdown = captured();
  expect(runHistoryCli([root], markdown)).toBe(0);
  const top = rows[0]! as { tool: string; carried: string };
  expect(markdown.out).toContain(
    `The costliest tool: ${top.tool}, 3 results of 353 tokens carried into later requests for ${Number(top.carried).toLocaleString('en-US')} input tokens`,
  );
});
