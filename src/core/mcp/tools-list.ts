import type { DataRecord, JsonObject, JsonValue } from '../json-value.ts';
import { isJsonNumber, jsonTypeOf, toJsonText } from '../json-value.ts';
import { fieldsOf } from '../records.ts';
import type { McpRevision } from './revisions.ts';

/** Which tool definitions a `tools/list` result publishes. */
export type ToolsListProfile = 'minimal' | 'structured';

/** What the scenario's tools are built from. */
export interface ToolsListSpec {
  /** Tool names are `<prefix>_list`, `<prefix>_distinct`, `<prefix>_schema`. */
  prefix: string;
  /** What the tools serve, in words, e.g. `sprint tasks`. */
  noun: string;
  records: readonly DataRecord[];
  /** Named field sets the `fields` argument accepts besides the field names. */
  presets: readonly string[];
  profile: ToolsListProfile;
  revision: McpRevision;
}

function jsonType(records: readonly DataRecord[], field: string): JsonValue {
  const types = new Set<string>();
  for (const record of records) {
    const v = record[field];
    if (v === undefined) continue;
    // A number kept digit for digit is an integer when its text is digits only.
    if (isJsonNumber(v)) types.add(/^-?\d+$/.test(v.value) ? 'integer' : 'number');
    else if (typeof v === 'number') types.add(Number.isInteger(v) ? 'integer' : 'number');
    else types.add(jsonTypeOf(v));
  }
  if (types.has('number')) types.delete('integer');
  const list = [...types].sort();
  return list.length === 1 ? list[0]! : list;
}

function listOutputSchema(records: readonly DataRecord[]): JsonObject {
  const properties = Object.fromEntries(fieldsOf(records).map((f) => [f, { type: jsonType(records, f) }]));
  return {
    type: 'object',
    properties: { records: { type: 'array', items: { type: 'object', properties } } },
    required: ['records'],
  };
}

/**
 * The pretty (2-space) JSON-RPC response to `tools/list` for the scenario's list, distinct-values and
 * schema tools (the structured profile adds an `outputSchema`; 2026-07-28 adds cache fields): this
 * project's construction after the seed article's profiles, not a copy of its files.
 */
export function toolsListText(spec: ToolsListSpec): string {
  const fields = fieldsOf(spec.records);
  const list: JsonObject = {
    name: `${spec.prefix}_list`,
    title: `List ${spec.noun}`,
    description: `List ${spec.noun}, returning only the fields named.`,
    inputSchema: {
      type: 'object',
      properties: {
        fields: {
          type: 'array',
          items: { type: 'string', enum: [...fields, ...spec.presets] },
          description: 'Field projection: return only these fields or presets. Omit for every field.',
        },
      },
    },
    ...(spec.profile === 'structured' ? { outputSchema: listOutputSchema(spec.records) } : {}),
  };
  const distinct: JsonObject = {
    name: `${spec.prefix}_distinct`,
    title: 'Distinct values of a field',
    description: `Returns the distinct values of one field of the ${spec.noun}.`,
    inputSchema: {
      type: 'object',
      properties: { field: { type: 'string', enum: fields, description: 'The field to list values of.' } },
      required: ['field'],
    },
  };
  const schema: JsonObject = {
    name: `${spec.prefix}_schema`,
    title: 'Schema',
    description: `Describes the fields and formats of the ${spec.noun}.`,
    inputSchema: { type: 'object', properties: {} },
  };
  const tools = [list, distinct, schema];
  const result: JsonObject =
    spec.revision === '2025' ? { tools } : { resultType: 'complete', tools, ttlMs: 3_600_000, cacheScope: 'public' };
  return toJsonText({ jsonrpc: '2.0', id: 1, result }, 2);
}

/** The tool definitions of a `tools/list` response text (`{"result": {"tools": [...]}}`), as listed. */
export function toolsOfListText(text: string): JsonObject[] {
  return (JSON.parse(text) as { result: { tools: JsonObject[] } }).result.tools;
}
