/** The verdict's inputs as the page holds them on opening, for tests: a counted ladder, nothing edited. */
import type { Ladder } from '../ladder/ladder.ts';
import type { PriceChoice } from '../money/choice.ts';
import { DEFAULT_PRICE_CHOICE } from '../money/choice.ts';
import { resolveModel } from '../models/resolved-model.ts';
import type { EstimateContext } from '../models/calibration-words.ts';
import type { VerdictInputs } from './verdict.ts';

/** Settings a test changes: the verdict's inputs, or the model's settings it resolves them from. */
export type Over = Partial<VerdictInputs> & { pricing?: PriceChoice; estimate?: EstimateContext };

/** The page's state for `ladder` with the generated legend (and schema) of these token counts, then `over`. */
export function verdictState(
  ladder: Ladder,
  texts: { legend: number; schema?: number },
  over: Over = {},
): VerdictInputs {
  const { pricing = DEFAULT_PRICE_CHOICE, estimate, ...rest } = over;
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
    model: resolveModel(pricing, estimate),
    transport: 'cli',
    sim: { steps: 25 },
    ...rest,
  };
}
