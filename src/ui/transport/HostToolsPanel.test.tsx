import { expect, test } from 'vitest';
import { hostToolsTable } from '../../core/report/tables/host-tools.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { nodeCounter } from '../../node/counter.ts';
import { escape, render } from '../sessions/sessions.fixture.tsx';
import { HostToolsPanel } from './HostToolsPanel.tsx';
import { ToolsPanels } from './ToolsPanels.tsx';
import { THREE_TOOLS, storeWithCapture, textOf } from './transport.fixture.tsx';

const counter = nodeCounter('cl100k_base');
const LADDER = { encoding: 'cl100k_base' } as Ladder;

test('an open capture’s tools/list per tool and per host, cell for cell as core’s table, the chosen host’s shares', () => {
  const store = storeWithCapture(THREE_TOOLS, counter);
  store.getState().setHost({ id: 'claude-code' });
  const html = render(store, <ToolsPanels ladder={LADDER} costed={false} />);
  expect(html).toContain(
    escape(
      'What the request carries of server everything 2.0.0’s 3 tools (opened from everything.json) under each host',
    ),
  );
  // Rows: echo, add, get-weather, the envelope, the whole list; JSON-RPC wire first, then Claude Code.
  const wire = [0, 1, 2, 3, 4].map((r) => textOf(html, `host-tools-wire-${r}`));
  const claude = [0, 1, 2, 3, 4].map((r) => textOf(html, `host-tools-claude-code-${r}`));
  const share = [0, 1, 2, 3, 4].map((r) => textOf(html, `host-tools-share-${r}`));
  expect(wire).toEqual(['56', '24', '90', '+39', '209']);
  expect(claude).toEqual(['34', '17', '59', '+2', '112']);
  expect(share).toEqual(['30.36 %', '15.18 %', '52.68 %', '1.79 %', '100.00 %']);
  const set = store.getState().mcp.counts.answer!.report.toolSet;
  const table = hostToolsTable(set, 'claude-code', 'cl100k_base');
  table.rows.forEach((row, r) =>
    set.hosts.forEach((h, i) => expect(textOf(html, `host-tools-${h.host}-${r}`)).toBe(row[i + 1]!.text)),
  );
  // Claude Code prefixes the names with the server's own: the exact text shown says so.
  expect(html).toContain('mcp__everything__get-weather');
});

test('the built-in contract when chosen, and nothing drawn while the tools are being counted', () => {
  const store = storeWithCapture(THREE_TOOLS, counter);
  store.getState().setToolsMeasured('contract');
  const html = render(store, <ToolsPanels ladder={LADDER} costed={false} />);
  expect(html).toContain(escape('What the request carries of the built-in contract’s three tools'));
  expect(html).toContain('The tool definitions appear once the calls are costed.');
  expect(html).not.toContain('host-tools-table');
  const alone = render(
    store,
    <HostToolsPanel toolSet={undefined} chosen="wire" encoding="cl100k_base" source="the tools" />,
  );
  expect(alone).toContain('The tool definitions appear once the calls are costed.');
});
