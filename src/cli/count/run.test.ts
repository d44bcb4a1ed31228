import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { referenceCount } from '../../testing/hf-reference.ts';
import { nodeCounter } from '../../node/counter.ts';
import { runCountCli, type CountJson } from './run.ts';

const scratch = mkdtempSync(join(tmpdir(), 'count-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const TEXT = 'It\'s <|endoftext|> 12345 東京 😀👨‍👩‍👧\n\n  {"a": [1, 2]}';
const text = join(scratch, 'a.txt');
writeFileSync(text, TEXT);
const bom = join(scratch, 'b.json');
writeFileSync(bom, '\ufeff{"id": "T-1"}');

/** Run the CLI in-process; returns exit status and everything written to stdout and stderr. */
function run(...argv: string[]): { status: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const status = runCountCli(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { status, stdout, stderr };
}

describe('npm run count', () => {
  test('--json prints the tokenizer, each file with its tokens, and the counting time', () => {
    const { status, stdout } = run('--json', text, bom);
    expect(status).toBe(0);
    const json = JSON.parse(stdout) as CountJson;
    expect(Object.keys(json)).toEqual(['tokenizer', 'model', 'exact', 'files', 'ms']);
    expect([json.model, json.exact]).toEqual([null, true]);
    expect(json.tokenizer).toBe('cl100k_base');
    expect(json.files).toEqual([
      { file: text, tokens: nodeCounter('cl100k_base').count(TEXT) },
      { file: bom, tokens: nodeCounter('cl100k_base').count('{"id": "T-1"}') },
    ]);
    expect(json.files[1]!.tokens).toBe(8);
    expect(json.ms).toBeGreaterThanOrEqual(0);
  });

  test.each(['llama3', 'qwen3', 'deepseek_v3', 'o200k_harmony', 'gemma3'])(
    '--tokenizer %s counts as tokenizers.js does with the same file',
    { timeout: 120_000 },
    (id) => {
      const { status, stdout } = run('--json', '--tokenizer', id, text);
      expect(status).toBe(0);
      const json = JSON.parse(stdout) as CountJson;
      expect(json.tokenizer).toBe(id);
      expect(json.files).toEqual([{ file: text, tokens: referenceCount(id, TEXT) }]);
    },
  );

  test("--model counts with the model's own tokenizer: GPT-5 as o200k_base, Llama 3.3 as llama3", () => {
    const files = (out: string) => (JSON.parse(out) as CountJson).files;
    const gpt5 = JSON.parse(run('--json', '--model', 'gpt-5', text).stdout) as CountJson;
    expect(gpt5.tokenizer).toBe('o200k_base');
    expect(gpt5.files).toEqual(files(run('--json', '--tokenizer', 'o200k_base', text).stdout));
    expect(gpt5.files[0]!.tokens).toBe(nodeCounter('o200k_base').count(TEXT));
    expect(gpt5.files[0]!.tokens).not.toBe(nodeCounter('cl100k_base').count(TEXT));
    expect(files(run('--json', '--model', 'llama-3.3-70b', text).stdout)).toEqual(
      files(run('--json', '--tokenizer', 'llama3', text).stdout),
    );
  });

  test.each(['claude-sonnet-4.5', 'claude-sonnet-4-5', 'claude-sonnet-4-5-20250929'])(
    '--model %s is Claude Sonnet 4.5: its cl100k_base counts are estimates, said once in text and JSON',
    (model) => {
      const json = JSON.parse(run('--json', '--model', model, bom).stdout) as CountJson;
      expect(json).toMatchObject({ tokenizer: 'cl100k_base', model: 'claude-sonnet-4.5', exact: false });
      expect(json.files).toEqual([{ file: bom, tokens: 8 }]);
      const { status, stdout, stderr } = run('--model', model, bom);
      expect([status, stderr]).toEqual([0, '']);
      expect(stdout).not.toContain('Exact');
      expect(stdout.match(/estimate/gi)).toHaveLength(1);
      expect(stdout).toContain(
        "Counts are estimates: claude-sonnet-4.5 counts with Anthropic's own tokenizer, not an OpenAI one; these are cl100k_base counts. Counted with the cl100k_base tokenizer's own file,",
      );
    },
  );

  test('--model gemini-2.5-pro is an estimate; --model gpt-5 with cl100k_base is one too, with o200k_base exact', () => {
    const json = (...argv: string[]) => JSON.parse(run('--json', ...argv, bom).stdout) as CountJson;
    expect(json('--model', 'gemini-2.5-pro')).toMatchObject({ model: 'gemini-2.5-pro', exact: false });
    expect(json('--model', 'gpt-5-2025-08-07', '--tokenizer', 'cl100k_base')).toMatchObject({
      model: 'gpt-5',
      exact: false,
    });
    expect(json('--model', 'gpt-5')).toMatchObject({ tokenizer: 'o200k_base', model: 'gpt-5', exact: true });
  });

  test('a PNG is named as what it is, exit 2, not counted as text', () => {
    const png = join(scratch, 'logo.png');
    writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
    expect(run(png)).toEqual({ status: 2, stdout: '', stderr: `count: ${png}: looks like a PNG image, not text\n` });
  });

  test('Markdown names the tokenizer and says how it counted', () => {
    const { status, stdout } = run('--tokenizer', 'o200k_base', bom);
    expect(status).toBe(0);
    expect(stdout).toContain('### Tokens by o200k_base (OpenAI GPT-4o, GPT-4.1, GPT-5)');
    expect(stdout).toContain(`| ${bom} | 8 |`);
    expect(stdout).toMatch(
      /Exact: the o200k_base tokenizer's own file, counted by this project; .* 1 file counted in [\d.]+ ms\./,
    );
  });

  test('an unknown tokenizer lists the known ones and exits 2', () => {
    const { status, stdout, stderr } = run('--tokenizer', 'llama-3', text);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'count: unknown tokenizer "llama-3"; use one of cl100k_base, o200k_base, o200k_harmony, llama3, qwen3, deepseek_v3, gemma3 (see --help)\n',
    );
  });

  test('no file, --fields and a missing file are refused with exit 2', () => {
    expect(run().stderr).toBe('count: no FILE given (see --help)\n');
    expect(run('--fields', 'a', text).stderr).toBe(
      'count: count takes no --fields: it counts each file as it is (see --help)\n',
    );
    const missing = run(join(scratch, 'nope.txt'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(`count: cannot read ${join(scratch, 'nope.txt')}: no such file or directory\n`);
  });

  test('--help lists every tokenizer', () => {
    const { status, stdout } = run('--help');
    expect(status).toBe(0);
    for (const id of ['cl100k_base', 'o200k_harmony', 'llama3', 'qwen3', 'deepseek_v3', 'gemma3'])
      expect(stdout).toContain(id);
  });
});
