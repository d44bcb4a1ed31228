/** Each what-if's name in a sentence and its short label, with its parameters. */
import { formatInt } from '../format/numbers.ts';
import type { WhatIfId, WhatIfParams } from './what-if-params.ts';
import { DEFAULT_WHAT_IF_PARAMS } from './what-if-params.ts';

/** `Anthropic context editing, clear_tool_uses_20250919 (trigger 100,000 input tokens, keep 3 tool uses)`. */
export function whatIfName(id: WhatIfId, params: WhatIfParams = DEFAULT_WHAT_IF_PARAMS): string {
  switch (id) {
    case 'ttl-1h':
      return 'the 1-hour cache lifetime';
    case 'ttl-5m':
      return 'the 5-minute cache lifetime';
    case 'clear_tool_uses_20250919': {
      const c = params.clearToolUses;
      const extra = [
        c.clearAtLeast > 0 ? `clear_at_least ${formatInt(c.clearAtLeast)}` : '',
        c.excludeTools.length > 0 ? `exclude_tools ${c.excludeTools.join(', ')}` : '',
        c.clearToolInputs ? 'clear_tool_inputs' : '',
      ].filter(Boolean);
      return `Anthropic context editing, clear_tool_uses_20250919 (trigger ${formatInt(c.trigger)} input tokens, keep ${c.keep} tool uses${extra.length ? `, ${extra.join(', ')}` : ''})`;
    }
    case 'compact_20260112':
      return `Anthropic server compaction, compact_20260112 (trigger ${formatInt(params.compact.trigger)} input tokens)`;
    case 'compaction':
      return `OpenAI compaction, context_management compaction (compact_threshold ${formatInt(params.compaction.compactThreshold)})`;
    case 'auto-compact-off':
      return "Claude Code's auto-compaction turned off (DISABLE_AUTO_COMPACT=1)";
  }
}

/** `1-hour cache lifetime`, `Context editing (trigger 100,000, keep 3)`: {@link whatIfName} short. */
export function whatIfLabel(id: WhatIfId, params: WhatIfParams = DEFAULT_WHAT_IF_PARAMS): string {
  switch (id) {
    case 'ttl-1h':
      return '1-hour cache lifetime';
    case 'ttl-5m':
      return '5-minute cache lifetime';
    case 'clear_tool_uses_20250919':
      return `Context editing (trigger ${formatInt(params.clearToolUses.trigger)}, keep ${params.clearToolUses.keep})`;
    case 'compact_20260112':
      return `Server compaction (trigger ${formatInt(params.compact.trigger)})`;
    case 'compaction':
      return `OpenAI compaction (threshold ${formatInt(params.compaction.compactThreshold)})`;
    case 'auto-compact-off':
      return 'Auto-compaction off';
  }
}
