/**
 * Lists of parts (the kinds of content a context window holds), each written once as a record of
 * the words tables and legends show for its parts; the record's key order is the order the parts
 * are stacked and listed in (string keys keep their insertion order).
 */

/** A list of parts: the ids in stacking order, and the words for each. */
export interface NamedParts<K extends string> {
  ids: readonly K[];
  names: Readonly<Record<K, string>>;
}

/** The parts named by `names`: its keys, in order, as the ids. */
export function namedParts<K extends string>(names: Record<K, string>): NamedParts<K> {
  return { ids: Object.keys(names) as K[], names };
}

/** A fresh record of 0 tokens for each of `ids`, to add counts to. */
export function zeroTokens<K extends string>(ids: readonly K[]): Record<K, number> {
  return Object.fromEntries(ids.map((id) => [id, 0])) as Record<K, number>;
}
