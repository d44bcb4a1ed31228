import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { tableToMarkdown } from '../../core/report/table.ts';
import { historyWhatIfTable } from '../../core/report/tables/history-what-ifs.ts';
import { parseHistoryArgs } from './args.ts';
import { readHistory, runHistoryCli } from './run.ts';
import { captured, writeCacheFolder } from './history.fixture.ts';
import { runSession } from '../session/session.fixture.ts';

interface WhatIfJson {
  id: string;
  chosen: boolean;
  input: number;
  cost: number;
  change: { tokens: number; money: number; disagree: boolean };
  misses: number;
  sessions: number;
  setting: string;
}

const LOGS = ['claude-code-cache.jsonl', 'codex-cache.jsonl'];
/** OpenAI compaction low enough to compact the Codex log (summary steps, a miss more). */
const COMPACTING = 'compaction compact_threshold=10000';

function history(argv: string[]) {
  const o = captured();
  const code = runHistoryCli(argv, o);
  return { code, stdout: o.out, stderr: o.err };
}

describe('npm run history: the what-ifs, as npm run session prices them', () => {
  const root = writeCacheFolder(LOGS);

  test("--json: the 1-hour lifetime costs the Claude log's $0.0722 more; the Codex log gets only compaction", () => {
    const json = JSON.parse(history(['--json', root]).stdout) as { whatIfs: WhatIfJson[] };
    const session = (name: string) =>
      (JSON.parse(runSession(['--json', join(root, name)]).stdout) as { whatIfs: WhatIfJson[] }).whatIfs;
    expect(session('codex-cache.jsonl').map((w) => w.id)).toEqual(['compaction']);
    expect(json.whatIfs.map((w) => [w.id, w.sessions])).toEqual([
      ['ttl-1h', 1],
      ['ttl-5m', 1],
      ['clear_tool_uses_20250919', 1],
      ['compact_20260112', 1],
      ['auto-compact-off', 1],
      ['compaction', 1],
    ]);
    const ttl = json.whatIfs[0]!;
    expect(ttl.change.money).toBeCloseTo(-0.0722136, 7);
    expect(ttl.change.money).toBeCloseTo(session('claude-code-cache.jsonl')[0]!.change.money, 12);
    expect(ttl).toMatchObject({ input: 218_748, misses: 6, chosen: false });
    expect(ttl.cost).toBeCloseTo(0.721661 + 0.0722136, 7);
    expect(ttl.setting).toBe(session('claude-code-cache.jsonl')[0]!.setting);
  });

  test.each([[[]], [['--what-if', COMPACTING]]])(
    "each what-if's change over the history is the sum of the sessions' (%j)",
    (asked) => {
      const json = JSON.parse(history(['--json', ...asked, root]).stdout) as {
        whatIfs: WhatIfJson[];
        bill: { misses: { misses: number } };
      };
      // Session refuses a --what-if its log has not (compaction on the Claude log): the others run at their defaults.
      const runs = LOGS.map(
        (name) =>
          JSON.parse(
            runSession(['--json', ...(name === 'codex-cache.jsonl' ? asked : []), join(root, name)]).stdout,
          ) as {
            whatIfs: WhatIfJson[];
            bill: { misses: unknown[] };
          },
      );
      for (const w of json.whatIfs) {
        const each = runs.flatMap((r) => r.whatIfs.filter((x) => x.id === w.id).map((x) => ({ x, r })));
        expect(w.sessions).toBe(each.length);
        expect(w.change.tokens).toBe(each.reduce((n, { x }) => n + x.change.tokens, 0));
        expect(w.change.money).toBeCloseTo(
          each.reduce((n, { x }) => n + x.change.money, 0),
          12,
        );
        expect(w.misses - json.bill.misses.misses).toBe(
          each.reduce((n, { x, r }) => n + x.misses - r.bill.misses.length, 0),
        );
      }
      if (asked.length > 0) {
        const compaction = json.whatIfs.find((w) => w.id === 'compaction')!;
        expect(compaction).toMatchObject({ chosen: true, change: { tokens: -69_800 }, misses: 8 });
      }
    },
  );

  test('the answer gains the what-if sentence over the whole history; --tables its table', () => {
    const { stdout } = history(['--tables', root]);
    expect(stdout.split('\n')[6]).toBe(
      'Switching on the 5-minute cache lifetime would have cost $0.6910 instead of $0.7217: $0.0306 less (4 % of the bill as logged), with the same input tokens.',
    );
    const { report } = readHistory(parseHistoryArgs([root]));
    expect(stdout).toContain(tableToMarkdown(historyWhatIfTable(report)));
    expect(stdout).toContain('| 1-hour cache lifetime | 1 | 218,748 | no change | $0.7939 | $0.0722 more | 6 |  |');
    expect(history(['--what-if', 'ttl-1h', root]).stdout).toContain(
      'The one setting a team can switch on, the 1-hour cache lifetime, costs $0.0722 more than the bill as logged ($0.7217).',
    );
    expect(history(['--what-if', COMPACTING, '--tables', root]).stdout).toContain(
      '| OpenAI compaction (threshold 10,000) | 1 | 288,548 | 69,800 more (31.91 % of as logged) | $0.9054 | $0.1837 more | 8 |',
    );
  });

  test('--print-setting prints the cheapest fragment, or the asked one at its parameters', () => {
    const cheapest = history(['--print-setting', root]);
    expect(cheapest.code).toBe(0);
    expect(cheapest.stdout).toBe(
      '# Claude Code (environment)\nFORCE_PROMPT_CACHING_5M=1\n\n# Messages API (on each cached block)\n"cache_control": {"type": "ephemeral", "ttl": "5m"}\n',
    );
    expect(history(['--print-setting', '--what-if', COMPACTING, root]).stdout).toBe(
      runSession(['--print-setting', '--what-if', COMPACTING, join(root, 'codex-cache.jsonl')]).stdout,
    );
  });

  test('a bad --what-if exits 2 with the message session gives; one that applies to no session says which do', () => {
    for (const bad of ['bogus', 'compact_20260112 trigger=100', 'ttl-1h keep=2', 'clear_tool_uses_20250919 keep=x']) {
      const h = history(['--what-if', bad, root]);
      const s = runSession(['--what-if', bad, join(root, 'codex-cache.jsonl')]);
      expect(h.code).toBe(2);
      expect(s.code).toBe(2);
      expect(h.stderr.replace(/^history: /, '')).toBe(s.stderr.replace(/^session: /, ''));
      expect(h.stdout).toBe('');
    }
    const claude = writeCacheFolder(['claude-code-cache.jsonl']);
    const none = history(['--what-if', 'compaction', claude]);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(
      'history: --what-if compaction does not apply to any session of this history (its settings: ttl-1h, ttl-5m, clear_tool_uses_20250919, compact_20260112, auto-compact-off)\n',
    );
  });
});
