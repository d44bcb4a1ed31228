import type { InputResult } from '../input/read-input.ts';
import { stripBom } from '../input/bom.ts';
import type { WholeSource } from './document.ts';
import { receivedStyle } from './style.ts';

/**
 * The whole source of one read input: `text` as received without its byte-order mark (readInput
 * says when it stripped one), the document it parsed, and where the records are in it. An input
 * read without one document (JSON Lines) is its records' array.
 */
export function wholeSourceOf(
  text: string,
  input: Pick<InputResult, 'records' | 'document' | 'recordsAt'> & Partial<Pick<InputResult, 'format'>>,
): WholeSource {
  const received = stripBom(text);
  const style = input.format === undefined ? undefined : receivedStyle(received, input.format);
  const styled = style ? { style } : {};
  if (input.document === undefined) return { text: received, document: input.records, recordsAt: [], ...styled };
  return {
    text: received,
    document: input.document,
    recordsAt: input.recordsAt === undefined ? [] : input.recordsAt,
    ...styled,
  };
}
