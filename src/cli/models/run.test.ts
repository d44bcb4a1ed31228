import { describe, expect, test } from 'vitest';
import { MODEL_PRICES } from '../../core/models/catalogue.ts';
import { OPEN_MODELS } from '../../core/models/open-models.ts';
import { captured } from '../history/history.fixture.ts';
import type { ModelJson } from './run.ts';
import { runModelsCli } from './run.ts';

function run(...argv: string[]) {
  const o = captured();
  const status = runModelsCli(argv, o);
  return { status, stdout: o.out, stderr: o.err };
}

describe('npm run models', () => {
  test('--json: every model --model takes, with tokenizer, exactness, prices in their currency, window', () => {
    const { status, stdout, stderr } = run('--json');
    expect([status, stderr]).toEqual([0, '']);
    const { models } = JSON.parse(stdout) as { models: ModelJson[] };
    expect(models).toHaveLength(MODEL_PRICES.filter((m) => m.vendor !== 'custom').length + OPEN_MODELS.length);
    const byId = new Map(models.map((m) => [m.id, m]));
    expect(byId.get('claude-sonnet-4.5')).toEqual({
      id: 'claude-sonnet-4.5',
      name: 'Claude Sonnet 4.5',
      vendor: 'Anthropic',
      tokenizer: 'own',
      exact: false,
      currency: 'USD',
      prices: { input: 3, cachedInput: 0.3, cacheWrite: 3.75, output: 15 },
      contextWindow: 200_000,
    });
    expect(byId.get('gpt-5')).toMatchObject({ tokenizer: 'o200k_base', exact: true, currency: 'USD' });
    expect(byId.get('gemma-3-27b')).toMatchObject({ tokenizer: 'gemma3', exact: true, currency: null, prices: null });
  });

  test('Markdown: one row a model, an estimate said for Claude', () => {
    const { status, stdout } = run();
    expect(status).toBe(0);
    expect(stdout).toContain(
      "| claude-sonnet-4.5 | Claude Sonnet 4.5 | Anthropic's own | estimate (cl100k_base) | $3.00 | $0.30 | $15.00 | 200,000 |",
    );
    expect(stdout).toContain('| gemma-3-27b | Gemma 3 27B | gemma3 | exact | — | — | — | 131,072 |');
  });

  test('an argument is refused, exit 2', () => {
    expect(run('x')).toEqual({
      status: 2,
      stdout: '',
      stderr: 'models: models takes no argument, got "x" (see --help)\n',
    });
  });
});
