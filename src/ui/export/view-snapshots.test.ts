import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parseHistoryArgs } from '../../cli/history/args.ts';
import { readHistory } from '../../cli/history/run.ts';
import { writeCacheFolder } from '../../cli/history/history.fixture.ts';
import { historyVerdict } from '../../core/history/verdict.ts';
import { billStepsTable, missesTable } from '../../core/report/tables/bill.ts';
import { historyDaysTable } from '../../core/report/tables/history.ts';
import { tableToMarkdown } from '../../core/report/table.ts';
import { runSteps } from '../../core/steps.ts';
import { nodeCounter } from '../../node/counter.ts';
import { createAppStore } from '../../state/store.ts';
import { createSessionKeeper } from '../../worker/sessions.ts';
import { sessionVerdictOf } from '../sessions/SessionVerdict.tsx';
import { snapshotText } from './SnapshotButton.tsx';
import { historySnapshot } from './view-snapshots.ts';

const NAME = 'claude-code-cache.jsonl';
const LOG = readFileSync(`fixtures/sessions/${NAME}`, 'utf8');
const PAGE = 'https://example.org/cce/?view=sessions';

test('on the Sessions view the snapshot is the session: its verdict, its bill per step, its misses; no ladder', () => {
  const opened = runSteps(createSessionKeeper().open(NAME, LOG, null, nodeCounter('cl100k_base')));
  const store = createAppStore();
  store.getState().askSession(NAME, LOG);
  store.getState().setSessions({ status: 'ready', opened });
  store.getState().setView('sessions');
  const text = snapshotText(store.getState(), PAGE)!;
  const [headline, ...rest] = sessionVerdictOf(opened, undefined, store.getState().pricing);
  expect(text.split('\n').slice(0, 9)).toEqual([
    '# Context cost review snapshot: Sessions',
    '',
    expect.stringMatching(/^Link: <https:\/\/example\.org\/cce\/\?view=sessions&/),
    '',
    'The link opens the page with these settings, not with the log (a link never carries one): open the same log there to see these numbers.',
    '',
    '## Verdict',
    '',
    `**${headline!.text}**`,
  ]);
  expect(text).toContain(`- ${rest[0]!.text}`);
  expect(text).toContain(`## Picture\n\n${tableToMarkdown(billStepsTable(opened.bill))}`);
  expect(text).toContain(tableToMarkdown(missesTable(opened.bill)));
  // The built-in example's ladder verdict ("4 of 8 fields") is not the Sessions view's.
  expect(text).not.toContain('## Ladder');
  expect(text).not.toMatch(/of 8 fields/);
});

test('on the History view the snapshot is the history: its verdict, per day as its chart, its bill tables', () => {
  const { report } = readHistory(parseHistoryArgs([writeCacheFolder()]));
  const text = historySnapshot({ status: 'done', report, progress: {} as never, picked: 'logs' }, PAGE);
  const [headline] = historyVerdict(report);
  expect(text).toContain(`## Verdict\n\n**${headline!.text}**`);
  expect(text).toContain(`## Picture\n\n${tableToMarkdown(historyDaysTable(report))}`);
  expect(text).toContain('### The bill as logged: 47 requests over 3 sessions');
  expect(text.match(/### Per day/g)).toHaveLength(1);
});
