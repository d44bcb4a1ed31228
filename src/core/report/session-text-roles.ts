/**
 * What each text read once per session costs, in words. The schema response cancels out of a move
 * between rungs but not out of a move from the text as received; these words say which move pays
 * what, so the Break-even view and the verdict never read as a contradiction.
 */
import type { SessionText } from '../analysis/session-texts.ts';
import { oneTimeTexts } from '../analysis/session-texts.ts';
import { RUNG_IDS } from '../ladder/rungs.ts';
import { REPRESENTATIONS } from '../representation-list.ts';
import { AS_RECEIVED_ID } from '../ladder-rows.ts';

/** Whether every rung and every format needs the text (the schema response). */
const neededByAll = (neededBy: readonly string[]) => REPRESENTATIONS.every((r) => neededBy.includes(r.id));

/** `every rung and format`, `L4, L5`, `(none)`: the rungs and formats a text is needed by, in short. */
export function neededByWords(neededBy: readonly string[]): string {
  if (neededByAll(neededBy)) return 'every rung and format';
  return neededBy.length > 0 ? neededBy.join(', ') : '(none)';
}

/**
 * The role of `text` given the verdict's baseline `base` (`L0` or `as-received`): which rungs
 * need it, and so which moves (the verdict's included) pay it once per session.
 */
export function sessionTextRole(text: Pick<SessionText, 'neededBy'>, base: string): string {
  const every = RUNG_IDS.every((id) => text.neededBy.includes(id));
  const which = REPRESENTATIONS.every((r) => text.neededBy.includes(r.id))
    ? 'every rung and format'
    : 'every rung (L0–L5)';
  // Whether the verdict's move from `base` pays it, by the same rule as every one-time cost.
  const probe = { id: 'probe', name: '', tokens: 1, neededBy: text.neededBy };
  const fromBase = RUNG_IDS.some((to) => oneTimeTexts({ from: base, to }, [probe]).length > 0);
  if (every)
    return fromBase
      ? `Needed by ${which} and not by the text as received: it cancels out of the moves between them below, but the verdict’s move from the text as received pays it once per session.`
      : `Needed by ${which}, so it cancels out of every move between them, the verdict’s included.`;
  if (text.neededBy.length === 0) return 'Needed by no rung: no move pays it.';
  const rungs = text.neededBy.join(', ');
  const asReceived = base === AS_RECEIVED_ID ? ', the verdict’s from the text as received included' : '';
  if (text.neededBy.length === 1)
    return `Needed by ${rungs} only: the one-time cost of every move into ${rungs}${asReceived}.`;
  return `Needed by ${rungs}: the one-time cost of every move into one of them from a rung that does not need it${asReceived}.`;
}
