import type { DataRecord } from '../json-value.ts';
import { headerName } from '../fields/field-path.ts';
import { fieldValue } from '../records.ts';
import { encodeCell, encodeLine } from './compact-cell.ts';

/**
 * Header plus value rows (rung L4), every line ending with `\n`; `header` replaces the header cells (L5
 * passes the aliases), else each path's plain name. Cells via {@link fieldValue} (`labels[].name`: minified array).
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
