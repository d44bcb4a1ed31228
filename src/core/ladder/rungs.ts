import { projectRecords } from '../records.ts';
import type { Representation } from '../representation.ts';
import { assignAliases } from '../serializers/aliases.ts';
import { serializeCompact } from '../serializers/compact.ts';
import { serializeJsonMin } from '../serializers/json-min.ts';
import { serializeJsonPretty } from '../serializers/json-pretty.ts';

/** The six rungs of the seed article's ladder, cheapest last. */
export const RUNG_IDS = ['L0', 'L1', 'L2', 'L3', 'L4', 'L5'] as const;

/** One of {@link RUNG_IDS}. */
export type RungId = (typeof RUNG_IDS)[number];

/** A rung: its id, a short name, its rule in words, and how its text is built. */
export interface Rung extends Representation {
  id: RungId;
  kind: 'rung';
}

/** The rung definitions; rules as in the reference README ("The six rungs"). */
export const RUNGS: readonly Rung[] = [
  {
    id: 'L0',
    kind: 'rung',
    name: 'Pretty JSON, full',
    rule: 'Every field of every record, keys sorted, 2-space indent.',
    build: (records) => serializeJsonPretty([...records]),
    fullRecords: true,
  },
  {
    id: 'L1',
    kind: 'rung',
    name: 'Minified JSON, full',
    rule: 'Every field, keys sorted, no whitespace.',
    build: (records) => serializeJsonMin([...records]),
    fullRecords: true,
  },
  {
    id: 'L2',
    kind: 'rung',
    name: 'Pretty JSON, projected',
    rule: 'Only the selected fields, keys sorted, 2-space indent.',
    build: (records, fields) => serializeJsonPretty(projectRecords(records, fields)),
    unprojectedAs: 'L0',
  },
  {
    id: 'L3',
    kind: 'rung',
    name: 'Minified JSON, projected',
    rule: 'Only the selected fields, keys sorted, no whitespace.',
    build: (records, fields) => serializeJsonMin(projectRecords(records, fields)),
    unprojectedAs: 'L1',
  },
  {
    id: 'L4',
    kind: 'rung',
    name: 'Header + value rows',
    rule: 'One header naming the selected fields in your order, then one line per record; cells with , " or line breaks are quoted.',
    build: (records, fields) => serializeCompact(records, fields),
  },
  {
    id: 'L5',
    kind: 'rung',
    name: 'Aliased header',
    rule: 'L4 with one-character header aliases (taught once by a legend); value rows unchanged.',
    build: (records, fields) => serializeCompact(records, fields, assignAliases(fields)),
  },
];

/** The rung with `id`. */
export function rungById(id: RungId): Rung {
  return RUNGS.find((rung) => rung.id === id)!;
}
