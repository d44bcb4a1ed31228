import type { DataRecord } from '../json-value.ts';
import { headerName } from '../fields/field-path.ts';
import { fieldValue } from '../records.ts';
import { encodeCell, encodeLine } from './compact-cell.ts';

/**
 * Header plus value rows (rung L4): a header naming `fields` in the caller's order, then one line
 * per record; every line ends with `\n`. `header` replaces the header cells (rung L5 passes the
 * aliases); it must have one entry per field, and defaults to each field path's plain name
 * (`user\.login`, a flattened key, is headed `user.login`: `headerName`). A field path takes
 * the value it leads to (see {@link fieldValue}); `labels[].name` writes the array of each
 * label's name as minified JSON, `null` for a label without one.
 * @throws RangeError when `header` and `fields` differ in length.
 */
export function serializeCompact(
  records: readonly DataRecord[],
  fields: readonly string[],
  header: readonly string[] = fields.map(headerName),
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
