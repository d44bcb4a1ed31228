/** Comma-separated option values: field names, and lists of known ids (formats, rungs). */
import type { FormatId } from '../../core/formats.ts';
import { FORMAT_IDS } from '../../core/formats.ts';
import { UsageError } from './usage-error.ts';

/**
 * `id, status,assignee` → `['id', 'status', 'assignee']`: `--fields`, names trimmed, in the order given.
 * @throws UsageError for an empty name (`--fields has an empty name in "id,,status"; …`) or a repeated one.
 */
export function parseFieldList(list: string): string[] {
  const fields = list.split(',').map((field) => field.trim());
  if (fields.some((field) => field === '')) {
    throw new UsageError(`--fields has an empty name in ${JSON.stringify(list)}; separate names with single commas`);
  }
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field)) throw new UsageError(`--fields names ${JSON.stringify(field)} twice`);
    seen.add(field);
  }
  return fields;
}

/** How {@link parseIdList} reads one option's list. */
export interface IdListRule<T extends string> {
  /** The option, without its dashes: `formats`, `custom-rungs`. */
  option: string;
  /** What one id is called in messages: `format`, `rung`. */
  noun: string;
  /** Every id, in the order the result keeps. */
  ids: readonly T[];
  /** An id as written turned into its form in {@link ids} (case). */
  normalize: (name: string) => string;
}

/**
 * `toon, CSV` → `['csv', 'toon']`: ids (any case, normalized by `rule.normalize`) in the order of
 * `rule.ids`.
 * @throws UsageError for an empty, unknown or repeated name.
 */
export function parseIdList<T extends string>(list: string, rule: IdListRule<T>): T[] {
  const { option, noun, ids } = rule;
  const names = list.split(',').map((name) => rule.normalize(name.trim()));
  if (names.some((name) => name === '')) {
    throw new UsageError(
      `--${option} has an empty name in ${JSON.stringify(list)}; separate ${noun}s with single commas`,
    );
  }
  const unknown = names.find((name) => !(ids as readonly string[]).includes(name));
  if (unknown !== undefined)
    throw new UsageError(`--${option}: unknown ${noun} ${JSON.stringify(unknown)}; use ${ids.join(', ')}`);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) throw new UsageError(`--${option} names ${twice} twice`);
  return ids.filter((id) => names.includes(id));
}

/**
 * `--formats`: `toon, CSV` → `['csv', 'toon']`, format ids in the page's order (see {@link parseIdList}).
 * @throws UsageError for an empty, unknown or repeated format.
 */
export function parseFormatList(list: string): FormatId[] {
  return parseIdList(list, {
    option: 'formats',
    noun: 'format',
    ids: FORMAT_IDS,
    normalize: (name) => name.toLowerCase(),
  });
}
