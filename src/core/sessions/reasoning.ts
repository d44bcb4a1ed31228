/**
 * Reasoning the window holds though the log shows none of its text: Codex's recorded
 * `reasoning_output_tokens`, kept until the turn ends or a compaction (docs/sessions.md, "How a Codex
 * rollout is read"). Only Codex logs record it; elsewhere it stays inside "not in the log".
 */
import type { ParsedSession } from './model.ts';

/**
 * Per step (`result[k]` for `session.steps[k]`), the recorded reasoning tokens of the earlier
 * requests of its turn: 0 at a turn's first request, after a compaction, and for logs other than
 * Codex's.
 */
export function reasoningInWindow(session: Pick<ParsedSession, 'format' | 'items' | 'steps'>): number[] {
  if (session.format !== 'codex') return session.steps.map(() => 0);
  let carried = 0;
  return session.steps.map((step, k) => {
    if (k === 0 || step.afterCompaction) return (carried = 0);
    const before = session.steps[k - 1]!;
    let newTurn = false;
    for (let j = before.end; j < step.end; j++) if (session.items[j]!.part === 'user') newTurn = true;
    carried = newTurn ? 0 : carried + (before.reasoning ?? 0);
    return carried;
  });
}
