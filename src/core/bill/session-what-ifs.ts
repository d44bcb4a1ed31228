/** Which what-ifs apply to a log: its vendor's settings, billed (`what-ifs.ts`, `compaction-off.ts`). */
import type { SessionBill } from './bill.ts';
import { modelRates } from './bill.ts';
import { compactionOffWhatIf } from './compaction-off.ts';
import type { ReplayInputs, WhatIf } from './what-ifs.ts';
import { DEFAULT_WHAT_IF_PARAMS, lifetimeWhatIf, strategyWhatIf } from './what-ifs.ts';

/** The vendor whose settings apply: the first request's model's (Anthropic, OpenAI), else none. */
function logVendor(bill: SessionBill): string | undefined {
  return bill.steps.map((s) => modelRates(s.model).vendor).find((v) => v !== undefined);
}

/**
 * Every what-if that applies to the log: Anthropic's cache lifetime other than the log's,
 * context editing and server compaction; OpenAI's compaction. None for a log without usage.
 */
export function sessionWhatIfs(bill: SessionBill, inputs: ReplayInputs, params = DEFAULT_WHAT_IF_PARAMS): WhatIf[] {
  const vendor = logVendor(bill);
  if (bill.steps.length === 0) return [];
  if (vendor === 'OpenAI') return [strategyWhatIf('compaction', bill, inputs, params)];
  if (vendor !== 'Anthropic') return [];
  const { write5m, write1h } = bill.tokens;
  const compacted = inputs.session.format === 'claude-code' && inputs.session.compactions.length > 0;
  return [
    ...(write5m > 0 || write1h === 0 ? [lifetimeWhatIf(bill, '1h')] : []),
    ...(write1h > 0 ? [lifetimeWhatIf(bill, '5m')] : []),
    strategyWhatIf('clear_tool_uses_20250919', bill, inputs, params),
    strategyWhatIf('compact_20260112', bill, inputs, params),
    ...(compacted ? [compactionOffWhatIf(bill)] : []),
  ];
}
