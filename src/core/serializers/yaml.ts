import type { ScalarTag } from 'yaml';
import { parse, stringify } from 'yaml';
import type { DataRecord } from '../json-value.ts';
import { isJsonNumber, isJsonObject } from '../json-value.ts';
import { projectRecords } from '../records.ts';
import { yamlPlain } from './yaml-plain.ts';

/**
 * Writes a JsonNumber (a number kept as its source text) as that text, a plain scalar: YAML 1.2's
 * core schema reads `12345678901234567890`, `1.0` and `1e400` as numbers. Default tag, so no `!!`
 * tag is written; used only for writing (no `test`, so the parser never picks it).
 */
const JSON_NUMBER_TAG: ScalarTag = {
  tag: 'tag:yaml.org,2002:float',
  default: true,
  identify: isJsonNumber,
  resolve: (text) => text,
  stringify: (item) => String(item.value),
};

/**
 * The tags added to the core schema's (declared apart: `as const` would make the list read-only);
 * the whole-response YAML adds them to the package's defaults.
 */
export const JSON_NUMBER_TAGS: ScalarTag[] = [JSON_NUMBER_TAG];

/**
 * The `yaml` package's options, fixed so the text depends on the data alone:
 * - `version: '1.2'`, `schema: 'core'`: YAML 1.2's JSON-compatible scalars (the package default,
 *   named so a changed default cannot change the output); `yes` or `2025-01-01` stay plain strings,
 *   and a string that would read as another type (`"123"`, `"true"`, `""`) is quoted.
 * - `lineWidth: 0`: long strings are never folded onto continuation lines.
 * - `aliasDuplicateObjects: false`: a nested array or object shared by two records is written out
 *   twice, not as an `&anchor` and `*alias`.
 * - `indent: 2`: two spaces per level; sequence items under a key are indented (`indentSeq`).
 * - `customTags`: {@link JSON_NUMBER_TAG}, so numbers kept as text are written digit for digit.
 * Strings with line breaks become block literals (`|-`), except those holding CR, which are
 * double-quoted with `\r` escapes. Exported for `yaml-plain.test.ts`, which checks the fast writer
 * against the package with them.
 */
export const YAML_OPTIONS = {
  version: '1.2',
  schema: 'core',
  lineWidth: 0,
  aliasDuplicateObjects: false,
  indent: 2,
  indentSeq: true,
  customTags: JSON_NUMBER_TAGS,
} as const;

/**
 * A YAML sequence of mappings: one `- key: value` block per record of the projection `fields`
 * (keys in the caller's order, see {@link projectRecords}), options as {@link YAML_OPTIONS}. The
 * text ends with `\n`; zero records are `[]\n` and a record with none of the fields is `- {}`.
 * Caveat from JavaScript itself: keys that are array indices (`"0"`, `"12"`) come first in
 * ascending order in any JS object, so they cannot follow the caller's order.
 */
export function serializeYaml(records: readonly DataRecord[], fields: readonly string[]): string {
  const projected = projectRecords(records, fields);
  // The fast writer's text is the package's, byte for byte, where it gives one (yaml-plain.ts).
  return yamlPlain(projected) ?? stringify(projected, YAML_OPTIONS);
}

/**
 * Reads a YAML sequence of mappings (as {@link serializeYaml} writes it) back into records, under
 * the same YAML 1.2 core schema.
 * @throws YAMLParseError (from the `yaml` package) for malformed YAML; TypeError when the document
 *   is not a sequence of mappings.
 */
export function parseYaml(text: string): DataRecord[] {
  const value: unknown = parse(text, { version: '1.2', schema: 'core' });
  if (!Array.isArray(value) || !value.every(isJsonObject))
    throw new TypeError('YAML document is not a sequence of mappings');
  return value as DataRecord[];
}
