import { expect, it } from 'vitest';
import { settingText } from './settings.ts';
import { DEFAULT_WHAT_IF_PARAMS } from './what-ifs.ts';

it('gives context editing with its beta header and the API’s own parameter names', () => {
  const params = {
    ...DEFAULT_WHAT_IF_PARAMS,
    clearToolUses: { trigger: 80_000, keep: 2, clearAtLeast: 5_000, excludeTools: ['Read'], clearToolInputs: true },
  };
  const text = settingText('clear_tool_uses_20250919', params);
  expect(text.split('\n').slice(0, 3)).toEqual([
    '# Messages API (header, then in the request body)',
    'anthropic-beta: context-management-2025-06-27',
    '',
  ]);
  const body = JSON.parse(text.slice(text.indexOf('{')));
  expect(body).toEqual({
    context_management: {
      edits: [
        {
          type: 'clear_tool_uses_20250919',
          trigger: { type: 'input_tokens', value: 80_000 },
          keep: { type: 'tool_uses', value: 2 },
          clear_at_least: { type: 'input_tokens', value: 5_000 },
          exclude_tools: ['Read'],
          clear_tool_inputs: true,
        },
      ],
    },
  });
});

it('gives the cache lifetime as Claude Code’s variable and the API’s cache_control block', () => {
  expect(settingText('ttl-1h')).toBe(
    '# Claude Code (environment)\nENABLE_PROMPT_CACHING_1H=1\n\n# Messages API (on each cached block)\n"cache_control": {"type": "ephemeral", "ttl": "1h"}\n',
  );
});

it('gives server compaction and OpenAI’s compaction by their own names', () => {
  expect(settingText('compact_20260112')).toContain('anthropic-beta: compact-2026-01-12');
  expect(settingText('compact_20260112')).toContain('"value": 150000');
  expect(JSON.parse(settingText('compaction').split('\n').slice(1).join('\n'))).toEqual({
    context_management: [{ type: 'compaction', compact_threshold: 200_000 }],
  });
});

it('gives auto-compaction off as Claude Code’s variable', () => {
  expect(settingText('auto-compact-off')).toBe('# Claude Code (environment)\nDISABLE_AUTO_COMPACT=1\n');
});
