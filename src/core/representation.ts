import type { DataRecord } from './json-value.ts';

/**
 * Anything that turns records and a projection (fields in the caller's order) into the exact text
 * a tool would return: a rung of the ladder or an added format.
 */
export interface Representation {
  id: string;
  /** A rung of the seed article's ladder (`L0`–`L5`) or an added format (`csv`): tables name them differently. */
  kind: 'rung' | 'format';
  name: string;
  /** The rule in one line of words, shown beside the name. */
  rule: string;
  build(records: readonly DataRecord[], fields: readonly string[]): string;
  /** True when the text keeps every field whatever the projection (L0, L1): it can be built once per data set. */
  fullRecords?: boolean;
  /**
   * The representation (an earlier id) whose text this one's is when the projection gives the
   * records back as they are (`projectionIsIdentity` in `records.ts`): L2 is then L0, L3 is L1. A
   * caller building every representation takes that text instead of building it again.
   */
  unprojectedAs?: string;
}
