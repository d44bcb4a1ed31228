import { describe, expect, test } from 'vitest';
import { downsample, summarize } from './summary.ts';
import type { StepInput } from './simulate.ts';

const step = (n: number, total: number, compacted = false) => ({ step: n, total, compacted }) as StepInput;

describe('summarize', () => {
  test('should take the middle request for an odd count', () => {
    expect(summarize([step(1, 30), step(2, 10), step(3, 20)])).toEqual({ steps: 3, total: 60, mean: 20, median: 20 });
  });
  test('should give zeros for no steps', () => {
    expect(summarize([])).toEqual({ steps: 0, total: 0, mean: 0, median: 0 });
  });
});

describe('downsample', () => {
  test('should keep a short series whole', () => {
    const s = [step(1, 1), step(2, 2)];
    expect(downsample(s, 10)).toEqual(s);
  });
  test('should thin a long series but keep the ends and every compaction step', () => {
    const s = Array.from({ length: 1000 }, (_, i) => step(i + 1, i, i === 501));
    const d = downsample(s, 100);
    expect(d.length).toBeLessThanOrEqual(102);
    expect(d[0]!.step).toBe(1);
    expect(d.at(-1)!.step).toBe(1000);
    expect(d.some((p) => p.step === 502)).toBe(true);
  });
});
