/** The what-ifs' ids and parameters, named as the providers' APIs name them, with their defaults. */

/** The what-ifs, by the setting's own name. */
export type WhatIfId =
  'ttl-1h' | 'ttl-5m' | 'clear_tool_uses_20250919' | 'compact_20260112' | 'compaction' | 'auto-compact-off';

/** Each what-if's parameters, named as its API names them (sizes in input tokens). */
export interface WhatIfParams {
  clearToolUses: {
    trigger: number;
    keep: number;
    clearAtLeast: number;
    excludeTools: readonly string[];
    clearToolInputs: boolean;
  };
  /** Anthropic server compaction: `trigger` (≥ 50,000); the summary's size, null: the log's own summaries', else 3,500. */
  compact: { trigger: number; summaryTokens: number | null };
  /** OpenAI Responses `context_management` compaction: no server default is stated. */
  compaction: { compactThreshold: number; summaryTokens: number | null };
}

/** The APIs' defaults (context editing 100,000 / keep 3; compaction 150,000) and a stated choice for OpenAI's. */
export const DEFAULT_WHAT_IF_PARAMS: WhatIfParams = {
  clearToolUses: { trigger: 100_000, keep: 3, clearAtLeast: 0, excludeTools: [], clearToolInputs: false },
  compact: { trigger: 150_000, summaryTokens: null },
  compaction: { compactThreshold: 200_000, summaryTokens: null },
};

/** The models Anthropic documents server compaction for (provider facts §3.1, 2026-08-21), by log name. */
export const COMPACTION_MODELS = /^claude-(opus-(4-[6-9]|5)|sonnet-(4-[6-9]|5)|fable-5|mythos-)/;

/** A summary's size when the log has none to measure: the compaction docs' example, about 3,500 tokens. */
export const SUMMARY_TOKENS_SETTING = 3_500;
