import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { HistoryAccumulator } from './accumulator.ts';
import { historyBillSentence, historyMissesSentence, missesLead } from './bill-words.ts';
import { dayFunction } from './days.ts';
import { historyVerdict } from './verdict.ts';

const fixture = (name: string) => readFileSync(`fixtures/sessions/${name}`, 'utf8');

function reportOf(files: [string, string][]) {
  const acc = new HistoryAccumulator({ counterFor: nodeCounter, dayOf: dayFunction(null), zone: 'UTC' });
  for (const [file, text] of files) acc.add(file, text);
  return acc.report();
}

describe("the history's bill in words", () => {
  test('misses over 5 % of the bill follow the bill at the head of the answer', () => {
    const report = reportOf([
      ['claude-code-cache.jsonl', fixture('claude-code-cache.jsonl')],
      ['codex-cache.jsonl', fixture('codex-cache.jsonl')],
    ]);
    expect(historyBillSentence(report.bill)).toBe(
      "As logged, 16 requests over 2 sessions cost $0.7217: $0.5617 input (109,444 tokens read from the cache, 78,600 written to it, 30,704 uncached) and $0.1600 output (7,600 tokens), each request at its own model's list price.",
    );
    expect(missesLead(report.bill)).toBe(true);
    expect(historyMissesSentence(report.bill)).toBe(
      "7 cache misses re-wrote 74,528 tokens: $0.3723, 66 % of the input bill; 3 followed idle gaps past the cache's lifetime (5 min, 1 h), 2 changes to earlier text, 1 the logs' compaction, 1 a model switch.",
    );
    expect(
      historyVerdict(report)
        .map((l) => l.id)
        .slice(0, 4),
    ).toEqual(['bill', 'misses', 'what-if', 'change']);
  });

  test('no miss: said under Details, the bill still first', () => {
    const report = reportOf([['claude-code.jsonl', fixture('claude-code.jsonl')]]);
    expect(missesLead(report.bill)).toBe(false);
    const verdict = historyVerdict(report);
    expect(verdict[0]!.id).toBe('bill');
    expect(verdict.find((l) => l.id === 'misses')).toEqual({
      id: 'misses',
      text: 'No cache misses: every request of a thread that used the cache read back what the one before it held.',
      detail: true,
    });
  });

  test("an unknown model's requests are counted as unpriced, never priced at another model's rates", () => {
    const text = fixture('claude-code-cache.jsonl').replaceAll('claude-opus-4-5-20251101', 'claude-nova-9');
    const report = reportOf([['cache.jsonl', text]]);
    expect(historyBillSentence(report.bill)).toBe(
      "As logged, 11 requests over 1 session cost $0.1755: $0.1530 input (85,508 tokens read from the cache, 78,600 written to it, 40 uncached) and $0.0225 output (6,600 tokens), each request at its own model's list price; 6 unpriced requests (claude-nova-9) have no price (–), left out of it.",
    );
    // Sonnet's misses are priced; the unknown model's are not, and the shortfall under 4,096 becomes one under 1,024.
    expect(historyMissesSentence(report.bill)).toBe(
      "6 cache misses re-wrote 59,027 tokens: $0.0776 (no price for 4 of them); 2 followed idle gaps past the cache's lifetime (5 min, 1 h), 2 changes to earlier text, 1 the logs' compaction, 1 a model switch.",
    );
  });
});
