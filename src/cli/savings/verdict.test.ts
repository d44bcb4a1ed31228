import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fieldPathsOf } from '../../core/fields/field-tree.ts';
import { generateSparseListing } from '../../core/builtin-data/sparse-listing.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import { DEFAULT_PRICE_CHOICE } from '../../core/money/choice.ts';
import { aliasLegend, assignAliases } from '../../core/serializers/aliases.ts';
import { defaultSchemaResponse } from '../../core/analysis/schema-response.ts';
import { verdictLines } from '../../core/verdict/lines.ts';
import { currentVerdict } from '../../core/verdict/verdict.ts';
import { verdictState } from '../../core/verdict/verdict.fixture.ts';
import { nodeCounter } from '../../node/counter.ts';
import { ROLL_CALL, commandTests, fixture, loadRecords } from '../commands.fixture.ts';
import { readDatasets } from '../read-files.ts';
import { callFor, callSettingsOf, DEFAULT_CALL } from '../../core/mcp/call-form.ts';
import type { SavingsJson } from './run.ts';
import { runSavingsCli } from './run.ts';

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

  test('an open model without a price: no money, and no page control named', () => {
    const out = run('--verdict', '--model', 'llama-3.3-70b', files[2]!);
    expect(out.stdout).toContain('Money: no price (Llama 3.3 70B is open-weight: no list price). Per call: ');
    expect(out.stdout).not.toMatch(/Model and price|this page|sidebar/);
  });

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
          {
            pricing: { ...DEFAULT_PRICE_CHOICE, model: 'gpt-4.1' },
            baseline: 'as-received',
            availableFields: Object.keys(datasets[0]!.records[0]!),
          },
        ),
      ),
    );
    // The answer first, as the page's card shows it.
    expect(lines[0]).toEqual({
      id: 'answer',
      text: '4 of 8 fields as L5 Aliased header: 9,683 → 1,179 tokens per response at 100 rows (−87.8 %); $0.0170 saved per call at GPT-4.1, paid back on the first call.',
    });
    expect(out).toEqual({
      status: 0,
      stdout: lines.map((l) => `${l.text}\n`).join(''),
      stderr: 'savings: note: GPT-4.1 counts with o200k_base; these cl100k_base counts are estimates for it\n',
    });
    expect(out.stdout).toContain('the text as received');
  });

  test('--transport and --host: the page’s call verdict, word for word, against the call as received', () => {
    const out = run(
      '--fields',
      ROLL_CALL.join(','),
      '--verdict',
      '--transport',
      'mcp-2025',
      '--host',
      'claude-code',
      ...files,
    );
    const settings = {
      ...callSettingsOf(callFor(DEFAULT_CALL, Object.keys(datasets[0]!.records[0]!)), ROLL_CALL),
      host: { id: 'claude-code' as const },
    };
    const called = computeLadder(readDatasets(files), ROLL_CALL, counter, [], { transport: 'mcp-2025', settings });
    const lines = verdictLines(
      currentVerdict(
        verdictState(
          called,
          { legend: counter.count(legend), schema: counter.count(schema) },
          { baseline: 'as-received', transport: 'mcp-2025', availableFields: Object.keys(datasets[0]!.records[0]!) },
        ),
      ),
    );
    expect(lines[0]!.text).toBe(
      '4 of 8 fields as L5 Aliased header: 9,709 → 1,205 tokens per call at 100 rows (−87.6 %); $0.0255 saved per call at Claude Sonnet 4.5, paid back on the first call.',
    );
    expect(out).toEqual({ status: 0, stdout: lines.map((l) => `${l.text}\n`).join(''), stderr: '' });
    expect(out.stdout).toContain('against 9,709 for the call carrying the text as received');
    expect(run('--transport', 'mcp-2025', ...files)).toMatchObject({ status: 2 });
  });

  test('--base L0 (or move) compares with L0, as the page does for the built-in fixture', () => {
    const out = run(
      '--fields',
      ROLL_CALL.join(','),
      '--verdict',
      '--model',
      'gpt-4.1',
      '--encoding',
      'cl100k_base',
      '--base',
      'L0',
      ...files,
    );
    const lines = verdictLines(
      currentVerdict(
        verdictState(
          ladder,
          { legend: counter.count(legend), schema: counter.count(schema) },
          {
            pricing: { ...DEFAULT_PRICE_CHOICE, model: 'gpt-4.1' },
            availableFields: Object.keys(datasets[0]!.records[0]!),
          },
        ),
      ),
    );
    expect(out).toEqual({
      status: 0,
      stdout: lines.map((l) => `${l.text}\n`).join(''),
      stderr: 'savings: note: GPT-4.1 counts with o200k_base; these cl100k_base counts are estimates for it\n',
    });
    expect(out.stdout).toContain('Per call: $0.0170 saved, input tokens at GPT-4.1 list price, $2.00 per million');
    expect(
      run(
        '--fields',
        ROLL_CALL.join(','),
        '--verdict',
        '--model',
        'gpt-4.1',
        '--encoding',
        'cl100k_base',
        '--base',
        'move',
        ...files,
      ),
    ).toEqual(out);
    expect(out.stdout).toContain(
      'Of the 8,504 tokens saved: dropping fields (L0 → L2, 4 of 8 fields kept) saves 5,942 tokens (61.37 % of L0); changing representation (L2 → L5) saves 2,562 tokens (26.46 % of L0).',
    );
  });

  test('an unknown --base is named with the choices', () => {
    const out = run('--verdict', '--base', 'pretty', files[0]!);
    expect(out.status).toBe(2);
    expect(out.stderr).toBe('savings: --base: unknown baseline "pretty"; use move, L0, as-received (see --help)\n');
  });

  test('a listing whose alias legend outweighs its saving: L1 over 25 calls, L5 passed over, L4 and L5 said to lose', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cce-sparse-'));
    const records = generateSparseListing(60);
    const [first5, all] = [join(dir, 'first-5.json'), join(dir, 'listing.json')];
    writeFileSync(first5, JSON.stringify(records.slice(0, 5)));
    writeFileSync(all, JSON.stringify(records));
    const names = fieldPathsOf(records);
    const legend = counter.count(aliasLegend(names, assignAliases(names)));
    expect(legend).toBe(758);
    // Against L0 and in cl100k_base, the figures the fixture was built for.
    const out = run('--verdict', '--model', 'gpt-4.1', '--encoding', 'cl100k_base', '--base', 'L0', first5, all);
    expect(out.status).toBe(0);
    expect(out.stdout).toContain(
      'L5 Aliased header is smaller per response (1,251 against 1,253 tokens), but it needs 758 tokens read once per session (alias legend 758 tokens): over 25 calls it costs 32,033 tokens against 31,325 for L1.',
    );
    expect(out.stdout).toContain('dropping fields saves 0 tokens (all 81 fields kept)');
    const at5 = run('--verdict', '--at', '5', '--base', 'L0', first5, all);
    expect(at5.stdout).toContain(
      'Losing moves at 5 rows: L4 costs more than L3 at 5 rows: 712 against 124 tokens per response (588 more); L4 costs more than L0 at 5 rows: 712 against 185 tokens per response (527 more); L5 costs more than L0 at 5 rows: 211 against 185 tokens per response (26 more).',
    );
  });

  test('an unknown model is named with the list', () => {
    const out = run('--verdict', '--model', 'gpt-99', files[0]!);
    expect(out.status).toBe(2);
    expect(out.stderr).toContain('unknown model "gpt-99": use one of claude-sonnet-4.5,');
  });
});
