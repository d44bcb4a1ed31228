import { TASK_FIELDS } from '../../core/builtin-data/generate.ts';

export { ROLL_CALL_FIELDS } from '../../core/builtin-data/article-shape.ts';

/** Row counts offered for the built-in fixture (the reference scales). */
export const PRESET_SCALES = [5, 20, 100, 500] as const;

/** The largest custom row count the built-in generator is asked for. */
export const MAX_CUSTOM_ROWS = 10_000;

/** Field presets the field control offers. */
export type FieldPreset = 'all' | 'none' | 'roll-call';

/** The fields of the built-in fixture, in record order. */
export const FIXTURE_FIELDS: readonly string[] = TASK_FIELDS;
