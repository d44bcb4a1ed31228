import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { billStepsTable, missesTable } from '../../core/report/tables/bill.ts';
import { whatIfTable } from '../../core/bill/what-if-words.ts';
import { tableToMarkdown } from '../../core/report/table.ts';
import { runSteps } from '../../core/steps.ts';
import { nodeCounter } from '../../node/counter.ts';
import { createAppStore } from '../../state/store.ts';
import { createSessionKeeper } from '../../worker/sessions.ts';
import { runSession, sessionFixture } from '../../cli/session/session.fixture.ts';
import { bodyRows, escape, render } from './sessions.fixture.tsx';
import { sessionVerdictOf } from './SessionVerdict.tsx';

const NAME = 'claude-code-cache.jsonl';
const LOG = readFileSync(`fixtures/sessions/${NAME}`, 'utf8');

function openedStore() {
  const opened = runSteps(createSessionKeeper().open(NAME, LOG, null, nodeCounter('cl100k_base')));
  const store = createAppStore();
  store.getState().askSession(NAME, LOG);
  store.getState().setSessions({ status: 'ready', opened });
  return store;
}

test('the page draws the bill, lists the misses and folds every request; the verdict leads with the misses', () => {
  const store = openedStore();
  const html = render(store);
  const { opened } = store.getState().sessions;
  expect(html).toContain('The bill as logged per step, by what it paid for (USD)');
  const rows = bodyRows(html);
  for (const table of [missesTable(opened!.bill), billStepsTable(opened!.bill)])
    for (const row of table.rows) expect(rows).toContain(row.map((c) => escape(c.text)).join(' | '));
  expect(rows).toContain('6 | 1 min | model switch | 13,006 | $0.0748');
  // The what-ifs: the cheapest chosen first, its sentence and the setting to paste.
  for (const row of whatIfTable(opened!.bill, opened!.whatIfs).rows)
    expect(rows).toContain(row.map((c) => escape(c.text)).join(' | '));
  expect(html).toContain(
    escape(
      'Switching on the 5-minute cache lifetime would have cost $0.6397 instead of $0.6703: $0.0306 less (5 % of the bill as logged), with the same input tokens.',
    ),
  );
  expect(html).toContain('FORCE_PROMPT_CACHING_5M=1');
  const [first, second] = sessionVerdictOf(opened, undefined, store.getState().pricing);
  expect(first!.text).toMatch(/^5 cache misses re-wrote 56,524 tokens: \$0\.3520, 68 % of the input bill;/);
  expect(second!.text).toMatch(/^As logged, 11 requests cost \$0\.6703:/);
});

test('the page and cce session show the same bill and misses', () => {
  const { opened } = openedStore().getState().sessions;
  const { stdout } = runSession(['--tables', sessionFixture(NAME)]);
  expect(stdout).toContain(tableToMarkdown(billStepsTable(opened!.bill)));
  expect(stdout).toContain(tableToMarkdown(missesTable(opened!.bill)));
  expect(stdout).toContain(tableToMarkdown(whatIfTable(opened!.bill, opened!.whatIfs)));
  const [first, second] = sessionVerdictOf(opened, undefined, createAppStore().getState().pricing);
  expect(stdout).toContain(`${first!.text}\n\n${second!.text}\n`);
});
