/**
 * The whole-response formats: the entire document (wrapper included) written as one library call
 * writes it, beside the ladder's rungs, which show the records alone.
 */
import { encode } from '@toon-format/toon';
import { stringify } from 'yaml';
import type { JsonValue } from '../json-value.ts';
import { holdsJsonNumber, toJsonText } from '../json-value.ts';
import { JSON_NUMBER_TAGS } from '../serializers/yaml.ts';
import { withRawNumbers } from '../serializers/toon.ts';

/** The whole-response formats, in display order; the ids `npm run ladder -- --whole` prints. */
export const WHOLE_FORMAT_IDS = ['json-pretty', 'json-min', 'yaml', 'toon'] as const;

/** One of {@link WHOLE_FORMAT_IDS}. */
export type WholeFormatId = (typeof WHOLE_FORMAT_IDS)[number];

/** A whole-response format: its id, a short name, its rule (the library call), and how its text is built. */
export interface WholeFormat {
  id: WholeFormatId;
  name: string;
  rule: string;
  /** The exact text of `document`; a library's error (a lone surrogate for TOON, a too deep value) is thrown. */
  build(document: JsonValue): string;
}

/**
 * The definitions. With every field kept each text is the named call on the parsed document;
 * exact numbers (JsonNumbers) are written as their source digits: JSON by `toJsonText`, YAML by
 * the same custom tag as the YAML format, TOON as `rawString`s (no other option changes).
 */
export const WHOLE_FORMATS: readonly WholeFormat[] = [
  {
    id: 'json-pretty',
    name: 'Whole response, pretty JSON',
    rule: 'The entire document, wrapper included, as JSON.stringify(doc, null, 2): source key order.',
    build: (document) => toJsonText(document, 2),
  },
  {
    id: 'json-min',
    name: 'Whole response, minified JSON',
    rule: 'The entire document as JSON.stringify(doc): source key order, no whitespace.',
    build: (document) => toJsonText(document),
  },
  {
    id: 'yaml',
    name: 'Whole response, YAML',
    rule: "The entire document as the yaml package's stringify(doc) with its defaults.",
    build: (document) =>
      holdsJsonNumber(document) ? stringify(document, { customTags: JSON_NUMBER_TAGS }) : stringify(document),
  },
  {
    id: 'toon',
    name: 'Whole response, TOON',
    rule: "The entire document as @toon-format/toon's encode(doc) with its defaults.",
    build: (document) => encode(holdsJsonNumber(document) ? withRawNumbers(document) : document),
  },
];

/** True when `s` is one of {@link WHOLE_FORMAT_IDS} (a value read from a URL or a command line). */
export function isWholeFormatId(s: string): s is WholeFormatId {
  return (WHOLE_FORMAT_IDS as readonly string[]).includes(s);
}

/** The whole-response format with `id`. */
export function wholeFormatById(id: WholeFormatId): WholeFormat {
  return WHOLE_FORMATS.find((format) => format.id === id)!;
}
