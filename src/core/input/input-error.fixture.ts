import { expect } from 'vitest';
import { InputError } from './input-error.ts';
import type { ReadInputOptions } from './read-input.ts';
import { readInput } from './read-input.ts';

/** The InputError that `readInput(text, source, options)` throws (fails the test if none). */
export function inputErrorOf(text: string, source: string, options: ReadInputOptions = {}): InputError {
  try {
    readInput(text, source, options);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error(`expected readInput to throw for ${JSON.stringify(text.slice(0, 200))}`);
}
