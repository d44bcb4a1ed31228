import { describe, expect, test } from 'vitest';
import { matchModel } from '../../core/models/model-match.ts';
import { CLAUDE_LOG_NAME, claudeOpened } from '../../testing/claude-profile.ts';
import { selectModelCalibration } from './calibration.ts';
import { createAppStore } from '../store.ts';

const opened = claudeOpened();

describe('selectModelCalibration', () => {
  test('no log open: the chosen Claude model, uncalibrated', () => {
    const store = createAppStore();
    expect(store.getState().pricing.model).toBe('claude-sonnet-4.5');
    expect(selectModelCalibration(store.getState())).toEqual({
      match: matchModel('claude-sonnet-4.5'),
      calibration: null,
      log: null,
      note: null,
    });
  });

  test('run A a log of that model: its calibration, named; the same object while nothing changes', () => {
    const store = createAppStore();
    store.getState().setSessions({ status: 'ready', opened });
    const first = selectModelCalibration(store.getState());
    expect(first.log).toBe(CLAUDE_LOG_NAME);
    expect(first.calibration).toBe(opened.profile.calibration);
    expect(first.calibration?.overall?.n).toBe(7);
    expect(selectModelCalibration(store.getState())).toBe(first);
  });

  test('the log as run B calibrates too; a GPT model or another encoding does not', () => {
    const store = createAppStore();
    store.getState().setCompare({ status: 'ready', opened });
    expect(selectModelCalibration(store.getState()).log).toBe(CLAUDE_LOG_NAME);
    store.getState().setEncoding('o200k_base');
    expect(selectModelCalibration(store.getState()).calibration).toBeNull();
    store.getState().setPricing({ model: 'gpt-5' });
    expect(selectModelCalibration(store.getState()).match?.vendor).toBe('OpenAI');
    expect(selectModelCalibration(store.getState()).calibration).toBeNull();
  });
});
