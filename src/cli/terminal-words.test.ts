/**
 * A terminal never gets the page's words: core says what is missing (a price, a calibration), and
 * each command says how to give it by its own flags. Every command run here with an unpriced model.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { CODEX_MODEL, codexLog } from '../testing/generated-logs/codex.ts';
import { sessionScript } from '../testing/generated-logs/script.ts';
import type { CliOutput } from './runner.ts';
import { fixture } from './commands.fixture.ts';
import { runCountCli } from './count/run.ts';
import { runLadderCli } from './ladder/run.ts';
import { runSavingsCli } from './savings/run.ts';
import { runSessionCli } from './session/run.ts';
import { sessionFixture } from './session/session.fixture.ts';
import { runTransportCli } from './transport/run.ts';

// A Codex log of a model without a price: the command prices it at its default model and says so.
const unpricedLog = join(mkdtempSync(join(tmpdir(), 'cce-words-')), 'codex.jsonl');
writeFileSync(unpricedLog, codexLog(sessionScript(6, 3, 4)).replaceAll(CODEX_MODEL, 'gpt-5.4'));

const PAGE_WORDS = [
  /Model and price/,
  /Download (CSV|PNG|\.md)/,
  /verdict card/,
  /the settings'/,
  /sidebar/i,
  /\bclick/i,
  /dashboard/i,
];

function run(cli: (argv: readonly string[], output: CliOutput) => number, argv: string[]): string {
  let text = '';
  const output = { stdout: (t: string) => (text += t), stderr: (t: string) => (text += t) };
  expect(cli(argv, output)).toBe(0);
  return text;
}

test.each([
  ['savings --verdict', runSavingsCli, ['--verdict', '--model', 'llama-3.3-70b', fixture(20)]],
  ['savings --tables', runSavingsCli, ['--model', 'gemma-3-27b', '--fields', 'id,status', fixture(20)]],
  ['ladder', runLadderCli, ['--model', 'claude-sonnet-4-5', fixture(5)]],
  ['transport', runTransportCli, ['--model', 'llama-3.3-70b', fixture(5)]],
  ['count', runCountCli, ['--model', 'gemini-2.5-pro', fixture(5)]],
  ['session', runSessionCli, ['--model', 'llama-3.3-70b', '--tables', sessionFixture('claude-code.jsonl')]],
  ['session of an unpriced log model', runSessionCli, ['--tables', unpricedLog]],
] as const)('%s names no control of the page', (_, cli, argv) => {
  const text = run(cli, [...argv]);
  expect(text.length).toBeGreaterThan(100);
  for (const word of PAGE_WORDS) expect(text).not.toMatch(word);
});
