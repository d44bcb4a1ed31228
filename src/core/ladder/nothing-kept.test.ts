import { describe, expect, test } from 'vitest';
import { nothingKept } from './nothing-kept.ts';

describe('nothingKept', () => {
  test('should say why nothing is counted when no field is kept, naming how many there are', () => {
    expect(nothingKept([], 1_204)).toBe(
      'No field is kept (0 of 1,204), so the projected rungs L2–L5 have nothing to count: keep at least one field.',
    );
  });

  test('should say nothing while one field is kept', () => {
    expect(nothingKept(['id'], 8)).toBeUndefined();
  });
});
