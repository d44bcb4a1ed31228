import type { DataRecord } from '../json-value.ts';
import { fieldValue } from '../records.ts';
import { encodeCell, encodeLine } from './compact-cell.ts';

/**
 * Header plus value rows (rung L4): a header naming `fields` in the caller's order, then one line
 * per record; every line ends with `\n`. `header` replaces the header cells (rung L5 passes the
 * aliases); it must have one entry per field. A dotted field (`user.login`) that is not a key of a
 * record takes the nested value (see {@link fieldValue}).
 * @throws RangeError when `header` and `fields` differ in length.
 */
export function serializeCompact(
  records: readonly DataRecord[],
  fields: readonly string[],
  header: readonly string[] = fields,
): string {
  if (header.length !== fields.length) {
    throw new RangeError(`compact header has ${header.length} cells for ${fields.length} fields`);
  }
  let out = encodeLine(header.map((name) => encodeCell(name)));
  for (const record of records) {
    out += encodeLine(fields.map((field) => encodeCell(fieldValue(record, field))));
  }
  return out;
}
