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
 * Header aliases for `fields`, in the same order: each field's first character not taken by an
 * earlier field, else its next unused character, else the first unused of a–z, 0–9, A–Z; past 62
 * fields two characters. Only ASCII letters and digits are used, so an alias never needs quotes
 * and never reads as a path's `.` or `[]`; aliases are unique, and none is the name of another
 * field (which would make the header ambiguous). Source: the seed article's L5
 * rung (`id status assignee priority` → `i s a p`); the fallback order is this project's rule.
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
 * The legend that teaches the aliases: `compact header aliases:` then one `a = field` line per
 * field, every line ending with `\n`; a field path is named by its plain name (`user\.login`, a
 * flattened key, as `user.login`). For `id status assignee priority` this is the reference
 * `alias-legend.txt` byte for byte (68 bytes, 21 cl100k_base tokens).
 */
export function aliasLegend(fields: readonly string[], aliases: readonly string[]): string {
  let out = 'compact header aliases:\n';
  fields.forEach((field, i) => {
    out += `${aliases[i]} = ${headerName(field)}\n`;
  });
  return out;
}
