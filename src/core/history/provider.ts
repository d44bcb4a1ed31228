/**
 * The provider's own count of each tool result where the log's usage allows it (the sessions recovery
 * applied to one thread): only a result a request added alone gets one; the others have none, never a
 * guess.
 */
import { calibrate } from '../sessions/calibration.ts';
import type { Calibration } from '../sessions/calibration.ts';
import type { ParsedSession } from '../sessions/model.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';

/**
 * The provider's tokens of the tool results of `session`, by index in `session.items` (absent when not
 * recovered), from our counts `itemTokens` in `encoding`; pass `calibration` when already made.
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
