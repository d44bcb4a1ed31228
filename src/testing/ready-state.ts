/**
 * The state the page holds once the worker has counted the built-in fixture (cl100k_base, the
 * generated schema response and alias legend, no custom text), for the tests of the tables the
 * savings and break-even views build from it (`current.ts`).
 */
import { nodeCounter } from '../node/counter.ts';
import { generateTasks } from '../core/builtin-data/generate.ts';
import type { Ladder } from '../core/ladder/ladder.ts';
import { aliasLegend, assignAliases } from '../core/serializers/aliases.ts';
import { defaultSchemaResponse } from '../core/analysis/schema-response.ts';

const counter = nodeCounter('cl100k_base');

/**
 * `ladder` ready with the generated session texts for `fields` (the schema response of the
 * `detailRows`-row fixture), `detailRows` chosen.
 */
export function readyState(ladder: Ladder, fields: readonly string[], detailRows: number) {
  const legend = aliasLegend([...fields], assignAliases([...fields]));
  const schema = defaultSchemaResponse(generateTasks(detailRows));
  return {
    result: {
      status: 'ready' as const,
      ladder,
      legend: { text: legend, tokens: counter.count(legend) },
      schema: { text: schema, tokens: counter.count(schema) },
    },
    detailRows,
    session: { schema: null, legend: null, custom: '', customNeededBy: [] },
    sessionCounts: {},
  };
}
