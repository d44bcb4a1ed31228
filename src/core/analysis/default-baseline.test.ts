import { describe, expect, test } from 'vitest';
import { defaultBaseline } from './default-baseline.ts';

describe('defaultBaseline', () => {
  test('should be the text as received for own data and the move rule (L0 in the verdict) for the fixture', () => {
    expect(defaultBaseline('own')).toBe('as-received');
    expect(defaultBaseline('fixture')).toBe('move');
  });
});
