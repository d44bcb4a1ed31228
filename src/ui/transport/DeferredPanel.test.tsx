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
  // definitions 17 (add), 34 (echo), 59 (get-weather).
  const rows = [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((i) => textOf(html, `deferred-${i}-${r}`)));
  expect(rows).toEqual([
    ['112', '76', '76', '+36'],
    ['112', '93', '135', '+19'],
    ['112', '127', '169', '−15'],
    ['112', '186', '186', '−74'],
  ]);
  expect(textOf(html, 'deferred-4-1')).toBe('1,120');
  expect(html).toContain('All up front, 10 sessions');
  expect(textOf(html, 'deferred-break-even')).toBe(
    'Break-even in fetches: deferring is cheaper only with no definition fetched, the largest first, and is cheaper up to 1 definition fetched per session, the smallest first.',
  );
  expect(textOf(html, 'deferred-sessions-break-even')).toBe(
    'Break-even in sessions at 1 fetched per session: the smallest fetched, from the first session (19 tokens saved in each, 190 tokens over 10 sessions); the largest fetched, never (23 tokens more in each, 230 tokens over 10 sessions). Both costs recur every session, so the difference is the same in each.',
  );
  expect(html).toContain(escape('Tokens per session against definitions fetched, server everything, Claude Code'));
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
