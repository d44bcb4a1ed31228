import { expect, test } from 'vitest';
import { tableToMarkdown } from '../report/table.ts';
import { toolSearchTable } from '../report/tables/tool-search.ts';
import { toolSearchSettings } from './tool-search.ts';

test('auto loads up front within 10 % of the window, and defers past it; unset defers, false loads', () => {
  const report = { upfront: 20_000, base: 700 };
  const at = (window: number | undefined) =>
    toolSearchSettings(report, window).map((s) => [s.setting, s.loads, s.firstRequest]);
  expect(at(200_000)).toEqual([
    ['(unset)', 'deferred', 700],
    ['auto', 'up front', 20_000],
    ['false', 'up front', 20_000],
  ]);
  // 10 % of 199,999 is 19,999 tokens (rounded down): 20,000 no longer fits.
  expect(at(199_999)[1]).toEqual(['auto', 'deferred', 700]);
  expect(toolSearchSettings(report, 199_999)[1]!.why).toBe('the definitions pass 10 % of the window (19,999 tokens)');
  expect(toolSearchSettings(report, undefined)[1]!.why).toContain('none is known');
});

test('the table names the window and the first request in tokens', () => {
  const md = tableToMarkdown(
    toolSearchTable({ upfront: 1_205, base: 176 }, { model: 'Claude Sonnet 4.5', tokens: 200_000 }),
  );
  expect(md).toContain('| auto | up front | 1,205 | the definitions fit within 10 % of the window (20,000 tokens) |');
  expect(md).toContain('| (unset) | deferred | 176 | Claude Code defers every MCP tool by default |');
  expect(md).toContain('the window is Claude Sonnet 4.5’s, 200,000 tokens');
});
