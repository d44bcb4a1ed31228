import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { claudeCodeLog } from '../../testing/generated-logs/claude-code.ts';
import { CODEX_MODEL, codexLog } from '../../testing/generated-logs/codex.ts';
import { sessionScript } from '../../testing/generated-logs/script.ts';
import { runSessionCli } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'cce-session-model-'));
const script = sessionScript(6, 3, 4);

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = runSessionCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

// Generated logs: a Codex rollout whose model is gpt-5.4 (a GPT-5 point release without a price
// here) and a Claude Code session of claude-opus-4-5.
const codex = file('codex.jsonl', codexLog(script).replaceAll(CODEX_MODEL, 'gpt-5.4'));
const opus = file('opus.jsonl', claudeCodeLog({ ...script, model: 'claude-opus-4-5-20251101' }));

test('a Codex log of gpt-5.4 is counted with o200k_base and called exact; its missing price is said', () => {
  const { code, stdout, stderr } = run(['--json', codex]);
  expect(code).toBe(0);
  const json = JSON.parse(stdout);
  expect([json.model, json.encoding, json.exact]).toEqual(['gpt-5.4', 'o200k_base', true]);
  expect(stderr).toBe(
    "session: The log's model, gpt-5.4 (GPT-5 family), has no price in the catalogue: costs at Claude Sonnet 4.5 prices, the model chosen; give --prices IN,CACHED to type its prices.\n",
  );
  // --encoding overrides the log's model: then the counts are estimates.
  const over = JSON.parse(run(['--json', '--encoding', 'cl100k_base', codex]).stdout);
  expect([over.encoding, over.exact]).toEqual(['cl100k_base', false]);
  expect(run([codex]).stdout).toContain(
    'Counts are exact: gpt-5.4 (GPT-5 family) counts with o200k_base, the encoding used.',
  );
});

test('a Claude Code log of claude-opus-4-5 is priced at Opus 4.5, its counts estimates', () => {
  const args = ['--json', '--strategy', 'placeholder', '--keep', '1'];
  const { stdout, stderr } = run([...args, opus]);
  const json = JSON.parse(stdout);
  expect([json.model, json.encoding, json.exact]).toEqual(['claude-opus-4-5-20251101', 'cl100k_base', false]);
  expect(stderr).toBe("session: Costs at Claude Opus 4.5 prices: the log's model, claude-opus-4-5-20251101.\n");
  expect(json.replay.cost).toEqual(JSON.parse(run([...args, '--model', 'claude-opus-4.5', opus]).stdout).replay.cost);
  // Opus 4.5's input is 5 per million against Sonnet 4.5's 3: 5/3 of the Sonnet cost.
  const sonnet = JSON.parse(run([...args, '--model', 'claude-sonnet-4.5', opus]).stdout).replay.cost;
  expect(json.replay.cost.before).toBeCloseTo((sonnet.before * 5) / 3, 10);
  expect(run(['--model', 'gpt-5', '--encoding', 'cl100k_base', codex]).stderr).toContain(
    'session: note: GPT-5 counts with o200k_base; these cl100k_base counts are estimates for it\n',
  );
});
