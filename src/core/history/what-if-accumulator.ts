/**
 * The settings a team can switch on, summed over a history: each thread's what-ifs are replayed on the
 * whole thread, and only the requests the bill counts (once each, inside the dates) are summed, so a
 * resumed session's new requests are priced in their context and its re-logged ones not twice.
 */
import { totalCost } from '../bill/billed-step.ts';
import { usageInput } from '../bill/usage.ts';
import type { WhatIfId, WhatIfParams } from '../bill/what-ifs.ts';
import { DEFAULT_WHAT_IF_PARAMS } from '../bill/what-ifs.ts';
import type { ThreadBill } from './file-facts.ts';
import type { ThreadWhatIf } from './thread-what-ifs.ts';

/** One what-if over the counted requests of the threads it applies to, as logged and under it. */
export interface HistoryWhatIf {
  id: WhatIfId;
  /** The setting in words, with its parameters. */
  name: string;
  /** Sessions with a counted request in a thread it applies to, and those requests. */
  sessions: number;
  requests: number;
  /** Σ input tokens of those requests as logged, and under the what-if (its summary steps included). */
  loggedInput: number;
  input: number;
  /** Σ money (input and output) of the priced ones as logged, and under the what-if. */
  loggedCost: number;
  cost: number;
  /** Requests it re-billed whose model has no price: their tokens count, their money is left out. */
  unpriced: number;
  /** Cache misses at those requests as logged, and under the what-if. */
  loggedMisses: number;
  misses: number;
  /** Summary steps the what-if adds (compaction). */
  summarySteps: number;
}

/** The history's what-ifs, in the order `sessionWhatIfs` gives them, and the parameters they ran with. */
export interface HistoryWhatIfs {
  params: WhatIfParams;
  list: HistoryWhatIf[];
}

/** `sessionWhatIfs`'s order: the cache lifetimes, context editing, then the compactions (and none). */
const ORDER: Record<WhatIfId, number> = {
  'ttl-1h': 0,
  'ttl-5m': 1,
  clear_tool_uses_20250919: 2,
  compact_20260112: 3,
  'auto-compact-off': 4,
  compaction: 5,
};

/** A what-if before any request. */
export function emptyWhatIf(id: WhatIfId, name: string): HistoryWhatIf {
  const zeros = { sessions: 0, requests: 0, loggedInput: 0, input: 0, loggedCost: 0, cost: 0 };
  return { id, name, ...zeros, unpriced: 0, loggedMisses: 0, misses: 0, summarySteps: 0 };
}

/** Accumulates a history's what-ifs: {@link addThread} each thread with its counted requests, then {@link report}. */
export class HistoryWhatIfAccumulator {
  private readonly sums = new Map<WhatIfId, HistoryWhatIf & { keys: Set<string> }>();

  /** A thread of session `key`: `counted[k]` whether the history counts its session step k. */
  addThread(key: string, bill: ThreadBill, whatIfs: readonly ThreadWhatIf[], counted: readonly boolean[]): void {
    for (const w of whatIfs) {
      let sum = this.sums.get(w.id);
      bill.steps.forEach((s, i) => {
        if (!counted[s.step]) return;
        sum ??= this.sumOf(w);
        sum.keys.add(key);
        sum.requests++;
        sum.loggedInput += usageInput(s.usage);
        sum.input += w.input[i]!;
        sum.summarySteps += w.summarySteps[i]!;
        const after = w.cost[i]!;
        if (!s.cost || after === null) sum.unpriced++;
        else {
          sum.loggedCost += totalCost(s.cost);
          sum.cost += after;
        }
      });
      if (!sum) continue;
      sum.loggedMisses += bill.misses.filter((m) => counted[m.step]).length;
      sum.misses += w.misses.filter((step) => counted[step]).length;
    }
  }

  private sumOf(w: ThreadWhatIf): HistoryWhatIf & { keys: Set<string> } {
    const sum = { ...emptyWhatIf(w.id, w.name), keys: new Set<string>() };
    this.sums.set(w.id, sum);
    return sum;
  }

  /** The what-ifs so far, each with the sessions it applied to; `params`: those they ran with. */
  report(params: WhatIfParams = DEFAULT_WHAT_IF_PARAMS): HistoryWhatIfs {
    const list = [...this.sums.values()]
      .sort((a, b) => ORDER[a.id] - ORDER[b.id])
      .map(({ keys, ...sum }) => ({ ...sum, sessions: keys.size }));
    const { clearToolUses: c, compact, compaction } = params;
    return {
      params: {
        clearToolUses: { ...c, excludeTools: [...c.excludeTools] },
        compact: { ...compact },
        compaction: { ...compaction },
      },
      list,
    };
  }
}
