import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mcpExamplesDir, requireArticleLadderDir } from '../../../node/reference-dir.ts';
import { generateTasks } from '../../builtin-data/generate.ts';
import { createRng } from '../../builtin-data/prng.ts';
import type { DataRecord } from '../../json-value.ts';
import { fieldsOf } from '../../records.ts';
import { REPRESENTATIONS } from '../../representation-list.ts';
import { TIKTOKEN_ENCODINGS } from '../tokenizer.ts';
import { MAX_CACHED_PIECE, createPieceCounter } from './count.ts';
import { ADVERSARIAL_ATOMS, BASE64, corpusTexts, load, randomFrom, randomTexts } from './testing.fixture.ts';

/** Every file under `dir`, recursively, as text. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [readFileSync(path, 'utf8')];
  });
}

/** Every rung and format text of `records` under several projections (all, roll call, one field, reversed). */
function representationTexts(records: readonly DataRecord[]): string[] {
  const all = fieldsOf(records);
  const projections = [all, all.slice(0, 4), all.slice(-1), [...all].reverse()];
  return projections.flatMap((fields) => REPRESENTATIONS.map((r) => r.build(records, fields)));
}

/**
 * `count` records with random keys and values: adversarial atoms, numbers, nesting, nulls. With
 * `safeOnly`, only atoms below U+0800, so that the texts take the pieces path, not the fallback.
 */
function randomRecords(seed: number, count: number, safeOnly: boolean): DataRecord[] {
  const rng = createRng(seed);
  // TOON cannot write a lone surrogate (it throws), so the records hold none; the texts test has them.
  const atoms = ADVERSARIAL_ATOMS.filter(
    (a) => a !== '\ud800' && a !== '\udc00' && (!safeOnly || !/[^\u0000-\u07ff]/.test(a)),
  );
  const atom = (): string => atoms[Math.floor(rng() * atoms.length)]!;
  const text = (): string => Array.from({ length: 1 + Math.floor(rng() * 6) }, atom).join(rng() < 0.5 ? ' ' : '');
  const keys = ['id', 'name', 'note', 'x y', 'ünï', 'n', 'tags', 'nested'];
  const value = (depth: number): DataRecord[string] => {
    const r = rng();
    if (r < 0.4) return text();
    if (r < 0.55) return Math.floor(rng() * 1e6) / (rng() < 0.5 ? 1 : 100);
    if (r < 0.62) return rng() < 0.5;
    if (r < 0.68) return null;
    if (r < 0.84 && depth < 2) return Array.from({ length: Math.floor(rng() * 4) }, () => value(depth + 1));
    if (depth < 2)
      return Object.fromEntries(keys.slice(0, 1 + Math.floor(rng() * 3)).map((k) => [k, value(depth + 1)]));
    return text();
  };
  return Array.from({ length: count }, () =>
    Object.fromEntries(keys.filter(() => rng() < 0.8).map((k) => [k, value(0)])),
  );
}

// A piece counter's count must equal encode_ordinary(text).length on everything. Each corpus is
// counted twice: by one counter kept warm across all texts (cached pieces and whole texts reused,
// as on the page) and by a fresh counter per text (nothing cached).
describe.each(TIKTOKEN_ENCODINGS)('createPieceCounter (%s)', (encoding) => {
  const { file, tiktoken, ranks } = load(encoding);
  const reference = (text: string): number => tiktoken.encode_ordinary(text).length;
  const warm = createPieceCounter(file.pat_str, file.bpe_ranks)!;
  // Fresh counters share the parsed ranks (parsing takes ~90 ms); their caches start empty.
  const fresh = () => createPieceCounter(file.pat_str, () => ranks)!;
  const check = (texts: readonly string[]): void => {
    for (const text of texts) {
      const expected = reference(text);
      const where = JSON.stringify(text.slice(0, 80));
      expect(warm.count(text), `warm: ${where}`).toBe(expected);
      expect(fresh().count(text), `cold: ${where}`).toBe(expected);
      expect(warm.count(text), `warm again: ${where}`).toBe(expected);
    }
  };

  test('should be undefined for an unknown pattern', () => {
    expect(createPieceCounter('\\S+|\\s+', file.bpe_ranks)).toBeUndefined();
  });

  test('should equal tiktoken on the fixture files and every rung and format at 5, 20, 100 and 500 rows', () => {
    check(corpusTexts());
    for (const rows of [5, 20, 100, 500]) check(representationTexts(generateTasks(rows)));
    expect(warm.stats().pieceHits).toBeGreaterThan(warm.stats().pieces * 0.9);
  });

  test('should equal tiktoken on every reference file and every rung and format of the reference records', () => {
    const dir = requireArticleLadderDir();
    check(filesUnder(dir));
    const mcp = mcpExamplesDir();
    if (mcp) check(filesUnder(mcp));
    for (const rows of [5, 20, 100, 500])
      check(representationTexts(JSON.parse(readFileSync(join(dir, `json-${rows}.txt`), 'utf8')) as DataRecord[]));
  });

  test('should equal tiktoken on every rung and format of 30 sets of random records (20 split-safe)', () => {
    for (let seed = 1; seed <= 30; seed++)
      check(representationTexts(randomRecords(seed, 1 + (seed % 7) * 3, seed % 3 !== 0)));
  });

  test('should equal tiktoken on 3,000 random texts, split-safe and not', () => {
    check([
      ...randomTexts(encoding === 'cl100k_base' ? 101 : 102, 1500),
      ...randomTexts(encoding === 'cl100k_base' ? 103 : 104, 1500, 40, true),
    ]);
  });

  test('should equal tiktoken on pieces around the cache length limit and long pieces inside text', () => {
    check([
      'b'.repeat(MAX_CACHED_PIECE - 1),
      'b'.repeat(MAX_CACHED_PIECE),
      'b'.repeat(MAX_CACHED_PIECE + 1),
      ` ${'c'.repeat(MAX_CACHED_PIECE)}`,
      'a'.repeat(3000),
      'x   ' + 'Q'.repeat(700) + '   y',
      '!'.repeat(900) + '\n'.repeat(300),
      ' ' + '/'.repeat(400) + '\r\n/'.repeat(200),
      '\n'.repeat(500) + ' '.repeat(500) + 'z',
      "it's " + 'é'.repeat(400) + "'s " + 'Ω'.repeat(300),
      randomFrom(5, 'abcdefghijklmnopqrstuvwxyz', 4000),
      `{"data":"${randomFrom(7, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 3000)}"}`,
      'e\u0301'.repeat(600),
      'a\t\t\t' + '@'.repeat(300),
    ]);
  });

  test('should equal tiktoken on 20,000 repeats of one letter and a 100,000-character base64 string', () => {
    check(['a'.repeat(20_000), `x ${'q'.repeat(20_000)} y`, randomFrom(11, BASE64, 100_000)]);
  });

  // Formerly such text went to tiktoken whole (stats: one fallback, no pieces); now it is split.
  test('should split text with a code point from U+0800 up, not send it to tiktoken whole', () => {
    const counter = fresh();
    expect(counter.count('日本語 text')).toBe(reference('日本語 text'));
    expect(counter.stats()).toEqual({ pieces: 2, pieceHits: 0, textHits: 0 });
  });

  test('should reuse a whole long text and its pieces', () => {
    const counter = fresh();
    const text = JSON.stringify(generateTasks(20));
    const first = counter.count(text);
    const { pieces } = counter.stats();
    expect(counter.count(text)).toBe(first);
    expect(counter.stats()).toMatchObject({ pieces, textHits: 1 });
    expect(counter.count(text.slice(0, -1))).toBe(reference(text.slice(0, -1)));
    expect(counter.stats().pieceHits).toBeGreaterThan(pieces * 0.9);
  });
});

test('should count 50,000 repeats of one letter like tiktoken (reference computed once)', () => {
  const { file, tiktoken } = load('cl100k_base');
  const text = 'a'.repeat(50_000);
  const expected = tiktoken.encode_ordinary(text).length; // the slow case: ~2–3 s in WASM tiktoken
  expect(createPieceCounter(file.pat_str, file.bpe_ranks)!.count(text)).toBe(expected);
});
