import { describe, expect, test } from 'vitest';
import { STEP_TOOLTIP, tokenScale, tokensYAxis } from './chart-props.tsx';

describe('token axes', () => {
  test('a linear token axis starts at 0; a log one at 1 token, up to the power of ten at or above the largest value', () => {
    expect(tokenScale(false, 4321)).toEqual({
      scale: 'linear',
      domain: [0, 'auto'],
      ticks: undefined,
      allowDataOverflow: false,
    });
    expect(tokenScale(true, 4321)).toEqual({
      scale: 'log',
      domain: [1, 10_000],
      ticks: [1, 10, 100, 1_000, 10_000],
      allowDataOverflow: true,
    });
    expect(tokenScale(true, 1000).domain).toEqual([1, 1000]);
  });

  test('token ticks are whole tokens with thousands separators; the tooltip names the step and the unit', () => {
    const axis = tokensYAxis('Input tokens (cl100k_base)', 72, -12);
    expect(axis.allowDecimals).toBe(false);
    expect(axis.tickFormatter(12345)).toBe('12,345');
    expect(axis.label).toMatchObject({ value: 'Input tokens (cl100k_base)', angle: -90, offset: -12 });
    expect(STEP_TOOLTIP.labelFormatter(1200)).toBe('Step 1,200');
    expect(STEP_TOOLTIP.formatter(3041)).toBe('3,041 tokens');
  });
});
