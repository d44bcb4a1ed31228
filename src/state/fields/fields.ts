import { treeOrder } from '../../core/fields/field-tree.ts';
import { fieldPathMatcher } from '../../core/fields/field-path.ts';
import type { FieldPreset } from './presets.ts';
import { ROLL_CALL_FIELDS } from './presets.ts';
import { articleShaped } from '../../core/builtin-data/article-shape.ts';

/**
 * The field control's state: every available field path in the user's order (the members of a
 * group kept together, as the tree shows them), and those switched off.
 */
export interface FieldState {
  order: string[];
  excluded: string[];
}

/** The projection: the fields switched on, in the user's order. */
export function projectionOf(state: FieldState): string[] {
  const excluded = new Set(state.excluded);
  return state.order.filter((field) => !excluded.has(field));
}

/**
 * Whether the roll-call preset means anything for `available` fields: only for data shaped like
 * the seed article's (`articleShaped`). On the user's own data it would switch every field off but
 * the few that happen to share a name.
 */
export function rollCallOffered(available: readonly string[]): boolean {
  return articleShaped(available);
}

/**
 * A preset applied to `available` fields: all keeps every field; none switches every field off (in
 * place, to tick the few wanted); roll-call puts its fields first and switches the rest off.
 */
export function applyPreset(available: readonly string[], preset: FieldPreset): FieldState {
  if (preset === 'all') return { order: [...available], excluded: [] };
  if (preset === 'none') return { order: [...available], excluded: [...available] };
  const first = ROLL_CALL_FIELDS.filter((field) => available.includes(field));
  const rest = available.filter((field) => !first.includes(field as (typeof ROLL_CALL_FIELDS)[number]));
  return { order: [...first, ...rest], excluded: rest };
}

/**
 * A field choice carried over to `available` fields: present fields keep order and state, others are
 * appended off (`'off'`: the fixture's fields named by a link) or kept (`'kept'`: the user's data), all on
 * if none would be; older dotted names match their paths, and each group's members end up together.
 */
export function carryFields(
  previous: FieldState,
  available: readonly string[],
  added: 'off' | 'kept' = 'off',
): FieldState {
  const matched = fieldPathMatcher(available);
  const kept = [...new Set(previous.order.map(matched).filter((path) => path !== undefined))];
  const keptSet = new Set(kept);
  const fresh = available.filter((field) => !keptSet.has(field));
  const wasOff = new Set(previous.excluded.map(matched));
  const excluded = [...kept.filter((field) => wasOff.has(field)), ...(added === 'off' ? fresh : [])];
  // `available` is in tree order already: with nothing carried over (new data), it is the order.
  const order = kept.length === 0 ? [...fresh] : treeOrder([...kept, ...fresh]);
  const state = { order, excluded };
  return projectionOf(state).length > 0 ? state : { order: state.order, excluded: [] };
}

/**
 * Whether `choice` was made on the same data as `available`: the same set of field paths, whatever the
 * file's name, record count or values, so a saved choice returns on a reload or a newer page of the same
 * list, and a response with any field more or less starts with every field kept.
 */
export function sameFieldSet(choice: FieldState, available: readonly string[]): boolean {
  if (choice.order.length !== available.length) return false;
  const matched = fieldPathMatcher(available);
  const paths = new Set(choice.order.map(matched));
  return !paths.has(undefined) && paths.size === available.length;
}

/** Only `fields` kept, in their order, before the rest (switched off); each group's members stay together. */
export function keepOnly(available: readonly string[], fields: readonly string[]): FieldState {
  const kept = new Set(fields);
  return {
    order: treeOrder([...fields, ...available.filter((f) => !kept.has(f))]),
    excluded: available.filter((f) => !kept.has(f)),
  };
}

/** `field` switched on or off. */
export function setFieldEnabled(state: FieldState, field: string, enabled: boolean): FieldState {
  return setFieldsEnabled(state, [field], enabled);
}

/** Every field of `fields` (a group's members) switched on or off at once. */
export function setFieldsEnabled(state: FieldState, fields: readonly string[], enabled: boolean): FieldState {
  const changed = new Set(fields);
  const excluded = state.excluded.filter((f) => !changed.has(f));
  return { order: state.order, excluded: enabled ? excluded : [...excluded, ...changed] };
}

/**
 * The field at index `from` moved to index `to` (indices into `order`). A field moved out of its
 * group takes the whole group with it: the members of a group stay together.
 */
export function moveField(state: FieldState, from: number, to: number): FieldState {
  const order = [...state.order];
  const [moved] = order.splice(from, 1);
  if (moved === undefined || to < 0 || to > order.length) return state;
  order.splice(to, 0, moved);
  return { order: treeOrder(order), excluded: state.excluded };
}
