/**
 * The provider's own count of each tool result, where the log's usage allows it: the sessions
 * recovery (`core/sessions/recover.ts`, through the calibration in `core/sessions/calibration.ts`)
 * applied to one thread. A result gets a count only when a request added it alone between two
 * requests with recorded usage (added − the framing estimated from the same log); every other
 * result has none ("not recovered"), never a guess.
 */
import { calibrate } from '../sessions/calibration.ts';
import type { Calibration } from '../sessions/calibration.ts';
import type { ParsedSession } from '../sessions/model.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';

/**
 * The provider's tokens of the tool results of `session` recovered from its usage, by index in
 * `session.items`; results without a recovered count are absent. `itemTokens[i]`: our count of
 * `session.items[i]` in `encoding` (the calibration's framing estimate and truncation test use it).
 * `calibration`: that same calibration when it is made already (`profileSession`'s), so it is not
 * made twice.
 */
export function providerResultCounts(
  session: Pick<ParsedSession, 'items' | 'steps' | 'model'>,
  itemTokens: readonly number[],
  encoding: EncodingName,
  calibration?: Calibration,
): Map<number, number> {
  const counts = new Map<number, number>();
  // Only a log with usage can give any: skip the calibration's work for the others.
  if (!session.steps.some((s) => s.recorded !== null)) return counts;
  const { results } = calibration ?? calibrate(session, itemTokens, encoding);
  // calibrate lists the tool results in item order, one row each.
  let r = 0;
  session.items.forEach((item, i) => {
    if (item.part !== 'toolResults') return;
    const provider = results[r++]?.provider ?? null;
    if (provider !== null) counts.set(i, provider);
  });
  return counts;
}
