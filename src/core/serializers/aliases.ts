import { isSafeUnquoted } from './compact-cell.ts';

const FALLBACK = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function* candidates(field: string): Generator<string> {
  // The field's own characters first, so `priority` gets `p` and a clash (`status`, `summary`)
  // falls to a letter the reader can still connect to the name (`u`).
  for (const ch of field) if (ch.trim() !== '' && isSafeUnquoted(ch)) yield ch;
  yield* FALLBACK;
  for (const a of FALLBACK) for (const b of FALLBACK) yield a + b;
}

/**
 * Header aliases for `fields`, in the same order: each field's first character not taken by an
 * earlier field, else its next unused character, else the first unused of a–z, 0–9, A–Z; past 62
 * fields two characters. Aliases are unique and never need quotes. Source: the seed article's L5
 * rung (`id status assignee priority` → `i s a p`); the fallback order is this project's rule.
 * @throws RangeError for duplicate field names (an alias would be ambiguous).
 */
export function assignAliases(fields: readonly string[]): string[] {
  if (new Set(fields).size !== fields.length) throw new RangeError('duplicate field names cannot be aliased');
  const taken = new Set<string>();
  return fields.map((field) => {
    for (const alias of candidates(field)) {
      if (!taken.has(alias) && (alias === field || !fields.includes(alias))) {
        taken.add(alias);
        return alias;
      }
    }
    throw new RangeError(`no alias left for field ${JSON.stringify(field)}`);
  });
}

/**
 * The legend that teaches the aliases: `compact header aliases:` then one `a = field` line per
 * field, every line ending with `\n`. For `id status assignee priority` this is the reference
 * `alias-legend.txt` byte for byte (68 bytes, 21 cl100k_base tokens).
 */
export function aliasLegend(fields: readonly string[], aliases: readonly string[]): string {
  let out = 'compact header aliases:\n';
  fields.forEach((field, i) => {
    out += `${aliases[i]} = ${field}\n`;
  });
  return out;
}
