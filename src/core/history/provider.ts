/**
 * The provider's own count of a tool result, where the log's usage allows it: the boundary where
 * the recovery from recorded usage (`core/sessions/recover.ts`, issue 21 part 4, another change)
 * plugs in. Until it does, every result's provider count is null ("not recovered"), never a guess.
 */
import type { ParsedSession } from '../sessions/model.ts';

/**
 * The provider's tokens for the tool result at `session.items[item]`, or null when they are not
 * recovered. TODO(issue 21 part 4): return the recovered count (input(k+1) − input(k) − output(k)
 * for a step that added only this result) once `core/sessions/recover.ts` exists.
 */
export function providerResultTokens(session: ParsedSession, item: number): number | null {
  void session;
  void item;
  return null;
}
