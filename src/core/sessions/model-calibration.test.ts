import { describe, expect, test } from 'vitest';
import { claudeProfile } from '../../testing/claude-profile.ts';
import { calibrationForModel, MIN_CALIBRATION_N } from './model-calibration.ts';

const profile = claudeProfile();
const calibration = profile.calibration;
const few = { ...calibration, overall: { ...calibration.overall!, n: 3 } };

describe('calibrationForModel', () => {
  test('the fixture log records a Claude model and 7 samples, over the minimum of 5', () => {
    expect(profile.model).toBe('claude-sonnet-4-5-20250929');
    expect(calibration.overall?.n).toBe(7);
    expect(MIN_CALIBRATION_N).toBe(5);
  });

  test('a log of the chosen model’s family calibrates it (the catalogue id claude-sonnet-4.5 too), and is named', () => {
    const logs = [{ log: 'claude.jsonl', model: profile.model, calibration }];
    expect(calibrationForModel(logs, 'claude-sonnet-4.5')).toEqual({ calibration, log: 'claude.jsonl', note: null });
  });

  test('a log of another family does not: no calibration, no note', () => {
    const logs = [{ log: 'claude.jsonl', model: profile.model, calibration }];
    expect(calibrationForModel(logs, 'gemini-2.5-pro')).toEqual({ calibration: null, log: null, note: null });
    expect(calibrationForModel(logs, undefined)).toEqual({ calibration: null, log: null, note: null });
  });

  test('too few samples: said, not used; a later log with enough wins', () => {
    const small = { log: 'small.jsonl', model: profile.model, calibration: few };
    expect(calibrationForModel([small], 'claude-sonnet-4-5')).toEqual({
      calibration: null,
      log: null,
      note: 'small.jsonl gives only 3 requests to calibrate with (5 needed)',
    });
    const big = { log: 'claude.jsonl', model: profile.model, calibration };
    expect(calibrationForModel([small, big], 'claude-sonnet-4-5').log).toBe('claude.jsonl');
  });
});
