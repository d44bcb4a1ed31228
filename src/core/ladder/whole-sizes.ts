/**
 * The sizes a ladder scale adds from its whole source: the text as received (counted once per data
 * set and encoding) and the whole-response formats at the current projection.
 */
import type { DataRecord, JsonValue } from '../json-value.ts';
import { textSize } from '../text-stats.ts';
import { countInSteps, type EncodingName, type TokenCounter } from '../tokenizer/tokenizer.ts';
import type { Steps } from '../steps.ts';
import { documentWith, recordsInPlace, type WholeSource } from '../whole/document.ts';
import { wholeFormatById, type WholeFormatId } from '../whole/formats.ts';
import type { RungSize } from './ladder-shape.ts';
import { writeInStyle } from '../whole/style.ts';
import { fieldPathsOf } from '../fields/field-tree.ts';

// The as-received text is the file: it does not depend on the projection, so a field toggle (or a
// second ladder in the same encoding) reuses its count.
const receivedSizes = new WeakMap<WholeSource, Map<EncodingName, RungSize>>();

/**
 * Tokens, bytes and characters of `source.text` (the text as received), once per source and
 * encoding; undefined when the source has no text (it is not the whole file).
 */
export function* asReceivedSize(source: WholeSource, counter: TokenCounter): Steps<RungSize | undefined> {
  if (source.text === undefined) return undefined;
  let byEncoding = receivedSizes.get(source);
  if (!byEncoding) receivedSizes.set(source, (byEncoding = new Map()));
  const known = byEncoding.get(counter.encoding);
  if (known) return known;
  const size = { tokens: yield* countInSteps(counter, source.text), ...textSize(source.text) };
  byEncoding.set(counter.encoding, size);
  return size;
}

/**
 * The whole-response texts of one data set (by format id), the formats that could not write it,
 * with why, and the document they were written from (the records projected in place; absent when
 * no format was asked for).
 */
export interface WholeTexts {
  texts: Partial<Record<WholeFormatId, string>>;
  problems: Partial<Record<WholeFormatId, string>>;
  document?: JsonValue;
}

/**
 * The text of each of `ids` for the document of `source` with `records` projected to `fields` in
 * place (whole/document.ts). A format whose library cannot write the document (TOON and a lone
 * surrogate; a value nested too deep for a recursive writer) is left out, its error message kept.
 */
export function wholeTexts(
  source: WholeSource,
  records: readonly DataRecord[],
  fields: readonly string[],
  ids: readonly WholeFormatId[],
): WholeTexts {
  const out: WholeTexts = { texts: {}, problems: {} };
  if (ids.length === 0) return out;
  const document = documentWith(source, recordsInPlace(records, fields));
  out.document = document;
  for (const id of ids) {
    try {
      out.texts[id] = wholeFormatById(id).build(document);
    } catch (error) {
      out.problems[id] =
        error instanceof RangeError
          ? 'the value is nested too deep to write'
          : String((error as Error).message ?? error);
    }
  }
  return out;
}

/** {@link wholeTexts} counted: each format's tokens, bytes and characters, with the texts, the problems and the document. */
export function* wholeSizes(
  source: WholeSource,
  records: readonly DataRecord[],
  fields: readonly string[],
  ids: readonly WholeFormatId[],
  counter: TokenCounter,
): Steps<WholeTexts & { sizes: Partial<Record<WholeFormatId, RungSize>> }> {
  const written = wholeTexts(source, records, fields, ids);
  const { texts } = written;
  yield;
  const sizes: Partial<Record<WholeFormatId, RungSize>> = {};
  for (const id of ids) {
    const text = texts[id];
    if (text === undefined) continue;
    sizes[id] = { tokens: yield* countInSteps(counter, text), ...textSize(text) };
  }
  return { ...written, sizes };
}

/**
 * The text as received with the dropped fields removed, written in its own style (whole/style.ts);
 * undefined when every field is kept, or the text's style is not known (CSV, TSV, YAML).
 */
export function receivedProjectedText(
  source: WholeSource,
  records: readonly DataRecord[],
  fields: readonly string[],
): string | undefined {
  if (!source.style || source.text === undefined) return undefined;
  const kept = new Set(fields);
  if (fieldPathsOf(records).every((path) => kept.has(path))) return undefined;
  const projected = recordsInPlace(records, fields);
  return writeInStyle(documentWith(source, projected), projected, source.style);
}
