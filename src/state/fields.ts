import type { FieldPreset } from './presets.ts';
import { ROLL_CALL_FIELDS } from './presets.ts';

/** The field control's state: every available field in the user's order, and those switched off. */
export interface FieldState {
  order: string[];
  excluded: string[];
}

/** The projection: the fields switched on, in the user's order. */
export function projectionOf(state: FieldState): string[] {
  return state.order.filter((field) => !state.excluded.includes(field));
}

/** A preset applied to `available` fields: roll-call puts its fields first and switches the rest off. */
export function applyPreset(available: readonly string[], preset: FieldPreset): FieldState {
  if (preset === 'all') return { order: [...available], excluded: [] };
  const first = ROLL_CALL_FIELDS.filter((field) => available.includes(field));
  const rest = available.filter((field) => !first.includes(field as (typeof ROLL_CALL_FIELDS)[number]));
  return { order: [...first, ...rest], excluded: rest };
}

/**
 * The field state carried over to new data: fields still present keep their order and on/off
 * state, new fields are appended switched off (on, when nothing would be left on).
 */
export function carryFields(previous: FieldState, available: readonly string[]): FieldState {
  const kept = previous.order.filter((field) => available.includes(field));
  const added = available.filter((field) => !kept.includes(field));
  const excluded = [...previous.excluded.filter((field) => kept.includes(field)), ...added];
  const state = { order: [...kept, ...added], excluded };
  return projectionOf(state).length > 0 ? state : { order: state.order, excluded: [] };
}

/** `field` switched on or off. */
export function setFieldEnabled(state: FieldState, field: string, enabled: boolean): FieldState {
  const excluded = state.excluded.filter((f) => f !== field);
  return { order: state.order, excluded: enabled ? excluded : [...excluded, field] };
}

/** The field at index `from` moved to index `to` (indices into `order`). */
export function moveField(state: FieldState, from: number, to: number): FieldState {
  const order = [...state.order];
  const [moved] = order.splice(from, 1);
  if (moved === undefined || to < 0 || to > order.length) return state;
  order.splice(to, 0, moved);
  return { order, excluded: state.excluded };
}
