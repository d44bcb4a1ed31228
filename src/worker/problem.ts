import { InputError } from '../core/input/input-error.ts';
import type { InputProblem } from './protocol.ts';

/** What the page is told of a failed read: an InputError's place and excerpt, else the error's message under `source`. */
export function problemOf(error: unknown, source: string): InputProblem {
  if (error instanceof InputError) {
    return {
      source: error.source,
      message: error.message,
      line: error.line,
      column: error.column,
      excerpt: error.excerpt,
    };
  }
  return { source, message: error instanceof Error ? error.message : String(error) };
}
