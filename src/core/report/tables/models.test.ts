import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../../node/counter.ts';
import { generateTasks } from '../../builtin-data/generate.ts';
import { computeLadder } from '../../ladder/ladder.ts';
import { RUNG_IDS } from '../../ladder/rungs.ts';
import { comparedModels } from '../../models-view/compared-models.ts';
import { compareCounts, type TokenizerCount } from '../../models-view/model-figures.ts';
import { contentKind } from '../../sessions/content-kind.ts';
import { claudeUsageLog } from '../../../testing/generated-logs/usage-logs.ts';
import { profileSession } from '../../sessions/profile.ts';
import { readSession } from '../../sessions/readers/read-session.ts';
import type { EncodingName } from '../../tokenizer/tokenizer.ts';
import { tableToCsv, tableToMarkdown } from '../table.ts';
import { modelCostsTable, tokenizersTable } from './models.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const TOKENIZERS: EncodingName[] = ['cl100k_base', 'o200k_base', 'llama3'];
const MODELS = comparedModels().filter((m) => ['gpt-5', 'gpt-4', 'claude-sonnet-4.5', 'llama-3.3-70b'].includes(m.id));
const META = { label: 'tasks-5.json', rows: 5 };

// The 5-row fixture's ladder in each tokenizer, counted by Node (llama3: the project's own
// byte-level BPE over its tokenizer.json, proven equal to tokenizers.js by the tokenizer tests).
const scaleIn = (t: EncodingName) =>
  computeLadder([{ label: META.label, records: generateTasks(5) }], ROLL_CALL, nodeCounter(t)).scales[0]!;
const COUNTS: TokenizerCount[] = TOKENIZERS.map((tokenizer) => ({ tokenizer, scale: scaleIn(tokenizer) }));
const node = (t: EncodingName) => RUNG_IDS.map((id) => scaleIn(t).rungs[id].tokens);

describe('the Models view tables', () => {
  const comparison = compareCounts(COUNTS, MODELS, [], META);

  test('the tokenizers table holds each tokenizer’s exact counts, and says whom they are exact for', () => {
    const table = tokenizersTable(comparison, MODELS);
    expect(table.rows.map((r) => r[0]!.text)).toEqual(TOKENIZERS);
    for (const [r, t] of TOKENIZERS.entries()) expect(table.rows[r]!.slice(2).map((c) => c.value)).toEqual(node(t));
    // Checked once against the fixture's figures: Llama 3 shares cl100k_base's first ids and pattern.
    expect(node('cl100k_base')).toEqual([473, 334, 188, 109, 64, 62]);
    expect(node('llama3')).toEqual(node('cl100k_base'));
    expect(table.rows.map((r) => r[1]!.text)).toEqual([
      'exact for GPT-4; estimate for Claude Sonnet 4.5',
      'exact for GPT-5',
      'exact for Llama 3.3 70B',
    ]);
    expect(table.columns.slice(2).map((c) => c.name)).toEqual(RUNG_IDS.map((id) => expect.stringContaining(id)));
  });

  test('the cost table prices each model’s tokens per 1,000 calls, and an open model has no price', () => {
    const table = modelCostsTable(comparison);
    const row = (name: string) => table.rows.find((r) => r[0]!.text === name)!;
    const [l0] = node('o200k_base');
    expect(row('GPT-5')[1]!.text).toBe('o200k_base, exact');
    expect(row('GPT-5')[2]!.values).toEqual([l0, (l0! * 1000 * 1.25) / 1e6]);
    expect(l0).toBe(468);
    expect(row('GPT-5')[2]!.lines).toEqual(['$0.5850', '468 tokens']);
    expect(row('Claude Sonnet 4.5')[1]!.lines).toEqual([
      'cl100k_base, an estimate',
      "estimate: Claude's tokenizer is not public; load a Claude Code log of this model to calibrate",
    ]);
    expect(row('Claude Sonnet 4.5')[2]!.values).toEqual([473, (473 * 1000 * 3) / 1e6]);
    // A cost of estimated tokens says so as they do.
    expect(row('Claude Sonnet 4.5')[2]!.lines).toEqual(['≈ $1.42', '473 tokens']);
    expect(row('Llama 3.3 70B')[2]!.lines).toEqual(['no price', '473 tokens']);
    expect(row('Llama 3.3 70B')[2]!.values).toEqual([473, null]);
    expect(table.columns[2]).toMatchObject({ unit: 'USD per 1,000 calls' });
  });

  test('a loaded Claude log calibrates Claude: ≈ its median × the count, with p10–p90', () => {
    const cl100k = nodeCounter('cl100k_base');
    const log = claudeUsageLog((t) => cl100k.count(t), contentKind);
    const profile = profileSession(readSession(log, 'claude.jsonl'), cl100k);
    const spread = profile.calibration.overall!;
    const logs = [{ log: 'claude.jsonl', model: profile.model, calibration: profile.calibration }];
    const claude = compareCounts(COUNTS, MODELS, logs, META).models.find((f) => f.model.id === 'claude-sonnet-4.5')!;
    expect(claude.kind).toBe('calibrated');
    expect(claude.tokens[0]).toBe(Math.round(473 * spread.ratio));
    expect(claude.range[0]).toEqual([Math.round(473 * spread.p10), Math.round(473 * spread.p90)]);
    const cells = modelCostsTable({ ...comparison, models: [claude] }).rows[0]!;
    expect(cells[1]!.text).toBe(`≈ cl100k_base × ${spread.ratio.toFixed(2)} from claude.jsonl, an estimate`);
    expect(cells[2]!.lines![1]).toBe(
      `≈ ${Math.round(473 * spread.ratio)} tokens (p10–p90 ${Math.round(473 * spread.p10)}–${Math.round(473 * spread.p90)})`,
    );
  });

  test('a tokenizer that did not load says so, and its models have no figures', () => {
    const failed = compareCounts(
      [COUNTS[0]!, { tokenizer: 'o200k_base', error: 'HTTP 404' }, COUNTS[2]!],
      MODELS,
      [],
      META,
    );
    const table = tokenizersTable(failed, MODELS);
    expect(table.rows[1]!.slice(2).map((c) => c.text)).toEqual(RUNG_IDS.map(() => 'did not load'));
    expect(table.notes).toContain('o200k_base: HTTP 404.');
    const gpt5 = modelCostsTable(failed).rows.find((r) => r[0]!.text === 'GPT-5')!;
    expect(gpt5[1]!.text).toBe('o200k_base: did not load');
    expect(gpt5[2]!.text).toBe('did not load');
  });

  test('Markdown and CSV write the same figures', () => {
    const tokenizers = tokenizersTable(comparison, MODELS);
    expect(tableToMarkdown(tokenizers).split('\n').slice(0, 5)).toEqual([
      '### Tokens per rung and format in every tokenizer, 5 rows',
      '',
      '| Tokenizer | Counts are | L0 Pretty JSON, full (tokens) | L1 Minified JSON, full (tokens) | L2 Pretty JSON, projected (tokens) | L3 Minified JSON, projected (tokens) | L4 Header + value rows (tokens) | L5 Aliased header (tokens) |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| cl100k_base | exact for GPT-4; estimate for Claude Sonnet 4.5 | 473 | 334 | 188 | 109 | 64 | 62 |',
    ]);
    const csv = tableToCsv(modelCostsTable(comparison)).split(/\r?\n/);
    expect(csv[0]).toContain('"L0 Pretty JSON, full (tokens)","L0 Pretty JSON, full (USD per 1,000 calls)"');
    expect(csv.find((l) => l.startsWith('Llama 3.3 70B'))).toContain(',473,,');
  });
});
