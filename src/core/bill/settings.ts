/**
 * The exact fragment to paste for a what-if: the request's JSON with its beta header, the
 * `cache_control` block, or Claude Code's environment variable. Names and defaults:
 * docs/sessions.md, "What-ifs" (from `../shared/provider-facts.md` §1.2, §2.1, §3.1, §5.1, §6.4).
 */
import type { WhatIfId, WhatIfParams } from './what-ifs.ts';
import { DEFAULT_WHAT_IF_PARAMS } from './what-ifs.ts';

/** One place a setting goes, and the text to paste there. */
export interface SettingFragment {
  where: string;
  text: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The fragments that switch `id` on with `params`, one per place it can be set. */
export function settingFragments(id: WhatIfId, params: WhatIfParams = DEFAULT_WHAT_IF_PARAMS): SettingFragment[] {
  switch (id) {
    case 'ttl-1h':
      return [
        { where: 'Claude Code (environment)', text: 'ENABLE_PROMPT_CACHING_1H=1' },
        { where: 'Messages API (on each cached block)', text: '"cache_control": {"type": "ephemeral", "ttl": "1h"}' },
      ];
    case 'ttl-5m':
      return [
        { where: 'Claude Code (environment)', text: 'FORCE_PROMPT_CACHING_5M=1' },
        { where: 'Messages API (on each cached block)', text: '"cache_control": {"type": "ephemeral", "ttl": "5m"}' },
      ];
    case 'clear_tool_uses_20250919': {
      const c = params.clearToolUses;
      const edit = {
        type: 'clear_tool_uses_20250919',
        trigger: { type: 'input_tokens', value: c.trigger },
        keep: { type: 'tool_uses', value: c.keep },
        ...(c.clearAtLeast > 0 && { clear_at_least: { type: 'input_tokens', value: c.clearAtLeast } }),
        ...(c.excludeTools.length > 0 && { exclude_tools: c.excludeTools }),
        ...(c.clearToolInputs && { clear_tool_inputs: true }),
      };
      return [
        {
          where: 'Messages API (header, then in the request body)',
          text: `anthropic-beta: context-management-2025-06-27\n\n${json({ context_management: { edits: [edit] } })}`,
        },
      ];
    }
    case 'compact_20260112':
      return [
        {
          where: 'Messages API (header, then in the request body)',
          text: `anthropic-beta: compact-2026-01-12\n\n${json({
            context_management: {
              edits: [{ type: 'compact_20260112', trigger: { type: 'input_tokens', value: params.compact.trigger } }],
            },
          })}`,
        },
      ];
    case 'auto-compact-off':
      return [{ where: 'Claude Code (environment)', text: 'DISABLE_AUTO_COMPACT=1' }];
    case 'compaction':
      return [
        {
          where: 'Responses API (in the request body)',
          text: json({
            context_management: [{ type: 'compaction', compact_threshold: params.compaction.compactThreshold }],
          }),
        },
      ];
  }
}

/** The fragments as one text, each under its place: what `--print-setting` prints and the page copies. */
export function settingText(id: WhatIfId, params: WhatIfParams = DEFAULT_WHAT_IF_PARAMS): string {
  return settingFragments(id, params)
    .map((f) => `# ${f.where}\n${f.text}\n`)
    .join('\n');
}
