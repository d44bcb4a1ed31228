import { describe, expect, test } from 'vitest';
import { beforeAfter } from '../sessions/compare.ts';
import type { ReplayStep } from '../sessions/replay.ts';
import { sessionVerdictLines } from './view-verdict.ts';

const steps = (totals: number[], cached: number[] = totals.map(() => 0)): ReplayStep[] =>
  totals.map((total, i) => ({ step: i + 1, total, cachedPrefix: cached[i]!, compacted: false }));
const prices = { perMillion: 3, cachedPerMillion: 0.3 };
const base = { priceName: 'Claude Sonnet 4.5', currency: 'USD', encoding: 'cl100k_base', compactions: [] } as const;

describe('sessionVerdictLines', () => {
  test('a strategy that sends fewer tokens and costs less: both said, the percentage naming its denominator', () => {
    const run = beforeAfter(steps([10_000, 20_000]), steps([10_000, 12_000]), null, prices);
    expect(sessionVerdictLines({ ...base, run, strategy: 'the placeholder (17 tokens)', estimate: false })).toEqual([
      {
        id: 'headline',
        text: 'Over all 2 steps, the placeholder (17 tokens) sends 8,000 fewer input tokens than the run as logged (26.67 % of as logged: 30,000 tokens).',
      },
      {
        id: 'money',
        text: 'Modelled at Claude Sonnet 4.5 prices with the prompt cache (each request reads what it shares with the one before), that is $0.0240 less over the run ($0.0900 without the strategy, $0.0660 with it).',
      },
      {
        id: 'counting',
        text: 'Tokens counted with cl100k_base, plus what the log records beyond its texts, unchanged by the strategy.',
      },
    ]);
  });

  test('no strategy: what the run as logged sent and cost; the log’s compactions named; estimates said', () => {
    const run = beforeAfter(steps([1_000]), steps([1_000]), null, prices);
    const lines = sessionVerdictLines({
      ...base,
      run,
      strategy: null,
      estimate: true,
      model: 'claude-opus-4-5',
      compactions: [20, 41],
    });
    expect(lines.map((l) => l.text)).toEqual([
      'Over the 1 step, the run as logged sent 1,000 input tokens ($0.0030 modelled at Claude Sonnet 4.5 prices with the prompt cache). Choose a strategy to see what it would save.',
      "Tokens counted with cl100k_base (estimates: claude-opus-4-5 has its own tokenizer), plus what the log records beyond its texts, unchanged by the strategy; both lines keep the log's own compactions before steps 20 and 41.",
    ]);
  });

  test('a strategy that changes nothing says it saves nothing', () => {
    const run = beforeAfter(steps([500, 600]), steps([500, 600]), null, prices);
    const [headline, money] = sessionVerdictLines({ ...base, run, strategy: 'a summary', estimate: false });
    expect(headline!.text).toBe(
      'Over all 2 steps, a summary sends as many input tokens as the run as logged (1,100): it saves nothing here.',
    );
    expect(money!.text).toBe(
      'Modelled at Claude Sonnet 4.5 prices with the prompt cache (each request reads what it shares with the one before), that is the same over the run ($0.0033 without the strategy, $0.0033 with it).',
    );
  });
});
