import { TASK_FIELDS } from '../core/fixtures/generate.ts';

/** The seed article's stand-up roll-call projection, in the order its query names the fields. */
export const ROLL_CALL_FIELDS = ['id', 'status', 'assignee', 'priority'] as const;

/** Row counts offered for the built-in fixture (the reference scales). */
export const PRESET_SCALES = [5, 20, 100, 500] as const;

/** The largest custom row count the built-in generator is asked for. */
export const MAX_CUSTOM_ROWS = 10_000;

/** Field presets the field control offers. */
export type FieldPreset = 'all' | 'none' | 'roll-call';

/** The fields of the built-in fixture, in record order. */
export const FIXTURE_FIELDS: readonly string[] = TASK_FIELDS;
