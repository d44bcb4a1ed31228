import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { contentKind } from '../../core/sessions/content-kind.ts';
import { claudeUsageLog, codexUsageLog } from '../../testing/generated-logs/usage-logs.ts';
import { nodeCounter } from '../../node/counter.ts';
import { runSession } from './session.fixture.ts';

const dir = mkdtempSync(join(tmpdir(), 'cce-calibration-'));
const write = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const o200k = nodeCounter('o200k_base');
const cl100k = nodeCounter('cl100k_base');
const codex = write(
  'rollout-usage.jsonl',
  codexUsageLog((t) => o200k.count(t)),
);
const claude = write(
  'claude-usage.jsonl',
  claudeUsageLog((t) => cl100k.count(t), contentKind),
);

const run = (args: string[]) => runSession(['--tables', ...args]);

describe('npm run session: results, framing and calibration', () => {
  test('--json on a generated Codex rollout: each output within 2 tokens of its o200k_base count, framing 11', () => {
    const { code, stdout } = run(['--json', codex]);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.encoding).toBe('o200k_base');
    expect(json.results.map((r: { counted: number; provider: number | null }) => [r.counted, r.provider])).toEqual([
      [48, 48],
      [73, 73],
      [1, 2],
      [26, null],
      [42, null],
      [52, 51],
      [959, null],
      [4, null],
      [101, 101],
    ]);
    expect(json.results[0]).toEqual({ step: 2, tool: 'shell', kind: 'code', counted: 48, provider: 48 });
    expect(json.framing).toMatchObject({ tokens: 11, method: 'exact', n: 6 });
    expect(json.calibration).toMatchObject({ ratio: 1, p90: 1, n: 5 });
    // The Codex log's reasoning_output_tokens, carried within the turn.
    expect(json.steps.map((s: { reasoning: number }) => s.reasoning)).toEqual([0, 40, 85, 135, 190, 250, 315, 0, 75]);
  });

  test('--json on a generated Claude Code log: the framing 4 found, ratios by kind as given', () => {
    const json = JSON.parse(run(['--json', claude]).stdout);
    expect(json.framing).toMatchObject({ tokens: 4, method: 'smallest', n: 3 });
    expect(json.calibration).toMatchObject({ ratio: 89 / 71, n: 7 });
    expect(json.calibration.byKind.code).toEqual({ ratio: 89 / 71, p10: 89 / 71, p90: 89 / 71, n: 2 });
    expect(json.results.filter((r: { provider: number | null }) => r.provider !== null)).toHaveLength(11);
  });

  test('Markdown: the results table and the calibration table with median, p10–p90, n and the sum', () => {
    const { stdout } = run([claude]);
    expect(stdout).toContain('| Step | Tool | Kind | Counted (cl100k_base) (tokens) | Claude (recovered) (tokens) |');
    expect(stdout).toContain('| 3 | Read | Code | 71 | 89 | ×1.25 |  |');
    expect(stdout).toContain(
      '| 7 | Read | JSON | 50 | – | – | one of 2 results added together: 98 recovered for all |',
    );
    expect(stdout).toContain('| All tool results | ×1.25 | ×1.10 | ×1.29 | 7 | ×1.21 |');
    expect(stdout).toContain(
      'Claude tokens ÷ cl100k_base tokens per request that added only tool results: median ×1.25 (p10–p90 1.10–1.29, n = 7); ×1.21 summed over them.',
    );
  });

  test('request bodies record no usage: calibration needs recorded usage', () => {
    const bodies = fileURLToPath(new URL('../../../fixtures/sessions/openai-chat-bodies.json', import.meta.url));
    const json = JSON.parse(run(['--json', bodies]).stdout);
    expect(json.calibration).toBeNull();
    expect(json.calibrationProblem).toBe(
      'Calibration needs recorded usage: this log records no input and output sizes for successive requests.',
    );
    expect(run([bodies]).stdout).toContain('Calibration needs recorded usage');
  });
});
