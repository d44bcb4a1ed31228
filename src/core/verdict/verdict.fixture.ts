/** The verdict's inputs as the page holds them on opening, for tests: a counted ladder, nothing edited. */
import type { Ladder } from '../ladder/ladder.ts';
import { DEFAULT_PRICE_CHOICE } from '../money/choice.ts';
import type { VerdictInputs } from './verdict.ts';

/** The page's state for `ladder` with the generated legend (and schema) of these token counts, then `over`. */
export function verdictState(
  ladder: Ladder,
  texts: { legend: number; schema?: number },
  over: Partial<VerdictInputs> = {},
): VerdictInputs {
  return {
    result: {
      ladder,
      legend: { tokens: texts.legend },
      ...(texts.schema === undefined ? {} : { schema: { tokens: texts.schema } }),
    },
    detailRows: null,
    session: { schema: null, legend: null, custom: '', customNeededBy: [] },
    sessionCounts: {},
    baseline: 'move',
    pricing: DEFAULT_PRICE_CHOICE,
    transport: 'cli',
    sim: { steps: 25 },
    ...over,
  };
}
