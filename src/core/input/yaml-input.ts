/** YAML as input: one document read with `yaml` (YAML 1.2 core schema), numbers kept as written. */
import { LosslessNumber } from 'lossless-json';
import { isCollection, isScalar, parseDocument, visit } from 'yaml';
import type { JsonValue } from '../json-value.ts';
import { isJsonNumberText } from '../json-value.ts';
import { formatInt } from '../format/numbers.ts';
import { MAX_NESTING_DEPTH } from './depth.ts';
import { InputError } from './input-error.ts';
import { placeOf } from './json-syntax.ts';

/** A YAML document parsed: its value (undefined when it has none), or the first error. */
export type YamlParsed = { ok: true; value: JsonValue; collection: boolean } | { ok: false; error: InputError };

/**
 * `body` as one YAML document (core schema, unique keys), inexact JSON-grammar numbers as JsonNumbers;
 * `collection` is true for a mapping or sequence, the only YAML unnamed text is read as. Never throws:
 * a syntax error, several documents, or `.inf` / `.nan` come back as a located InputError.
 */
export function parseYaml(body: string, source: string): YamlParsed {
  const doc = parseDocument(body, { uniqueKeys: true, keepSourceTokens: false });
  const failure = doc.errors[0];
  if (failure !== undefined && /Maximum call stack/.test(failure.message)) {
    const message = `${source} is nested too deeply for the YAML reader (it ran out of stack); the limit is ${formatInt(MAX_NESTING_DEPTH)} levels of arrays and objects inside one another`;
    return { ok: false, error: new InputError(message, { source }) };
  }
  if (failure !== undefined) {
    const reason = failure.message.split(/ at line \d+, column \d+/)[0]!.replace(/:$/, '');
    return {
      ok: false,
      error: located(body, source, failure.pos[0], `invalid YAML at line {line}, column {column}: ${reason}`),
    };
  }
  let bad: { offset: number; text: string } | undefined;
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value !== 'number' || node.source === undefined) return;
      if (!Number.isFinite(node.value)) {
        bad ??= { offset: node.range?.[0] ?? 0, text: node.source };
        return visit.BREAK;
      }
      if (isJsonNumberText(node.source) && String(node.value) !== node.source)
        node.value = new LosslessNumber(node.source) as unknown as number;
      return undefined;
    },
  });
  if (bad !== undefined) {
    return {
      ok: false,
      error: located(
        body,
        source,
        bad.offset,
        `${bad.text} at line {line}, column {column} is not a JSON number: write null or a string`,
      ),
    };
  }
  // toJS hands the JsonNumbers through as they are (they have no toJSON).
  const value = (doc.contents === null ? null : (doc.toJS({ maxAliasCount: 100 }) as JsonValue)) ?? null;
  return { ok: true, value, collection: isCollection(doc.contents) && !isScalar(doc.contents) };
}

/** An InputError at `offset` of `body`, `{line}` and `{column}` in `message` filled in. */
function located(body: string, source: string, offset: number, message: string): InputError {
  const place = placeOf(body, Math.min(offset, Math.max(0, body.length - 1)));
  const text = message.replace('{line}', String(place.line)).replace('{column}', String(place.column));
  return new InputError(`${source}: ${text}`, {
    source,
    line: place.line,
    column: place.column,
    excerpt: place.excerpt,
  });
}
