import { describe, expect, it } from 'vitest';
import { progressText } from './progress-text.ts';

describe('progressText', () => {
  it('says the percentage rounded down and the total in its unit', () => {
    expect(progressText(2_562_000, 6_100_000, 'characters')).toBe('42 % of 6.1 million characters');
    expect(progressText(4.45, 12, 'texts')).toBe('37 % of 12 texts');
    expect(progressText(52_299, 52_300, 'characters')).toBe('99 % of 52,300 characters');
    expect(progressText(0.5, 1, 'texts')).toBe('50 % of 1 text');
    expect(progressText(7, 0, 'texts')).toBe('0 % of 0 texts');
  });
});
