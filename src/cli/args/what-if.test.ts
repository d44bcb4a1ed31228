import { expect, it } from 'vitest';
import { parseWhatIf } from './what-if.ts';

it('reads a what-if by its API name with the API’s own parameter names', () => {
  const { id, params } = parseWhatIf(
    'clear_tool_uses_20250919 trigger=80000 keep=2 exclude_tools=Read,Bash clear_tool_inputs',
  );
  expect(id).toBe('clear_tool_uses_20250919');
  expect(params.clearToolUses).toEqual({
    trigger: 80_000,
    keep: 2,
    clearAtLeast: 0,
    excludeTools: ['Read', 'Bash'],
    clearToolInputs: true,
  });
  expect(parseWhatIf('compaction compact_threshold=120000').params.compaction.compactThreshold).toBe(120_000);
});

it('refuses what the API would not take, saying what and why', () => {
  expect(() => parseWhatIf('ttl-2h')).toThrow(
    '--what-if must be one of ttl-1h, ttl-5m, clear_tool_uses_20250919, compact_20260112, compaction, auto-compact-off, found "ttl-2h"',
  );
  expect(() => parseWhatIf('compact_20260112 trigger=40000')).toThrow(
    "--what-if compact_20260112: trigger must be at least 50000 (the API's minimum), found 40000",
  );
  expect(() => parseWhatIf('ttl-1h keep=3')).toThrow('--what-if ttl-1h: unknown parameter "keep" (it takes none)');
  expect(() => parseWhatIf('clear_tool_uses_20250919 keep=x')).toThrow(
    '--what-if: keep must be a whole number, found "x"',
  );
});
