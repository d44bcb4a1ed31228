import type { DataRecord, JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import type { PathStep } from './field-path.ts';
import { escapeKey, formatFieldPath } from './field-path.ts';
import { stepsOf } from './path-value.ts';

// What one key holds across the records: whether every value seen is a non-empty object, whether
// every value is an array of objects only, and the union of the keys inside (in first-seen order).
interface Seen {
  objects: boolean;
  arrays: boolean;
  keys: Map<string, Seen>;
}

function note(seen: Map<string, Seen>, key: string, value: JsonValue): void {
  let entry = seen.get(key);
  if (!entry) seen.set(key, (entry = { objects: true, arrays: true, keys: new Map() }));
  // A null where other records hold an object (GitHub's `assignee`) is no value: it stays null when projected.
  if (value === null) return;
  const isObject = isJsonObject(value) && Object.keys(value).length > 0;
  const isArrayOfObjects = Array.isArray(value) && value.every((element) => isJsonObject(element));
  if (!isObject) entry.objects = false;
  if (!isArrayOfObjects) entry.arrays = false;
  if (isObject) for (const [k, v] of Object.entries(value)) note(entry.keys, k, v);
  if (isArrayOfObjects)
    for (const element of value) for (const [k, v] of Object.entries(element)) note(entry.keys, k, v);
}

function leaves(seen: Map<string, Seen>, prefix: PathStep[], out: string[]): void {
  for (const [key, entry] of seen) {
    const steps: PathStep[] = [...prefix, { key }];
    const group = entry.keys.size > 0 && (entry.objects || entry.arrays);
    if (!group) out.push(formatFieldPath(steps));
    else leaves(entry.keys, entry.arrays ? [...steps, { each: true }] : steps, out);
  }
}

/**
 * Every field of `records` as a field path, in order of first appearance, depth first: a key whose
 * values are all non-empty objects or arrays of objects (or null) is a group listed by its members,
 * anything else one field kept whole, so projecting all of them gives every record back.
 */
export function fieldPathsOf(records: readonly DataRecord[]): string[] {
  const seen = new Map<string, Seen>();
  for (const record of records) for (const [key, value] of Object.entries(record)) note(seen, key, value);
  const out: string[] = [];
  leaves(seen, [], out);
  return out;
}

/** One row of the field tree: a group (an object, or an array of objects) or a field. */
export interface FieldNode {
  /** The group's path (`labels[]`, `user`) or the field's path (`labels[].name`). */
  path: string;
  /** The last key unescaped (`name`, `user.login` for a key with a dot); an array group's ends in `[]`. */
  label: string;
  /** 0 for a top-level key. */
  depth: number;
  /** The fields under a group, in `paths` order; just the field itself for a field. */
  fields: string[];
  group: boolean;
}

/**
 * The tree of field paths `paths` as rows in display order: each group where its first field
 * stands, then its members (groups and fields) in order of first appearance. Groups come from the
 * paths' shared leading steps, so the tree needs no records.
 */
export function fieldTree(paths: readonly string[]): FieldNode[] {
  interface Branch {
    node: FieldNode;
    children: Map<string, Branch>;
  }
  const root = new Map<string, Branch>();
  for (const path of paths) {
    const steps = stepsOf(path);
    let level = root;
    let depth = 0;
    let prefix = '';
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]!;
      if ('each' in step) continue;
      let end = i + 1;
      while (end < steps.length && 'each' in steps[end]!) end++;
      const last = end === steps.length;
      const brackets = '[]'.repeat(end - i - 1);
      prefix += (i > 0 ? '.' : '') + escapeKey(step.key) + brackets;
      const id = last ? `f:${path}` : `g:${prefix}`;
      let branch = level.get(id);
      if (!branch) {
        const node = { path: last ? path : prefix, label: step.key + brackets, depth, fields: [], group: !last };
        branch = { node, children: new Map() };
        level.set(id, branch);
      }
      branch.node.fields.push(path);
      level = branch.children;
      depth++;
    }
  }
  const rows: FieldNode[] = [];
  const walk = (level: Map<string, Branch>) => {
    for (const branch of level.values()) {
      rows.push(branch.node);
      walk(branch.children);
    }
  };
  walk(root);
  return rows;
}

/** `paths` in the tree's display order ({@link fieldTree}): the members of each group together. */
export function treeOrder(paths: readonly string[]): string[] {
  return fieldTree(paths)
    .filter((node) => !node.group)
    .map((node) => node.path);
}

/**
 * The rows of `rows` (from {@link fieldTree}) a filter shows: the fields whose path contains
 * `query` (case-insensitive; a blank query shows all), with every group above a shown field.
 */
export function filterFieldTree(rows: readonly FieldNode[], query: string): FieldNode[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...rows];
  const shown = new Set(
    rows.filter((row) => !row.group && row.path.toLowerCase().includes(needle)).map((row) => row.path),
  );
  return rows.filter((row) => (row.group ? row.fields.some((field) => shown.has(field)) : shown.has(row.path)));
}
