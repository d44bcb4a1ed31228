import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { sessionBill } from '../bill/bill.ts';
import type { WhatIfParams } from '../bill/what-ifs.ts';
import { DEFAULT_WHAT_IF_PARAMS, whatIfCost, whatIfInput } from '../bill/what-ifs.ts';
import { sessionWhatIfs } from '../bill/session-what-ifs.ts';
import { DEFAULT_PLACEHOLDER } from '../conversation/sim-form.ts';
import { followedEncoding } from '../models/exactness.ts';
import { matchModel } from '../models/model-match.ts';
import { profileSession, unseenTokens } from '../sessions/profile.ts';
import { readSession } from '../sessions/readers/read-session.ts';
import { replaySession } from '../sessions/replay.ts';
import { HistoryAccumulator } from './accumulator.ts';
import { dayFunction } from './days.ts';
import { fileFacts } from './file-facts.ts';
import type { HistoryReport } from './history-model.ts';
import type { HistoryWhatIf } from './what-if-accumulator.ts';
import { historyWhatIfTotals } from './what-if-words.ts';

const fixture = (name: string) => readFileSync(`fixtures/sessions/${name}`, 'utf8');
/** OpenAI compaction low enough to compact the Codex log: summary steps and a miss more. */
const COMPACTING: WhatIfParams = {
  ...DEFAULT_WHAT_IF_PARAMS,
  compaction: { compactThreshold: 10_000, summaryTokens: null },
};

function report(files: [string, string][], whatIfParams?: WhatIfParams): HistoryReport {
  const acc = new HistoryAccumulator({ counterFor: nodeCounter, dayOf: dayFunction(null), zone: 'UTC', whatIfParams });
  for (const [file, text] of files) acc.add(file, text);
  return acc.report();
}

/** The log's what-ifs as `npm run session` prices them (`runWhatIfs`). */
function sessionWhatIfsOf(name: string, params: WhatIfParams) {
  const session = readSession(fixture(name), name);
  const counter = nodeCounter(followedEncoding(matchModel(session.model)?.tokenizer));
  const profile = profileSession(session, counter);
  const unseen = unseenTokens(profile);
  const none = replaySession(session, profile.itemTokens, { kind: 'none' }, unseen);
  const bill = sessionBill(session);
  const placeholder = counter.count(DEFAULT_PLACEHOLDER);
  return sessionWhatIfs(bill, { session, itemTokens: profile.itemTokens, unseen, none, placeholder }, params);
}

describe("a thread's what-ifs, request by request", () => {
  test.each(['claude-code-cache.jsonl', 'codex-cache.jsonl'])(
    '%s: summed over its requests, they are the session’s what-ifs, summary steps included',
    (name) => {
      const facts = fileFacts(name, fixture(name), { counterFor: nodeCounter, whatIfParams: COMPACTING });
      if (facts.kind !== 'log') throw new Error(facts.reason);
      const thread = facts.threads[0]!.whatIfs;
      const session = sessionWhatIfsOf(name, COMPACTING);
      expect(thread.map((w) => [w.id, w.name])).toEqual(session.map((w) => [w.id, w.name]));
      session.forEach((w, i) => {
        const t = thread[i]!;
        const sum = (xs: readonly (number | null)[]) => xs.reduce<number>((n, x) => n + x!, 0);
        expect(sum(t.input)).toBe(whatIfInput(w.bill, w.extra));
        expect(sum(t.cost)).toBeCloseTo(whatIfCost(w.bill, w.extra)!, 12);
        expect(sum(t.summarySteps)).toBe(w.extra.requests);
        expect(t.misses).toEqual(w.bill.misses.map((m) => m.step));
      });
      if (name === 'codex-cache.jsonl') expect(thread[0]!.summarySteps).toEqual([0, 1, 1, 1, 1]);
    },
  );
});

describe("the history's what-ifs", () => {
  test('a resumed session is priced as the one session it continues: its re-logged requests once, its new ones in context', () => {
    const full = fixture('claude-code-cache.jsonl');
    const lines = full.trimEnd().split('\n');
    // The first 4 requests logged, then the whole session logged again under a new id (a resume).
    const earlier = lines.slice(0, 13).join('\n') + '\n';
    const resumed = full.replaceAll('"sessionId":"session-cache"', '"sessionId":"session-resumed"');
    const once = report([['cache.jsonl', full]]);
    const twice = report([
      ['earlier.jsonl', earlier],
      ['resumed.jsonl', resumed],
    ]);
    expect(twice.duplicateSteps).toBe(4);
    // The 5-minute lifetime does not apply to the earlier log (it wrote no 1-hour entries): its
    // requests count as logged, as the whole session's re-billing leaves them.
    const applied = { 'ttl-1h': [11, 2], 'ttl-5m': [7, 1] } as const;
    for (const id of ['ttl-1h', 'ttl-5m'] as const) {
      const [a, b] = [once, twice].map((r) => r.whatIfs.list.find((w) => w.id === id)!) as [
        HistoryWhatIf,
        HistoryWhatIf,
      ];
      expect([b.requests, b.sessions]).toEqual(applied[id]);
      const [ta, tb] = [historyWhatIfTotals(once, a), historyWhatIfTotals(twice, b)];
      expect(tb.input).toBe(ta.input);
      expect(tb.cost).toBeCloseTo(ta.cost!, 12);
      expect(tb.misses).toBe(ta.misses);
      expect(tb.change.money).toBeCloseTo(ta.change.money!, 12);
    }
    expect(historyWhatIfTotals(once, once.whatIfs.list[0]!).change.money).toBeCloseTo(-0.0722136, 7);
  });

  test('each what-if over the history is the bill with the requests it re-billed replaced; the rest count as logged', () => {
    const r = report(
      [
        ['claude-code-cache.jsonl', fixture('claude-code-cache.jsonl')],
        ['codex-cache.jsonl', fixture('codex-cache.jsonl')],
      ],
      COMPACTING,
    );
    const codex = sessionWhatIfsOf('codex-cache.jsonl', COMPACTING)[0]!;
    const compaction = r.whatIfs.list.find((w) => w.id === 'compaction')!;
    expect(compaction).toMatchObject({ sessions: 1, requests: 5, summarySteps: 4, loggedMisses: 2, misses: 3 });
    const totals = historyWhatIfTotals(r, compaction);
    expect(totals.change.tokens).toBe(-69_800);
    expect(totals.input).toBe(218_748 + 69_800);
    expect(totals.misses).toBe(7 + 1);
    expect(totals.cost).toBeCloseTo(0.721661 + whatIfCost(codex.bill, codex.extra)! - 0.0513, 4);
    expect(r.whatIfs.params.compaction.compactThreshold).toBe(10_000);
  });
});
