import { headerName } from '../fields/field-path.ts';

const FALLBACK = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const ALIAS_CHARACTER = /^[a-zA-Z0-9]$/;

function* candidates(field: string): Generator<string> {
  // The field's own characters first, so `priority` gets `p` and a clash (`status`, `summary`)
  // falls to a letter the reader can still connect to the name (`u`).
  // Only ASCII letters and digits: punctuation (`.` of `user.site_admin`, `[` of `labels[].name`)
  // reads as structure, and a non-ASCII letter may look like another one.
  for (const ch of field) if (ALIAS_CHARACTER.test(ch)) yield ch;
  yield* FALLBACK;
  for (const a of FALLBACK) for (const b of FALLBACK) yield a + b;
}

/**
 * Header aliases for `fields`, in order: unique ASCII letters or digits (never quoted, never another
 * field's name), each field's own characters first, two past 62 fields; the seed's L5 rung (`i s a p`).
 * @throws RangeError for duplicate field names (an alias would be ambiguous).
 */
export function assignAliases(fields: readonly string[]): string[] {
  const names = new Set(fields);
  if (names.size !== fields.length) throw new RangeError('duplicate field names cannot be aliased');
  const taken = new Set<string>();
  return fields.map((field) => {
    for (const alias of candidates(field)) {
      if (!taken.has(alias) && (alias === field || !names.has(alias))) {
        taken.add(alias);
        return alias;
      }
    }
    throw new RangeError(`no alias left for field ${JSON.stringify(field)}`);
  });
}

/**
 * The legend that teaches the aliases: `compact header aliases:` then one `a = field` line per field,
 * each ending with `\n`; for `id status assignee priority` the reference `alias-legend.txt` byte for byte.
 */
export function aliasLegend(fields: readonly string[], aliases: readonly string[]): string {
  let out = 'compact header aliases:\n';
  fields.forEach((field, i) => {
    out += `${aliases[i]} = ${headerName(field)}\n`;
  });
  return out;
}
