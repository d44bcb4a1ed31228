import { describe, expect, test } from 'vitest';
import { computeLadder } from '../core/ladder/ladder.ts';
import { DEFAULT_PRICE_CHOICE } from '../core/money/choice.ts';
import { aliasLegend, assignAliases } from '../core/serializers/aliases.ts';
import { defaultSchemaResponse } from '../core/session/schema-response.ts';
import { verdictLines } from '../core/verdict/lines.ts';
import { currentVerdict } from '../core/verdict/verdict.ts';
import { verdictState } from '../core/verdict/verdict.fixture.ts';
import { nodeCounter } from '../node/counter.ts';
import { ROLL_CALL, commandTests, fixture, loadRecords } from './commands.fixture.ts';
import { readDatasets } from './ladder.ts';
import type { SavingsJson } from './savings.ts';
import { runSavingsCli } from './savings.ts';

const counter = nodeCounter('cl100k_base');
const { run } = commandTests<SavingsJson>('savings', runSavingsCli);

describe('npm run savings -- --verdict', () => {
  const files = [5, 20, 100, 500].map(fixture);
  const datasets = files.map((path) => ({ label: path, records: loadRecords(path) }));
  const ladder = computeLadder(datasets, ROLL_CALL, counter);
  // As the command reads them: each file also has its text as received.
  const received = computeLadder(readDatasets(files), ROLL_CALL, counter);
  const legend = aliasLegend(ROLL_CALL, assignAliases(ROLL_CALL));
  const schema = defaultSchemaResponse(datasets[3]!.records);

  test('prints the lines the card shows for the same state (own data: against the text as received), one per line', () => {
    // cl100k_base given over GPT-4.1's own o200k_base: the counts are estimates, said on stderr.
    const out = run(
      '--fields',
      ROLL_CALL.join(','),
      '--verdict',
      '--model',
      'gpt-4.1',
      '--encoding',
      'cl100k_base',
      ...files,
    );
    const lines = verdictLines(
      currentVerdict(
        verdictState(
          received,
          { legend: counter.count(legend), schema: counter.count(schema) },
          { pricing: { ...DEFAULT_PRICE_CHOICE, model: 'gpt-4.1' }, baseline: 'as-received' },
        ),
      ),
    );
    expect(out).toEqual({
      status: 0,
      stdout: lines.map((l) => `${l.text}\n`).join(''),
      stderr: 'savings: note: GPT-4.1 counts with o200k_base; these cl100k_base counts are estimates for it\n',
    });
    expect(out.stdout).toContain('the text as received');
  });

  test('--base L0 (or move) compares with L0, as the page does for the built-in fixture', () => {
    const out = run('--fields', ROLL_CALL.join(','), '--verdict', '--model', 'gpt-4.1', '--base', 'L0', ...files);
    const lines = verdictLines(
      currentVerdict(
        verdictState(
          ladder,
          { legend: counter.count(legend), schema: counter.count(schema) },
          { pricing: { ...DEFAULT_PRICE_CHOICE, model: 'gpt-4.1' } },
        ),
      ),
    );
    expect(out).toEqual({
      status: 0,
      stdout: lines.map((l) => `${l.text}\n`).join(''),
      stderr: 'savings: note: GPT-4.1 counts with o200k_base; these cl100k_base counts are estimates for it\n',
    });
    expect(out.stdout).toContain('Per call: $0.017 saved, input tokens at GPT-4.1 list price, $2.00 per million');
    expect(run('--fields', ROLL_CALL.join(','), '--verdict', '--model', 'gpt-4.1', '--base', 'move', ...files)).toEqual(
      out,
    );
  });

  test('an unknown --base is named with the choices', () => {
    const out = run('--verdict', '--base', 'pretty', files[0]!);
    expect(out.status).toBe(2);
    expect(out.stderr).toBe('savings: --base: unknown baseline "pretty"; use move, L0, as-received (see --help)\n');
  });

  test('an unknown model is named with the list', () => {
    const out = run('--verdict', '--model', 'gpt-99', files[0]!);
    expect(out.status).toBe(2);
    expect(out.stderr).toContain('unknown model "gpt-99": use one of claude-sonnet-4.5,');
  });
});
