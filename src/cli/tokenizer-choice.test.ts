import { describe, expect, test } from 'vitest';
import { buildRungTexts } from '../core/ladder/ladder.ts';
import { findTokenizer } from '../core/tokenizer/registry.ts';
import { referenceTokenizer } from '../node/text-counter.ts';
import { readTokenizerJson } from '../node/tokenizer-file.ts';
import { parseSessionArgs } from './session/args.ts';
import { commandTests, fixture, loadRecords } from './commands.fixture.ts';
import { runLadderCli } from './ladder/run.ts';
import { runSavingsCli } from './savings/run.ts';
import { runTransportCli } from './transport/run.ts';

interface LadderJson {
  encoding: string;
  scales: { rungs: Record<string, { tokens: number }> }[];
}

/** Tokens of `text` by Hugging Face's tokenizers.js with the tokenizer's own file (the reference). */
function referenceCount(id: string, text: string): number {
  const tokenizer = referenceTokenizer(readTokenizerJson(findTokenizer(id)!));
  return tokenizer.encode(text, { add_special_tokens: false }).ids.length;
}

const ladder = commandTests<LadderJson>('ladder', runLadderCli);
const FIELDS = ['id', 'name', 'status', 'assignee', 'description', 'priority', 'created', 'updated'];

describe('--model and --tokenizer pick the tokenizer', () => {
  test("ladder --model llama-3.3-70b counts with llama3, as tokenizers.js counts Llama's file", () => {
    const json = ladder.runJson('--model', 'llama-3.3-70b', fixture(5));
    const texts = buildRungTexts(loadRecords(fixture(5)), FIELDS);
    expect(json.encoding).toBe('llama3');
    expect(json.scales[0]!.rungs.L0!.tokens).toBe(referenceCount('llama3', texts.L0));
    expect(json.scales[0]!.rungs.L5!.tokens).toBe(referenceCount('llama3', texts.L5));
  });

  test('ladder --tokenizer qwen3 alone, and --encoding as its older name', () => {
    const texts = buildRungTexts(loadRecords(fixture(5)), FIELDS);
    const qwen = ladder.runJson('--tokenizer', 'qwen3', fixture(5));
    expect(qwen.encoding).toBe('qwen3');
    expect(qwen.scales[0]!.rungs.L1!.tokens).toBe(referenceCount('qwen3', texts.L1));
    expect(ladder.runJson('--encoding', 'deepseek_v3', fixture(5)).encoding).toBe('deepseek_v3');
  });

  test('--tokenizer overrides --model, and says the counts are estimates for it', () => {
    const { status, stderr } = ladder.run('--model', 'gpt-oss-20b', '--tokenizer', 'cl100k_base', fixture(5));
    expect(status).toBe(0);
    expect(stderr).toBe(
      'ladder: note: gpt-oss-20b counts with o200k_harmony; these cl100k_base counts are estimates for it\n',
    );
  });

  test('an unknown tokenizer or model lists the known ones; --tokenizer and --encoding must agree', () => {
    expect(ladder.run('--tokenizer', 'llama-3', fixture(5)).stderr).toBe(
      'ladder: unknown tokenizer "llama-3"; use one of cl100k_base, o200k_base, o200k_harmony, llama3, qwen3, deepseek_v3, gemma3 (see --help)\n',
    );
    const model = ladder.run('--model', 'llama-4', fixture(5)).stderr;
    expect(model).toMatch(
      /^ladder: unknown model "llama-4": use one of claude-sonnet-4\.5, .*deepseek-reasoner, or an open model: gpt-oss-120b, .*llama-3\.3-70b, .*gemma-3-27b \(see --help\)\n$/,
    );
    expect(ladder.run('--tokenizer', 'qwen3', '--encoding', 'llama3', fixture(5)).stderr).toBe(
      'ladder: --tokenizer and --encoding name the same choice; give one (see --help)\n',
    );
  });

  test('transport, savings and session take the model or tokenizer too', () => {
    const transport = commandTests<{ encoding: string }>('transport', runTransportCli);
    expect(transport.runJson('--model', 'gpt-oss-120b', fixture(5)).encoding).toBe('o200k_harmony');
    const savings = commandTests<{ encoding: string }>('savings', runSavingsCli);
    expect(savings.runJson('--tokenizer', 'llama3', fixture(5)).encoding).toBe('llama3');
    expect(parseSessionArgs(['--model', 'deepseek-r1', 'log.jsonl']).encoding).toBe('deepseek_v3');
    expect(parseSessionArgs(['--model', 'deepseek-chat', 'log.jsonl']).encoding).toBe('deepseek_v3');
  });
});
