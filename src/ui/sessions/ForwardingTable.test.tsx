import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { forwardingTable } from '../../core/report/tables/forwarding.ts';
import { runSteps } from '../../core/steps.ts';
import { nodeCounter } from '../../node/counter.ts';
import { createAppStore } from '../../state/store.ts';
import { createSessionKeeper } from '../../worker/sessions.ts';
import { bodyRows, escape, render } from './sessions.fixture.tsx';

const o200k = nodeCounter('o200k_base');

/** The store once the worker has read fixture `name` with `counter`. */
function storeWith(name: string, counter = o200k) {
  const text = readFileSync(`fixtures/sessions/${name}`, 'utf8');
  const store = createAppStore();
  const opened = runSteps(createSessionKeeper().open(name, text, null, counter));
  store.getState().askSession(name, text);
  store.getState().setSessions({ status: 'ready', opened });
  return store;
}

test('a Codex log’s MCP calls: core’s forwarding table under the chosen host, cell for cell', () => {
  const store = storeWith('codex-mcp.jsonl');
  const { forwarding } = store.getState().sessions.opened!;
  expect(forwarding).toHaveLength(10);
  // The sidebar's default, the JSON-RPC wire: every call differs, and the view says which host to choose.
  let html = render(store);
  expect(html).toContain('What the host forwarded');
  expect(bodyRows(html)).toContain(
    escape(
      '2 | mcp__taskdemo__tasks_list | 94 | 129 | 137 | Codex CLI forwarded 129 tokens where the profile ‘JSON-RPC wire’ predicts 137: choose host Codex CLI',
    ),
  );
  // Host Codex CLI chosen: 8 of 10 match; the truncated output matches no profile.
  store.getState().setHost({ id: 'codex' });
  html = render(store);
  const table = forwardingTable(forwarding, { id: 'codex' }, 'o200k_base');
  const rows = bodyRows(html);
  for (const row of table.rows) expect(rows).toContain(escape(row.map((c) => c.text).join(' | ')));
  expect(rows).toContain(
    escape(
      '6 | mcp__taskdemo__run_tests | 379 | 57 | 282 | Codex CLI forwarded 57 tokens where the profile ‘Codex CLI’ predicts 282; no profile predicts this text exactly',
    ),
  );
  expect(html).toContain(escape('The profile ‘Codex CLI’ predicts 8 of 10 MCP calls exactly (Codex CLI’s log).'));
  expect(html).toContain('data-testid="session-forwarding"');
});

test('a custom template other than {text} is said; a log without MCP calls shows no table', () => {
  const store = storeWith('claude-code-mcp.jsonl', nodeCounter('cl100k_base'));
  store.getState().setHost({ id: 'custom', template: '{tool}: {text}' });
  expect(render(store)).toContain('Your custom template is not counted here');
  expect(render(storeWith('codex-rollout.jsonl'))).not.toContain('What the host forwarded');
});
