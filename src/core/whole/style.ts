/**
 * How a JSON or JSON Lines text as received is laid out (compact, or its indent; its last newline;
 * its separators and escapes), so the same document with fields dropped can be written the way the
 * sender writes it.
 */
import { stringify as losslessStringify } from 'lossless-json';
import type { InputFormat } from '../input/read-input.ts';
import type { DataRecord, JsonValue } from '../json-value.ts';
import { holdsJsonNumber, toJsonText } from '../json-value.ts';
import type { JsonSpelling } from './json-spelling.ts';
import { readSpelling, respell } from './json-spelling.ts';

/** The layout of a text as received: one JSON document, or one JSON value a line. */
export type ReceivedStyle = (
  { kind: 'json'; indent: number | string; finalNewline: boolean } | { kind: 'json-lines'; finalNewline: boolean }
) & { spelling?: JsonSpelling };

// `style` with the spelling of `text`, when it is not `JSON.stringify`'s.
function spelled<S extends ReceivedStyle>(style: S, text: string, oneLine: boolean): S {
  const spelling = readSpelling(text, oneLine);
  return Object.keys(spelling).length === 0 ? style : { ...style, spelling };
}

// The whitespace that starts the first line after the opening bracket: the text's indent unit.
function indentOf(text: string): number | string {
  const lines = text.split('\n');
  const inner = lines.slice(1).find((line) => line.trim() !== '');
  const lead = inner?.match(/^[ \t]*/)?.[0] ?? '';
  if (lead.includes('\t')) return '\t';
  return lead.length;
}

/** The style of `text` read as `format`; undefined for formats other than JSON and JSON Lines. */
export function receivedStyle(text: string, format: InputFormat): ReceivedStyle | undefined {
  const finalNewline = text.endsWith('\n');
  if (format === 'json-lines') return spelled({ kind: 'json-lines', finalNewline }, text, true);
  if (format !== 'json-array' && format !== 'json-object') return undefined;
  const body = text.trim();
  const indent = body.includes('\n') ? indentOf(body) : 0;
  return spelled({ kind: 'json', indent, finalNewline }, text, indent === 0);
}

/** `document` (its `records`, for JSON Lines) written in `style`: numbers digit for digit. */
export function writeInStyle(document: JsonValue, records: readonly DataRecord[], style: ReceivedStyle): string {
  const { spelling } = style;
  return spelling ? respell(laidOut(document, records, style), spelling) : laidOut(document, records, style);
}

// `document` in `style`'s layout, spelled as `JSON.stringify` spells it.
function laidOut(document: JsonValue, records: readonly DataRecord[], style: ReceivedStyle): string {
  const end = style.finalNewline ? '\n' : '';
  if (style.kind === 'json-lines') return records.map((r) => toJsonText(r)).join('\n') + end;
  if (typeof style.indent === 'number') return toJsonText(document, style.indent) + end;
  const text = holdsJsonNumber(document)
    ? losslessStringify(document, undefined, style.indent)!
    : JSON.stringify(document, null, style.indent);
  return text + end;
}
