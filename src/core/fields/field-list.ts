/**
 * A typed or pasted list of field paths (the `--fields` syntax, separated by commas or new lines)
 * read against the data's paths, in the order given: a group's name keeps its members; the rest
 * are named as unknown.
 */
import { fieldPathMatcher } from './field-path.ts';

/** The paths a list names, in its order, and the names that are none of the data's. */
export interface FieldList {
  fields: string[];
  unknown: string[];
}

/** Read `text` against `available` (every field path of the data). */
export function readFieldList(text: string, available: readonly string[]): FieldList {
  const names = text
    .split(/[,\n\r]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return matchFieldList(names, available);
}

/** `names` (already split, as `--fields` gives them) read against `available`: the page's rule and the CLI's. */
export function matchFieldList(names: readonly string[], available: readonly string[]): FieldList {
  const match = fieldPathMatcher(available);
  const fields: string[] = [];
  const unknown: string[] = [];
  const add = (path: string) => {
    if (!fields.includes(path)) fields.push(path);
  };
  for (const name of names) {
    const path = match(name);
    if (path !== undefined) {
      add(path);
      continue;
    }
    // A group (`user`, `labels[]`) stands for its members.
    const members = available.filter((p) => p.startsWith(`${name}.`) || p.startsWith(`${name}[]`));
    if (members.length > 0) members.forEach(add);
    else if (!unknown.includes(name)) unknown.push(name);
  }
  return { fields, unknown };
}
