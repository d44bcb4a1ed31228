/**
 * `npm run savings -- --model ID` with a Claude or Gemini model: the tables say their counts are
 * uncalibrated estimates in the OpenAI encoding, in the page's words (no log calibrates them in the
 * command line); an OpenAI model, or no `--model`, prints them without.
 */
import { describe, expect, test } from 'vitest';
import { ROLL_CALL, commandTests, fixture } from '../commands.fixture.ts';
import { runSavingsCli } from './run.ts';

const { run } = commandTests('savings', runSavingsCli);
const files = [5, 20].map(fixture);
const CLAUDE = "estimate: Claude's tokenizer is not public; load a Claude Code log of this model to calibrate";
const GEMINI = "estimate: Gemini's tokenizer is not public; load a Gemini CLI log of this model to calibrate";
const args = (...more: string[]) => ['--fields', ROLL_CALL.join(','), ...more, ...files];

describe('npm run savings --model: estimates said as the page says them', () => {
  test('Claude: the savings, ordering and break-even tables each end with the uncalibrated sentence', () => {
    const { status, stdout, stderr } = run(...args('--model', 'claude-sonnet-4.5'));
    expect(status).toBe(0);
    expect(stderr).toBe('');
    const tables = stdout.split('\n### ').slice(1);
    const titles = tables.map((t) => t.split('\n')[0]);
    expect(titles).toEqual([
      'Savings of each move',
      'Why one operation has two percentages',
      'How each rung grows with rows: fitted lines',
      'Break-even per move',
    ]);
    for (const i of [0, 1, 3]) expect(tables[i]!.trimEnd().split('\n').at(-1), titles[i]).toBe(CLAUDE);
    // The counts themselves stay as counted in cl100k_base: as received → L1 at 20 rows, 1,931 → 1,372.
    expect(stdout).toContain(
      '| as received → L1 minified JSON, full | 139 (29.39 % of as received; 473 → 334) | 559 (28.95 % of as received; 1,931 → 1,372) |',
    );
    expect(stdout).toContain('| L4 → L5 header aliases | 21 | +2 | 11 queries | −19 | −11 | −1 | +19 | +79 | +179 |');
    expect(stdout.split(CLAUDE)).toHaveLength(4);
  });

  test('Gemini says Gemini’s; the CSV of a table has the same columns as without a model', () => {
    expect(run(...args('--model', 'gemini-2.5-pro')).stdout.split(GEMINI)).toHaveLength(4);
    const csv = run(...args('--model', 'claude-opus-4.5', '--csv', 'break-even')).stdout;
    expect(csv).toBe(run(...args('--csv', 'break-even')).stdout);
    expect(csv.split('\r\n')[6]).toBe('L4 → L5 header aliases,21,2,11,-19,-11,-1,19,79,179');
  });

  test('an OpenAI model, or no --model (the verdict’s default prices only the verdict): no estimate words', () => {
    for (const more of [['--model', 'gpt-4'], []]) {
      const { stdout } = run(...args(...more));
      expect(stdout).not.toContain('estimate');
      expect(stdout).toContain('### Break-even per move');
    }
  });
});
