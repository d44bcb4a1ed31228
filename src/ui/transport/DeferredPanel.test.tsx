import { expect, test } from 'vitest';
import { deferredBreakEven } from '../../core/report/tables/host-tools.ts';
import { countToolSet, deferredInputsFor } from '../../core/hosts/tool-set.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { builtinContractTools, deferredReport } from '../../core/mcp/deferred.ts';
import { nodeCounter } from '../../node/counter.ts';
import { escape, render } from '../sessions/sessions.fixture.tsx';
import { ToolsPanels } from './ToolsPanels.tsx';
import { THREE_TOOLS, storeWithCapture, textOf } from './transport.fixture.tsx';

const counter = nodeCounter('cl100k_base');
const LADDER = { encoding: 'cl100k_base' } as Ladder;
const panels = <ToolsPanels ladder={LADDER} costed />;

test('an open capture under Claude Code: the store’s inputs, the break-even and the rows, exact', () => {
  const store = storeWithCapture(THREE_TOOLS, counter);
  store.getState().setHost({ id: 'claude-code' });
  store.getState().setDeferred({ sessions: 10 });
  const html = render(store, panels);
  expect(textOf(html, 'deferred-source')).toBe(
    escape('server everything 2.0.0’s 3 tools (opened from everything.json)'),
  );
  // Claude Code: the list 112 tokens up front; names 7 + its search tool 69 = 76 before any fetch;
  // a fetch is its definition and its search call with the result: add 17 + 23 = 40, echo 34 + 23 = 57,
  // get-weather 59 + 27 = 86.
  const rows = [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((i) => textOf(html, `deferred-${i}-${r}`)));
  expect(rows).toEqual([
    ['112', '76', '76', '+36'],
    ['112', '116', '162', '−4'],
    ['112', '173', '219', '−61'],
    ['112', '259', '259', '−147'],
  ]);
  expect(textOf(html, 'deferred-4-1')).toBe('1,120');
  expect(html).toContain('All up front, 10 sessions');
  expect(textOf(html, 'deferred-break-even')).toBe(
    'Break-even in fetches: deferring is cheaper only with no definition fetched, whichever are fetched.',
  );
  expect(textOf(html, 'deferred-sessions-break-even')).toBe(
    'Break-even in sessions at 1 fetched per session: the smallest fetched, never (4 tokens more in each, 40 tokens over 10 sessions); the largest fetched, never (50 tokens more in each, 500 tokens over 10 sessions). Both costs recur every session, so the difference is the same in each.',
  );
  expect(html).toContain(escape('Tokens per session against definitions fetched, server everything, Claude Code'));
  // Claude Code's ENABLE_TOOL_SEARCH: 112 tokens fit within 10 % of Claude Sonnet 4.5's 200,000-token window.
  expect([0, 1, 2].map((r) => textOf(html, `tool-search-${r}-1`))).toEqual(['deferred', 'up front', 'up front']);
  expect([0, 1, 2].map((r) => textOf(html, `tool-search-${r}-2`))).toEqual(['76', '112', '112']);
  // The chosen row is the store's fetch count, capped at the tools listed.
  expect(html.match(/<tr class="tr-chosen-row"><th scope="row" class="num">(\d+) \(chosen\)</)?.[1]).toBe('1');
  store.getState().setDeferred({ fetches: 40 });
  expect(
    render(store, panels).match(/<tr class="tr-chosen-row"><th scope="row" class="num">(\d+) \(chosen\)</)?.[1],
  ).toBe('3');
});

test('a live server is named as connected; the built-in contract when chosen; nothing while counting', () => {
  const store = storeWithCapture(THREE_TOOLS, counter);
  store.setState({ mcp: { ...store.getState().mcp, open: { ...store.getState().mcp.open!, from: 'live' } } });
  expect(textOf(render(store, panels), 'deferred-source')).toBe(
    escape('server everything 2.0.0’s 3 tools (connected from this page)'),
  );
  store.getState().setToolsMeasured('contract');
  const contract = countToolSet(builtinContractTools(), counter);
  store.getState().setResult({ status: 'ready', toolSet: contract });
  const html = render(store, panels);
  expect(textOf(html, 'deferred-source')).toBe(
    escape('the built-in contract’s three tools (the minimal 2025 tools/list above)'),
  );
  expect(textOf(html, 'deferred-break-even')).toBe(
    escape(deferredBreakEven(deferredReport(deferredInputsFor(contract, 'wire')), store.getState().deferred)[0]!),
  );
  store.getState().setToolsMeasured('server');
  store.getState().setMcp({ counts: { status: 'counting' } });
  expect(render(store, panels)).toContain('The comparison appears once the tool definitions are counted.');
});
