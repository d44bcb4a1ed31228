import type { DataRecord, JsonValue } from '../json-value.ts';
import { isJsonNumber, jsonTypeOf, toJsonText } from '../json-value.ts';
import { fieldsOf } from '../records.ts';

function typeName(value: JsonValue | undefined): string {
  return value === undefined ? 'missing' : jsonTypeOf(value);
}

/**
 * The default schema response the break-even view counts: what a query layer would answer when
 * asked which fields and formats it offers, as pretty JSON (2-space indent). This project's own
 * text, not the seed article's; the user can replace it with their tool's.
 */
export function defaultSchemaResponse(records: readonly DataRecord[], tool = 'records'): string {
  const fields = fieldsOf(records).map((name) => {
    const types = [...new Set(records.map((r) => typeName(r[name])))].sort();
    const example = records.find((r) => r[name] !== undefined && r[name] !== null)?.[name];
    const scalar =
      example !== undefined &&
      example !== null &&
      !Array.isArray(example) &&
      (typeof example !== 'object' || isJsonNumber(example));
    return { name, type: types.join(' | '), ...(scalar ? { example } : {}) };
  });
  const schema = {
    tool,
    query: {
      syntax: 'list() { field field ... }',
      description: 'Lists every record with only the fields named, in the order named. Use `full` for all fields.',
    },
    fields,
    formats: {
      json: 'JSON array of objects, keys sorted',
      compact:
        'header line naming the fields, then one comma-separated line per record; cells holding , " or line breaks are quoted',
    },
  };
  return toJsonText(schema as JsonValue, 2);
}
