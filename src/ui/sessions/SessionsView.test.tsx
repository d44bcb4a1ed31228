import { calibrationTable, resultsTable } from '../../core/report/tables/calibration.ts';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import {
  REPLAY_COLUMNS,
  beforeAfterTable,
  biggestBlocksTable,
  sessionProfileTable,
  windowAtStepTable,
} from '../../core/report/tables/session.ts';
import { claudeCodeLog } from '../../testing/generated-logs/claude-code.ts';
import { sessionScript } from '../../testing/generated-logs/script.ts';
import { runSteps } from '../../core/steps.ts';
import { AS_LOGGED } from '../../core/sessions/strategy.ts';
import { nodeCounter } from '../../node/counter.ts';
import { createAppStore } from '../../state/store.ts';
import type { AppStore } from '../../state/store.ts';
import { createSessionKeeper } from '../../worker/sessions.ts';
import { bodyRows, escape, render } from './sessions.fixture.tsx';
import { sessionVerdictOf } from './SessionVerdict.tsx';
import { billStepsTable } from '../../core/report/tables/bill.ts';
import { whatIfTable } from '../../core/bill/what-if-words.ts';

const LOG = readFileSync('fixtures/sessions/claude-code.jsonl', 'utf8');
const counter = nodeCounter('cl100k_base');

// The store once the worker has read the fixture and replayed it with the placeholder.
function openedStore(): AppStore {
  const store = createAppStore();
  const keeper = createSessionKeeper();
  const opened = runSteps(keeper.open('claude-code.jsonl', LOG, null, counter));
  const choice = { kind: 'placeholder', placeholder: 'gone', notes: 0, keepLast: 2, trigger: null } as const;
  const prices = { perMillion: 3, cachedPerMillion: 0.3 };
  const result = runSteps(
    keeper.replay(opened.sessionId, choice, { firstSteps: 25, loggedOnly: false, prices }, counter),
  );
  store.getState().askSession('claude-code.jsonl', LOG);
  store.getState().setSessions({ status: 'ready', opened, kind: 'placeholder', replay: { status: 'ready', result } });
  return store;
}

test('the view shows core’s profile, window-at-a-step, before/after and biggest-blocks tables cell for cell', () => {
  const store = openedStore();
  const html = render(store);
  const { opened, replay } = store.getState().sessions;
  const tables = [
    billStepsTable(opened!.bill),
    whatIfTable(opened!.bill, opened!.whatIfs),
    sessionProfileTable(opened!.profile),
    // The step slider starts on the last step.
    windowAtStepTable(opened!.profile, 30),
    beforeAfterTable(replay.result!.table, AS_LOGGED, replay.result!.name, undefined, undefined, REPLAY_COLUMNS),
    biggestBlocksTable(replay.result!.blocks),
    calibrationTable(opened!.profile.calibration, opened!.profile.model),
    resultsTable(opened!.profile.calibration, opened!.profile.model),
  ];
  const rows = bodyRows(html);
  expect(rows).toHaveLength(tables.reduce((n, t) => n + t.rows.length, 0));
  for (const table of tables) {
    expect(html).toContain(escape(table.title));
    for (const row of table.rows) expect(rows).toContain(row.map((c) => escape(c.text)).join(' | '));
  }
  // Not in the log, then its fixed part (step 1's) and the part beyond it: they add up.
  expect(rows).toContain('10 | 20 | 36 | 99 | 132 | 2,754 | 0 | 3,041 | 25,121 | +22,080 | +13,980 | +8,100');
  expect(html).toContain('30 steps (model requests), 1 compaction, counted with cl100k_base.');
  expect(html).toContain(
    'Counts are estimates: claude-sonnet-4-5 counts with Anthropic&#x27;s own tokenizer, not an OpenAI one; these are cl100k_base counts.',
  );
  expect(html).toContain(
    escape(
      "Step 1 recorded 14,000 input tokens (the log's own count), 20 of them counted with cl100k_base in the log: the other 13,980 are the fixed part not in the log (system prompt and tool definitions), carried by every request.",
    ),
  );
  expect(html).not.toContain('recorded ÷ counted');
  expect(html).toContain('As logged');
  expect(html).toContain(escape("The log's own compaction (the as-logged window restarts there)"));
  expect(html).toContain('Showing the main thread (30 steps) of claude-code.jsonl. Its other threads:');
  expect(html).toContain('Open subagent agent-a1 (1 step)');
  expect(html).toContain('Input tokens per step, by part of the window');
  expect(html).toContain('aria-valuetext="step 30 of 30"');
  expect(html).toContain('The window at step 30 of 30 (cl100k_base)');
});

/** The store once the worker has read `text` as `name`, its main thread asked. */
function storeWith(name: string, text: string): AppStore {
  const store = createAppStore();
  const opened = runSteps(createSessionKeeper().open(name, text, null, counter));
  store.getState().askSession(name, text);
  store.getState().setSessions({ status: 'ready', opened });
  return store;
}

test("a subagent's own file shows its thread's profile, named, with no other thread to offer", () => {
  const html = render(storeWith('agent-a7f3c2.jsonl', readFileSync('fixtures/sessions/agent-a7f3c2.jsonl', 'utf8')));
  expect(html).toContain(
    'Showing subagent a7f3c2 (12 steps) of agent-a7f3c2.jsonl, the only thread in it with a model request.',
  );
  expect(html).toContain('12 steps (model requests), counted with cl100k_base.');
  expect(html).toContain('<td class="num">4,717</td><td class="num">32,164</td>');
  expect(html).toContain('aria-valuetext="step 12 of 12"');
  expect(html).not.toContain('session-no-step');
});

test('two subagents and no main thread: a message and a button per thread with its steps, nothing drawn', () => {
  const a = claudeCodeLog(sessionScript(2, 3), 'a1');
  const b = claudeCodeLog(sessionScript(3, 4), 'b2');
  const html = render(storeWith('two.jsonl', `${a}\n${b}`));
  expect(html).toContain(
    'two.jsonl: no model request in the main thread; the log&#x27;s other threads: subagent a1 (2 steps), subagent b2 (3 steps); open one below.',
  );
  expect(html).toContain('The threads of two.jsonl with a model request:');
  expect(html).toContain('Open subagent a1 (2 steps)');
  expect(html).toContain('Open subagent b2 (3 steps)');
  expect(html).not.toContain('session-step-slider');
});

test('before any log, only the import is shown; a failed read says why and where', () => {
  const store = createAppStore();
  expect(render(store)).not.toContain('Replay with a strategy');
  store.getState().askSession('pasted log', '{');
  store.getState().setSessions({
    status: 'error',
    error: 'pasted log could not be read as a session',
    problems: [{ source: 'pasted log', message: 'the JSON ends too early', line: 1, column: 2 }],
  });
  expect(render(store)).toContain('the JSON ends too early (line 1, column 2)');
});

test('with run B open: both profiles side by side, the seed table of A against B, and the window limit named', () => {
  const keeper = createSessionKeeper();
  const B = readFileSync('fixtures/sessions/claude-code-minified.jsonl', 'utf8');
  const a = runSteps(keeper.open('claude-code.jsonl', LOG, null, counter));
  const b = runSteps(keeper.open('claude-code-minified.jsonl', B, null, counter, undefined, 'b'));
  const prices = { perMillion: 3, cachedPerMillion: 0.3 };
  const result = runSteps(
    keeper.replay(
      a.sessionId,
      { kind: 'none' },
      { firstSteps: 25, loggedOnly: false, prices, compareWith: b.sessionId },
      counter,
    ),
  );
  const store = createAppStore();
  store.getState().askSession('claude-code.jsonl', LOG);
  store.getState().askCompare('claude-code-minified.jsonl', B);
  store.getState().setSessions({ status: 'ready', opened: a, replay: { status: 'ready', result } });
  store.getState().setCompare({ status: 'ready', opened: b });
  const html = render(store);
  expect(html).toContain('Run A, claude-code.jsonl: input tokens per step, by part of the window');
  expect(html).toContain('Run B, claude-code-minified.jsonl: input tokens per step, by part of the window');
  expect(html).toContain('Input tokens per step: run A against run B');
  expect(html).toContain('First 25 of 30 steps: run A (claude-code.jsonl) against run B (claude-code-minified.jsonl)');
  expect(bodyRows(html)).toContain(
    'Total input tokens | 572,470 | 564,504 | 7,966 fewer (1.39 % of claude-code.jsonl)',
  );
  expect(html).toContain('window limit 200,000 tokens (claude-sonnet-4-5)');
  // The two runs' bills as logged, as cce session says them.
  expect(html).toContain(
    escape(
      "As logged, claude-code-minified.jsonl's 30 requests cost $0.3188: $0.0031 less than claude-code.jsonl's 30 ($0.3219; 1 % of claude-code.jsonl's bill).",
    ),
  );
  expect(html).toContain('Cumulative input tokens, as logged and replayed with the strategy');
});

test('the session verdict: the whole run as logged against the replay, in tokens and at the chosen prices', () => {
  const { sessions, pricing } = openedStore().getState();
  expect(sessionVerdictOf(sessions.opened, sessions.replay.result, pricing).map((l) => l.text)).toEqual([
    // The bill as logged first: no miss costs anything here, so the bill itself leads.
    'As logged, 30 requests cost $0.3219: $0.3084 input (652,178 tokens read from the cache, 30,000 written to it, 90 uncached) and $0.0135 output (900 tokens), at Claude Sonnet 4.5 list prices.',
    'No cache misses: every request read back from the cache what the one before it held.',
    '30 requests record cache writes without the 5-minute / 1-hour split: priced at the 5-minute rate.',
    'None of the 4 settings a team can switch on costs less than the bill as logged ($0.3219); the nearest, Anthropic context editing, clear_tool_uses_20250919 (trigger 100,000 input tokens, keep 3 tool uses), costs the same.',
    'Over all 30 steps, the placeholder (1 token) for every result but the newest 2 sends 56,868 fewer input tokens than the run as logged (8.34 % of as logged: 682,268 tokens).',
    // Billed as the log is: the replay's changes applied to the recorded usage, on its timeline.
    "Billed as the log is (each request at its model's list price, on the log's own timeline), that is $0.0136 more than the bill as logged ($0.3219 as logged, $0.3355 with the strategy): fewer tokens, yet each rewrite of early text breaks the cached prefix and what follows is written again.",
    "Tokens counted with cl100k_base (estimates: claude-sonnet-4-5 has its own tokenizer), plus what the log records beyond its texts, unchanged by the strategy; both lines keep the log's own compaction before step 20.",
  ]);
  const empty = createAppStore().getState();
  expect(sessionVerdictOf(empty.sessions.opened, undefined, empty.pricing)).toEqual([
    {
      id: 'headline',
      text: 'Open a session log below: this verdict then says what a compaction strategy saves over its whole run, in tokens and money.',
    },
  ]);
});
