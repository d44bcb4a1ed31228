import type { InputResult } from '../input/read-input.ts';
import { stripBom } from '../input/bom.ts';
import type { WholeSource } from './document.ts';

/**
 * The whole source of one read input: `text` as received without its byte-order mark (readInput
 * says when it stripped one), the document it parsed, and where the records are in it. An input
 * read without one document (JSON Lines) is its records' array.
 */
export function wholeSourceOf(
  text: string,
  input: Pick<InputResult, 'records' | 'document' | 'recordsAt'>,
): WholeSource {
  if (input.document === undefined) return { text: stripBom(text), document: input.records, recordsAt: [] };
  return {
    text: stripBom(text),
    document: input.document,
    recordsAt: input.recordsAt === undefined ? [] : input.recordsAt,
  };
}
