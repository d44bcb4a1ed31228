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
 * The `yaml` package's options, each named so the text depends on the data alone (a changed default
 * cannot change it): YAML 1.2 core schema, no folding, no aliases, 2-space indented sequences, numbers
 * kept as text written digit for digit. Exported for `yaml-plain.test.ts`.
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
 * A YAML sequence of `- key: value` mappings of the projection `fields` (caller's order), options as
 * {@link YAML_OPTIONS}, ending with `\n`; zero records are `[]\n`. Array-index keys (`"0"`) come first
 * in any JS object, so they cannot follow the caller's order.
 */
export function serializeYaml(records: readonly DataRecord[], fields: readonly string[]): string {
  const projected = projectRecords(records, fields);
  // The fast writer's text is the package's, byte for byte, where it gives one (yaml-plain.ts).
  return yamlPlain(projected) ?? stringify(projected, YAML_OPTIONS);
}

/**
 * Reads a YAML sequence of mappings (as {@link serializeYaml} writes it) back into records, YAML 1.2 core.
 * @throws YAMLParseError for malformed YAML; TypeError when the document is not a sequence of mappings.
 */
export function parseYaml(text: string): DataRecord[] {
  const value: unknown = parse(text, { version: '1.2', schema: 'core' });
  if (!Array.isArray(value) || !value.every(isJsonObject))
    throw new TypeError('YAML document is not a sequence of mappings');
  return value as DataRecord[];
}
