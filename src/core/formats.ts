import type { DataRecord } from './json-value.ts';
import { serializeCsv } from './serializers/csv.ts';
import { serializeJsonPrettySource } from './serializers/json-source.ts';
import { serializeJsonLines } from './serializers/jsonl.ts';
import { serializeMarkdownTable } from './serializers/markdown-table.ts';
import { serializeToon } from './serializers/toon.ts';
import { serializeYaml } from './serializers/yaml.ts';

/** The extra output formats the dashboard counts beside the six-rung ladder, in display order. */
export const FORMAT_IDS = ['csv', 'yaml', 'toon', 'markdown', 'jsonl', 'json-source'] as const;

/** One of {@link FORMAT_IDS}. */
export type FormatId = (typeof FORMAT_IDS)[number];

/** A format: its id, a short name, its rule in one line of words, and how its text is built. */
export interface Format {
  id: FormatId;
  kind: 'format';
  name: string;
  rule: string;
  /** The format's exact text for `records` under the projection `fields` (caller's order). */
  build(records: readonly DataRecord[], fields: readonly string[]): string;
}

/** The format definitions, in the order of {@link FORMAT_IDS}; each is counted like a rung. */
export const FORMATS: readonly Format[] = [
  {
    id: 'csv',
    kind: 'format',
    name: 'CSV',
    rule: 'RFC 4180 CSV: header row, CRLF line ends, quotes only where needed.',
    build: serializeCsv,
  },
  {
    id: 'yaml',
    kind: 'format',
    name: 'YAML',
    rule: 'A YAML list of mappings, selected fields in your order, long strings not folded.',
    build: serializeYaml,
  },
  {
    id: 'toon',
    kind: 'format',
    name: 'TOON',
    rule: 'TOON: a [N]{fields}: header then one comma row per record when records are uniform, else a list.',
    build: serializeToon,
  },
  {
    id: 'markdown',
    kind: 'format',
    name: 'Markdown table',
    rule: 'GitHub table: header, --- separator, one row per record; | escaped, line breaks as <br>.',
    build: serializeMarkdownTable,
  },
  {
    id: 'jsonl',
    kind: 'format',
    name: 'JSON Lines',
    rule: "One minified JSON object per line, selected fields in each record's own key order.",
    build: serializeJsonLines,
  },
  {
    id: 'json-source',
    kind: 'format',
    name: 'Pretty JSON, source order',
    rule: "Selected fields, keys in each record's own order (not sorted), 2-space indent.",
    build: serializeJsonPrettySource,
  },
];

/** True when `s` is one of {@link FORMAT_IDS} (e.g. a value read from a URL or storage). */
export function isFormatId(s: string): s is FormatId {
  return (FORMAT_IDS as readonly string[]).includes(s);
}

/** The format with `id`. */
export function formatById(id: FormatId): Format {
  return FORMATS.find((format) => format.id === id)!;
}
