/** A strategy's replay billed as the log is, against the bill as logged: the session verdict's money. */
import type { ReplayStep } from '../sessions/replay.ts';
import type { SessionBill } from './bill.ts';
import { replayedBill } from './rebill.ts';
import { whatIfCost } from './what-ifs.ts';

/**
 * `{billMoney}` for the session verdict: the whole bill as logged and with the replayed strategy, or
 * nothing where the log has no priced bill (the verdict then models the money from the counts).
 */
export function billMoneyOf(bill: SessionBill, none: readonly ReplayStep[], replayed: readonly ReplayStep[]) {
  const before = whatIfCost(bill);
  const after = whatIfCost(replayedBill(bill, none, replayed));
  if (bill.steps.length === 0 || before === null || after === null) return {};
  return { billMoney: { before, after, currency: bill.currency ?? undefined } };
}
