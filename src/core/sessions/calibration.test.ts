import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { NEEDS_USAGE, calibrate } from './calibration.ts';
import { contentKind } from './content-kind.ts';
import {
  CLAUDE_FRAMING,
  CLAUDE_RESULTS,
  claudeCount,
  claudeUsageLog,
  codexUsageLog,
} from '../../testing/generated-logs/usage-logs.ts';
import { profileSession } from './profile.ts';
import { readSession } from './readers/read-session.ts';

const o200k = nodeCounter('o200k_base');
const cl100k = nodeCounter('cl100k_base');

describe('a generated Codex rollout (gpt-5.1-codex, o200k_base its own tokenizer)', () => {
  const session = readSession(
    codexUsageLog((t) => o200k.count(t)),
    'rollout.jsonl',
  );
  const cal = profileSession(session, o200k).calibration;

  test('the framing is added − counted itself: 11 tokens, the value most outputs were given', () => {
    expect(cal.exact).toBe(true);
    expect(cal.framing).toMatchObject({ tokens: 11, method: 'exact', n: 6 });
  });

  test('each output recovered within 2 tokens of its o200k_base count; the rest null, with why', () => {
    const rows = cal.results.map((r) => [r.step, r.kind, r.counted, r.provider, r.note]);
    expect(rows).toEqual([
      [2, 'code', 48, 48, null],
      [3, 'code', 73, 73, null],
      // Given framing 12: one more than the median.
      [4, 'prose', 1, 2, null],
      [5, 'code', 26, null, 'one of 2 results added together: 68 recovered for all'],
      [5, 'prose', 42, null, 'one of 2 results added together: 68 recovered for all'],
      // Given framing 10.
      [6, 'json', 52, 51, null],
      [7, 'prose', 959, null, 'recovered 159, under half the count: the model saw it truncated'],
      [8, 'prose', 4, null, 'the request added more than tool results'],
      [9, 'json', 101, 101, null],
    ]);
    for (const r of cal.results)
      if (r.provider !== null) expect(Math.abs(r.provider - r.counted)).toBeLessThanOrEqual(2);
  });

  test('the ratio is 1 where the tokenizer is the model’s own: the 5 samples of 10 tokens or more', () => {
    expect(cal.overall).toEqual({ ratio: 1, p10: 51 / 52 + (1 - 51 / 52) * 0.4, p90: 1, n: 5 });
    expect(cal.summed).toBe((48 + 73 + 68 + 51 + 101) / (48 + 73 + 68 + 52 + 101));
    expect(cal.byKind.code).toEqual({ ratio: 1, p10: 1, p90: 1, n: 2 });
    expect(cal.byKind.prose).toBeNull();
    expect(cal.problem).toBeNull();
  });
});

describe('a generated Claude Code log (synthetic ratios 1.3 JSON, 1.25 code, 1.1 prose; framing 4)', () => {
  const session = readSession(
    claudeUsageLog((t) => cl100k.count(t), contentKind),
    'claude.jsonl',
  );
  const cal = profileSession(session, cl100k).calibration;

  test('the framing estimated from the smallest results is the 4 tokens it was given', () => {
    expect(cal.exact).toBe(false);
    expect(cal.framing).toEqual({
      tokens: CLAUDE_FRAMING,
      method: 'smallest',
      n: 3,
      words:
        'Framing 4 tokens per result, estimated: the median of added − counted over the 3 smallest of 11 single results (at most 1 cl100k_base token each), where the tokenizers differ least.',
    });
  });

  test('every single result recovers its synthetic Claude count exactly', () => {
    const singles = CLAUDE_RESULTS.filter((r) => r.length === 1).map((r) => r[0]!);
    const recovered = cal.results.filter((r) => r.provider !== null);
    expect(recovered.map((r) => r.provider)).toEqual(
      singles.map((t) => claudeCount((x) => cl100k.count(x), contentKind, t)),
    );
    expect(recovered.map((r) => r.counted)).toEqual([1, 71, 30, 4, 42, 1, 18, 71, 9, 84, 1]);
  });

  test('ratios by kind come back as given (to rounding), with p10–p90 and n', () => {
    expect(cal.byKind.code).toEqual({ ratio: 89 / 71, p10: 89 / 71, p90: 89 / 71, n: 2 });
    expect(cal.byKind.json).toEqual({
      ratio: (39 / 30 + 23 / 18) / 2,
      p10: expect.any(Number),
      p90: expect.any(Number),
      n: 2,
    });
    expect(cal.byKind.prose).toEqual({
      ratio: (46 / 42 + 92 / 84) / 2,
      p10: expect.any(Number),
      p90: expect.any(Number),
      n: 2,
    });
    expect(cal.overall?.n).toBe(7);
    expect(cal.overall?.ratio).toBe(89 / 71);
    expect(cal.summed).toBe((89 + 39 + 46 + 23 + 89 + 92 + 98) / (71 + 30 + 42 + 18 + 71 + 84 + 76));
  });
  test('the kinds, worked out on first read, travel in a worker message and in JSON', () => {
    const fresh = profileSession(session, cl100k).calibration;
    const copy = structuredClone(fresh);
    expect(copy.byKind).toEqual(cal.byKind);
    expect(copy.results.map((r) => r.kind)).toEqual(cal.results.map((r) => r.kind));
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(JSON.parse(JSON.stringify(cal)));
    expect(cal.results.map((r) => r.kind)).toContain('code');
  });
});

test('a log without usage: calibration needs recorded usage', () => {
  const text = readFileSync(new URL('../../../fixtures/sessions/openai-chat-bodies.json', import.meta.url), 'utf8');
  const cal = profileSession(readSession(text, 'bodies.json'), o200k).calibration;
  expect(cal.problem).toBe(NEEDS_USAGE);
  expect(cal.overall).toBeNull();
  expect(cal.framing.method).toBe('none');
});

test('calibrate on its own: a pair of requests with no output recorded gives no count', () => {
  const cal = calibrate(
    {
      items: [
        { part: 'user', text: 'go' },
        { part: 'toolCalls', text: 'Read', tool: 'Read', callId: 'a' },
        { part: 'toolResults', text: 'hello world', tool: 'Read', callId: 'a' },
      ],
      steps: [
        { start: 0, end: 1, recorded: 100, afterCompaction: false },
        { start: 0, end: 3, recorded: 150, afterCompaction: false },
      ],
    },
    [1, 1, 2],
    'cl100k_base',
  );
  expect(cal.results).toEqual([
    {
      step: 2,
      tool: 'Read',
      kind: 'prose',
      counted: 2,
      provider: null,
      note: 'the log records no usage for this pair of requests',
    },
  ]);
  expect(cal.problem).toBe(NEEDS_USAGE);
});
