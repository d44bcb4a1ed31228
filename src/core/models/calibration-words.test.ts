import { describe, expect, test } from 'vitest';
import { matchModel } from './model-match.ts';
import { claudeProfile } from '../../testing/claude-profile.ts';
import {
  calibrationLine,
  cellEstimate,
  countEstimate,
  estimatedUnit,
  estimateNote,
  providerTokensName,
} from './calibration-words.ts';

const calibration = claudeProfile().calibration;

describe('countEstimate', () => {
  test('a Claude model with its log: ≈ counted × the log’s median, with the log’s p10–p90', () => {
    expect(countEstimate(1_000, { match: matchModel('claude-sonnet-4-5'), calibration, log: 'claude.jsonl' })).toEqual({
      kind: 'calibrated',
      tokens: Math.round((1_000 * 89) / 71),
      text: '≈ 1,254 Claude tokens (× 1.25 from your log, p10–p90 1.10–1.29)',
      title:
        'Claude tokens ÷ cl100k_base tokens over 7 requests of tool results in claude.jsonl (only 2 of them JSON, 10 needed for a JSON ratio of its own)',
    });
  });

  test('a log with too few samples: the uncalibrated words say so, and ask for no log, one being open', () => {
    const note = 'claude.jsonl gives only 3 requests to calibrate with (5 needed)';
    expect(countEstimate(1_000, { match: matchModel('claude-opus-4-5'), calibration: null, note })).toEqual({
      kind: 'uncalibrated',
      text: `estimate: Claude's tokenizer is not public, and claude.jsonl gives only 3 requests to calibrate with (5 needed)`,
    });
  });

  test('without a log: the count stays in the OpenAI encoding, and says how to calibrate', () => {
    expect(countEstimate(1_000, { match: matchModel('claude-opus-4-5'), calibration: null })).toEqual({
      kind: 'uncalibrated',
      text: "estimate: Claude's tokenizer is not public; load a Claude Code log of this model to calibrate",
    });
    expect(countEstimate(10, { match: matchModel('gemini-2.5-pro'), calibration: null })).toEqual({
      kind: 'uncalibrated',
      text: "estimate: Gemini's tokenizer is not public; load a Gemini CLI log of this model to calibrate",
    });
  });

  test('an OpenAI model needs no estimate words', () => {
    expect(countEstimate(10, { match: matchModel('gpt-5'), calibration })).toEqual({ kind: 'exact' });
  });
});

test('the calibration line names numerator and denominator, median, p10–p90, n, the sum and the framing', () => {
  expect(calibrationLine(calibration, 'claude-sonnet-4-5')).toBe(
    'Claude tokens ÷ cl100k_base tokens per request that added only tool results: median ×1.25 (p10–p90 1.10–1.29, n = 7); ×1.21 summed over them. Framing 4 tokens per result, estimated: the median of added − counted over the 3 smallest of 11 single results (at most 1 cl100k_base token each), where the tokenizers differ least.',
  );
  expect(providerTokensName('gpt-5.1-codex')).toBe('o200k_base');
  expect(providerTokensName('gemini-2.5-flash')).toBe('Gemini');
  expect(providerTokensName(undefined)).toBe("the model's");
});

describe('cellEstimate and estimateNote: the words a table gives its counts', () => {
  const calibrated = { match: matchModel('claude-sonnet-4-5'), calibration, log: 'claude.jsonl' };
  const uncalibrated = { match: matchModel('claude-sonnet-4-5'), calibration: null };

  test('calibrated: the cell’s estimate in pieces a narrow column breaks between; the note says where × 1.25 comes from', () => {
    expect(cellEstimate(1_000, calibrated)).toEqual({
      kind: 'calibrated',
      text: '≈ 1,254 Claude tokens (× 1.25 from your log, p10–p90 1.10–1.29)',
      title:
        'Claude tokens ÷ cl100k_base tokens over 7 requests of tool results in claude.jsonl (only 2 of them JSON, 10 needed for a JSON ratio of its own)',
      tokens: 1_254,
      pieces: ['≈ 1,254 Claude tokens', '(× 1.25 from your log,', 'p10–p90 1.10–1.29)'],
    });
    expect(estimateNote(calibrated, 'cl100k_base')).toBe(
      'Claude tokens: each cl100k_base count × 1.25, the median of Claude tokens ÷ cl100k_base tokens over 7 requests of tool results in claude.jsonl (p10–p90 1.10–1.29), rounded; only 2 of them JSON, 10 needed for a JSON ratio of its own.',
    );
    expect(estimatedUnit(calibrated)).toBe('Claude tokens, estimated');
  });

  test('uncalibrated: no word under a cell; the sentence once, in the note (and the status line)', () => {
    const sentence = "estimate: Claude's tokenizer is not public; load a Claude Code log of this model to calibrate";
    expect(cellEstimate(1_000, uncalibrated)).toBeUndefined();
    expect(estimateNote(uncalibrated, 'cl100k_base')).toBe(sentence);
    expect(estimatedUnit(uncalibrated)).toBeUndefined();
  });

  test('an OpenAI model: no words', () => {
    const gpt = { match: matchModel('gpt-5'), calibration };
    expect(cellEstimate(1_000, gpt)).toBeUndefined();
    expect(estimateNote(gpt, 'o200k_base')).toBeUndefined();
  });
});
