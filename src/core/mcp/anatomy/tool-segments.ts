/**
 * A tool definition as a host writes it, cut into labelled pieces of text: each member of the
 * definition (name, description, each input property's keywords, `$defs` entries, output schema,
 * annotations) is one part, and JSON's punctuation and layout between them is `structure`.
 */
import type { JsonObject, JsonValue } from '../../json-value.ts';
import { isJsonObject, toJsonText } from '../../json-value.ts';

/** The part that holds braces, brackets, commas and indentation, and a host's own framing keys. */
export const STRUCTURE = 'structure';

/** The keywords of an input property counted apart; its other keywords and its name are the property's own part. */
export const PROPERTY_KEYWORDS: readonly string[] = ['description', 'type', 'enum', 'default', 'examples'];

/** A piece of the text and the part it belongs to. */
export interface Segment {
  part: string;
  text: string;
}

/** The part of one member (key and value) and, to look inside its value, the rule of its members. */
type Rule = (key: string) => { part: string; inner?: Rule };

// Keywords whose value is a schema, or a list or map of schemas, inside a property.
const SCHEMA_HOLDERS = new Set(['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not', 'prefixItems']);
const MAPS_OF_SCHEMAS = new Set(['properties', 'patternProperties']);

/** Inside the property `prefix` (`properties.city`): its counted keywords, nested schemas searched too. */
function propertyRule(prefix: string): Rule {
  const rule: Rule = (key) => {
    if (PROPERTY_KEYWORDS.includes(key)) return { part: `${prefix}.${key}` };
    if (MAPS_OF_SCHEMAS.has(key)) return { part: prefix, inner: () => ({ part: prefix, inner: rule }) };
    if (SCHEMA_HOLDERS.has(key)) return { part: prefix, inner: rule };
    return { part: prefix };
  };
  return rule;
}

/** An input schema's root: each property, each `$defs` target, the rest (`type`, `required`…) `inputSchema`. */
const inputSchemaRule: Rule = (key) => {
  if (key === 'properties')
    return {
      part: 'inputSchema',
      inner: (name) => ({ part: `properties.${name}`, inner: propertyRule(`properties.${name}`) }),
    };
  if (key === '$defs' || key === 'definitions')
    return { part: 'inputSchema', inner: (name) => ({ part: `${key}.${name}` }) };
  return { part: 'inputSchema' };
};

/** A tool entry's members: `framing` are the keys the host adds (`type`, `strict`), counted as structure. */
function entryRule(framing: ReadonlySet<string>): Rule {
  return (key) => {
    if (key === 'inputSchema' || key === 'input_schema' || key === 'parameters')
      return { part: 'inputSchema', inner: inputSchemaRule };
    return { part: framing.has(key) ? STRUCTURE : key };
  };
}

/** Collects segments, joining neighbours of the same part. */
class Pieces {
  readonly segments: Segment[] = [];
  push(part: string, text: string): void {
    const last = this.segments.at(-1);
    if (last?.part === part) last.text += text;
    else if (text !== '') this.segments.push({ part, text });
  }
}

/** A value written whole, as `JSON.stringify(…, indent)` writes it at `depth`. */
function whole(value: JsonValue, depth: number, indent: number): string {
  const text = toJsonText(value, indent);
  return indent > 0 ? text.replaceAll('\n', `\n${' '.repeat(indent * depth)}`) : text;
}

function write(value: JsonValue, depth: number, part: string, rule: Rule | undefined, indent: number, out: Pieces) {
  const isArray = Array.isArray(value);
  if (rule === undefined || !(isArray || isJsonObject(value))) return out.push(part, whole(value, depth, indent));
  const entries: [string | null, JsonValue][] = isArray ? value.map((v) => [null, v]) : Object.entries(value);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return out.push(STRUCTURE, `${open}${close}`);
  const newline = (d: number) => (indent > 0 ? `\n${' '.repeat(indent * d)}` : '');
  out.push(STRUCTURE, open);
  entries.forEach(([key, item], i) => {
    out.push(STRUCTURE, `${i > 0 ? ',' : ''}${newline(depth + 1)}`);
    if (key === null) return write(item, depth + 1, part, isJsonObject(item) ? rule : undefined, indent, out);
    const member = rule(key);
    out.push(member.part, `${JSON.stringify(key)}:${indent > 0 ? ' ' : ''}`);
    write(item, depth + 1, member.part, member.inner, indent, out);
  });
  out.push(STRUCTURE, `${newline(depth)}${close}`);
}

/**
 * `entry` (a tool as the host writes it, `indent` spaces or compact) as labelled segments whose
 * texts joined are exactly `toJsonText(entry, indent)`; `framing` are the host's own keys.
 */
export function toolSegments(entry: JsonObject, indent: number, framing: ReadonlySet<string> = new Set()): Segment[] {
  const out = new Pieces();
  write(entry, 0, STRUCTURE, entryRule(framing), indent, out);
  return out.segments;
}
