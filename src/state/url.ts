import { DEFAULT_ENCODING, isEncodingName } from '../core/tokenizer/tokenizer.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import type { FieldState } from './fields.ts';
import { MAX_CUSTOM_ROWS } from './presets.ts';

/** The settings a link carries. Data never goes into the link. */
export interface LinkSettings {
  fields: FieldState;
  scales: number[];
  encoding: EncodingName;
  chartScale: 'linear' | 'log';
}

/** Settings read from a link, and what could not be read (each part falls back on its own). */
export interface ParsedLink {
  settings: Partial<LinkSettings>;
  warnings: string[];
}

// A switched-off field is written with a leading `-`; names are percent-encoded, so a field
// named `-x` or holding a comma survives.
function encodeFields(fields: FieldState): string {
  return fields.order.map((f) => (fields.excluded.includes(f) ? '-' : '') + encodeURIComponent(f)).join(',');
}

function decodeFields(text: string): FieldState {
  const order: string[] = [];
  const excluded: string[] = [];
  for (const part of text.split(',')) {
    if (part === '' || part === '-') throw new Error('empty field name');
    const off = part.startsWith('-');
    const name = decodeURIComponent(off ? part.slice(1) : part);
    if (order.includes(name)) throw new Error(`field ${name} listed twice`);
    order.push(name);
    if (off) excluded.push(name);
  }
  return { order, excluded };
}

// Commas separate list items and read fine in a link, so they stay literal at the query level
// (URLSearchParams reads them back as commas); a comma inside a field name is already `%2C`.
function param(key: string, value: string): string {
  return `${key}=${encodeURIComponent(value).replaceAll('%2C', ',')}`;
}

/** The query string (without `?`) for `settings`, e.g. `fields=id,status,-name&scales=5,20&enc=cl100k_base&y=linear`. */
export function settingsToQuery(settings: LinkSettings): string {
  return [
    param('fields', encodeFields(settings.fields)),
    param('scales', settings.scales.join(',')),
    param('enc', settings.encoding),
    param('y', settings.chartScale),
  ].join('&');
}

/**
 * Settings from a query string. Never throws: a part that is malformed, truncated or from an
 * older version is left out and named in `warnings`, so the page falls back to its default.
 */
export function settingsFromQuery(search: string): ParsedLink {
  const params = new URLSearchParams(search);
  const settings: Partial<LinkSettings> = {};
  const warnings: string[] = [];
  const fields = params.get('fields');
  if (fields !== null) {
    try {
      settings.fields = decodeFields(fields);
    } catch (error) {
      warnings.push(`fields in the link could not be read (${(error as Error).message}); using the default fields`);
    }
  }
  const scales = params.get('scales');
  if (scales !== null) {
    const rows = scales.split(',').map(Number);
    if (rows.length > 0 && rows.every((n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_CUSTOM_ROWS)) {
      settings.scales = [...new Set(rows)].sort((a, b) => a - b);
    } else warnings.push(`scales "${scales}" in the link are not row counts from 1 to ${MAX_CUSTOM_ROWS}; using the default scales`);
  }
  const encoding = params.get('enc');
  if (encoding !== null) {
    if (isEncodingName(encoding)) settings.encoding = encoding;
    else warnings.push(`encoding "${encoding}" in the link is not supported; using ${DEFAULT_ENCODING}`);
  }
  const y = params.get('y');
  if (y !== null) {
    if (y === 'linear' || y === 'log') settings.chartScale = y;
    else warnings.push(`chart scale "${y}" in the link is unknown; using linear`);
  }
  return { settings, warnings };
}
