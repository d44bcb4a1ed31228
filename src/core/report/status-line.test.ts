import { describe, expect, test } from 'vitest';
import { DEFAULT_PRICE_CHOICE } from '../money/choice.ts';
import { claudeOpened } from '../../testing/claude-profile.ts';
import { modelEstimate } from '../sessions/model-calibration.ts';
import { cellEstimate } from '../models/calibration-words.ts';
import { countedStatus } from './status-line.ts';

const at = (model: string) => ({ ...DEFAULT_PRICE_CHOICE, model });
const opened = claudeOpened();
const claudeLog = [{ log: opened.name, model: opened.profile.model, calibration: opened.profile.calibration }];

describe('the status line says exact only for the model’s own tokenizer', () => {
  test('an OpenAI or open model in its own encoding: exactly', () => {
    expect(countedStatus(at('gpt-5'), 'o200k_base', false, modelEstimate([], 'gpt-5', 'o200k_base'))).toBe(
      "Counted exactly with o200k_base, GPT-5's own tokenizer, in your browser; nothing is sent anywhere.",
    );
    expect(countedStatus(at('llama-3.3-70b'), 'llama3', false, modelEstimate([], 'llama-3.3-70b', 'llama3'))).toBe(
      "Counted exactly with llama3, Llama 3.3 70B's own tokenizer, in your browser; nothing is sent anywhere.",
    );
  });

  test('Claude, no log: the calibration sentence, uncalibrated', () => {
    const context = modelEstimate([], 'claude-sonnet-4.5', 'cl100k_base');
    expect(countedStatus(DEFAULT_PRICE_CHOICE, 'cl100k_base', false, context)).toBe(
      'Counted with cl100k_base for Claude Sonnet 4.5, in your browser; nothing is sent anywhere — ' +
        "estimate: Claude's tokenizer is not public; load a Claude Code log of this model to calibrate.",
    );
    expect(
      countedStatus(at('gemini-2.5-pro'), 'cl100k_base', false, modelEstimate([], 'gemini-2.5-pro', 'cl100k_base')),
    ).toBe(
      'Counted with cl100k_base for Gemini 2.5 Pro (prompts ≤ 200,000 tokens), in your browser; nothing is sent anywhere — ' +
        "estimate: Gemini's tokenizer is not public; load a Gemini CLI log of this model to calibrate.",
    );
  });

  test('Claude with a Claude Code log of it loaded: the factor from the log', () => {
    const context = modelEstimate(claudeLog, 'claude-sonnet-4.5', 'cl100k_base');
    expect(context.calibration).not.toBeNull();
    expect(countedStatus(DEFAULT_PRICE_CHOICE, 'cl100k_base', false, context)).toBe(
      'Counted with cl100k_base for Claude Sonnet 4.5, in your browser; nothing is sent anywhere — ' +
        'Claude tokens: each cl100k_base count × 1.25, the median of Claude tokens ÷ cl100k_base tokens over 7 requests of tool results in claude.jsonl (p10–p90 1.10–1.29), rounded; only 2 of them JSON, 10 needed for a JSON ratio of its own.',
    );
    // The log is in cl100k_base: counts overridden to o200k_base are not what its ratio scales.
    expect(
      countedStatus(
        DEFAULT_PRICE_CHOICE,
        'o200k_base',
        true,
        modelEstimate(claudeLog, 'claude-sonnet-4.5', 'o200k_base'),
      ),
    ).toBe(
      'Counted with o200k_base for Claude Sonnet 4.5, in your browser; nothing is sent anywhere — ' +
        "estimate: Claude's tokenizer is not public; load a Claude Code log of this model to calibrate.",
    );
  });

  test('an OpenAI model in another encoding, and custom prices: estimates, saying why', () => {
    expect(countedStatus(at('gpt-5'), 'cl100k_base', true, modelEstimate([], 'gpt-5', 'cl100k_base'))).toBe(
      'Counted with cl100k_base for GPT-5, in your browser; nothing is sent anywhere — ' +
        'GPT-5 counts with o200k_base: these counts are estimates for it.',
    );
    expect(countedStatus(at('custom'), 'cl100k_base', false, modelEstimate([], 'custom', 'cl100k_base'))).toBe(
      'Counted with cl100k_base, in your browser; nothing is sent anywhere — ' +
        'Custom prices name no model, so there is no tokenizer to follow: counts are estimates for any model whose own this is not.',
    );
  });

  test('an id the catalogue does not know: named, pointed to the catalogue, never exact, said in the status line, not under each cell', () => {
    const claude5 = modelEstimate([], 'claude-sonnet-9', 'cl100k_base');
    expect(countedStatus(at('claude-sonnet-9'), 'cl100k_base', false, claude5)).toBe(
      'Counted with cl100k_base for claude-sonnet-9 (not in the catalogue), in your browser; nothing is sent anywhere — ' +
        'claude-sonnet-9 is not in the catalogue (by its name Claude, whose tokenizer is not public): counts are estimates.',
    );
    expect(cellEstimate(1_372, claude5)).toBeUndefined();
    // Its name says GPT-5 family (o200k_base), but that is a guess: still an estimate.
    const gpt59 = modelEstimate([], 'gpt-5.9', 'o200k_base');
    expect(countedStatus(at('gpt-5.9'), 'o200k_base', false, gpt59)).toBe(
      'Counted with o200k_base for gpt-5.9 (not in the catalogue), in your browser; nothing is sent anywhere — ' +
        'gpt-5.9 is not in the catalogue (by its name GPT-5 family, which counts with o200k_base): counts are estimates.',
    );
    expect(cellEstimate(1_372, gpt59)).toBeUndefined();
  });
});
