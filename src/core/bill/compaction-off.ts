/**
 * Claude Code's auto-compaction turned off (`DISABLE_AUTO_COMPACT=1`): each request after a
 * compaction also carries what it dropped, taken from the recorded usage alone, so it needs no counts.
 */
import { matchModel } from '../models/model-match.ts';
import { formatInt } from '../format/numbers.ts';
import type { SessionBill } from './bill.ts';
import type { RequestShape } from './rebill.ts';
import { loggedShapes, rebill } from './rebill.ts';
import { usageInput } from './usage.ts';
import { whatIfLabel, whatIfName } from './what-if-names.ts';
import type { WhatIf } from './what-ifs.ts';
import { noExtra } from './what-ifs.ts';

/**
 * The log's shapes without its compactions: a compaction drops the request before it less the one
 * after it (recorded input), which every later request carries instead, ahead of what it shared;
 * the request after the compaction shares the whole request before it.
 */
export function uncompactedShapes(bill: SessionBill): RequestShape[] {
  const logged = loggedShapes(bill);
  const shapes: RequestShape[] = [];
  let carried = 0;
  bill.steps.forEach((s, i) => {
    const base = logged[i]!;
    if (i > 0 && s.afterCompaction) {
      carried += Math.max(0, usageInput(bill.steps[i - 1]!.usage) - base.total);
      const total = base.total + carried;
      shapes.push({ total, shared: Math.min(total, shapes[i - 1]!.total), expiredRead: base.expiredRead });
      return;
    }
    const total = base.total + carried;
    shapes.push({
      total,
      shared: base.shared > 0 ? Math.min(total, base.shared + carried) : 0,
      expiredRead: base.expiredRead,
    });
  });
  return shapes;
}

/** The log billed on its timeline without its compactions; notes the first request over its model's window. */
export function compactionOffWhatIf(bill: SessionBill): WhatIf {
  const after = rebill(bill, uncompactedShapes(bill), 'logged', 'none');
  const over = after.steps.find((s) => usageInput(s.usage) > (matchModel(s.model)?.contextWindow ?? Infinity));
  return {
    id: 'auto-compact-off',
    name: whatIfName('auto-compact-off'),
    label: whatIfLabel('auto-compact-off'),
    bill: after,
    extra: noExtra(),
    notes: [
      'what a compaction dropped taken as the recorded input before it less after it (what the host re-sent after it kept)',
      ...(over
        ? [
            `request ${formatInt(over.step + 1)} would hold ${formatInt(usageInput(over.usage))} input tokens, over ${over.model ?? 'the model'}'s window: Claude Code would have had to compact there`,
          ]
        : []),
    ],
  };
}
