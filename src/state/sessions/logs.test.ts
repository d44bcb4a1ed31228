import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { claudeCodeLog } from '../../testing/generated-logs/claude-code.ts';
import { sessionScript } from '../../testing/generated-logs/script.ts';
import { runSteps } from '../../core/steps.ts';
import { nodeCounter } from '../../node/counter.ts';
import { connectWorkerClient } from '../../worker/client.ts';
import { createSessionKeeper } from '../../worker/sessions.ts';
import { settle, TestWorker } from '../../worker/test-worker.ts';
import { createRequestRoute } from '../requests.ts';
import { DEFAULT_STRATEGY_FORMS, strategyChoice } from './logs.ts';
import { createAppStore } from '../store.ts';
import { startSync } from '../sync.ts';

const LOG = readFileSync('fixtures/sessions/claude-code.jsonl', 'utf8');
const counter = nodeCounter('cl100k_base');

function page() {
  const worker = new TestWorker();
  const route = createRequestRoute(connectWorkerClient(worker, () => undefined));
  const store = createAppStore();
  const queries: string[] = [];
  startSync(store, route, (query) => queries.push(query));
  return { worker, store, queries };
}

test('a strategy choice is the chosen kind with its own settings', () => {
  expect(strategyChoice({ kind: 'none', forms: DEFAULT_STRATEGY_FORMS })).toEqual({ kind: 'none' });
  expect(strategyChoice({ kind: 'summary', forms: DEFAULT_STRATEGY_FORMS })).toEqual({
    kind: 'summary',
    trigger: 100_000,
    summaryTokens: 2000,
  });
});

test('an asked log is read through the route, replayed with the strategy, and never put in the link', async () => {
  const { worker, store, queries } = page();
  expect(worker.requests().filter((r) => r.type === 'session')).toEqual([]);
  store.getState().askSession('claude-code.jsonl', LOG);
  const asked = worker.last('session');
  expect(asked).toMatchObject({ type: 'session', encoding: 'cl100k_base', name: 'claude-code.jsonl', thread: null });
  expect(store.getState().sessions.status).toBe('reading');

  const keeper = createSessionKeeper();
  const opened = runSteps(keeper.open(asked.name, asked.text, asked.thread, counter));
  worker.answer({ id: asked.id, type: 'session', ...opened });
  await settle();
  expect(store.getState().sessions.status).toBe('ready');
  expect(store.getState().sessions.opened!.profile.steps).toHaveLength(30);
  expect(store.getState().sessions.opened!.sidechains).toEqual([{ id: 'agent-a1', lines: 1, steps: 1 }]);

  // The replay follows at once (the default strategy: the placeholder, the newest 3 kept raw),
  // then again for each strategy change.
  expect(worker.last('session-replay')).toMatchObject({
    sessionId: opened.sessionId,
    strategy: {
      kind: 'placeholder',
      placeholder: 'This tool call was successful. Re-run the tool if you need the data again.',
      notes: 0,
      keepLast: 3,
      trigger: null,
    },
    firstSteps: null,
    loggedOnly: false,
    // The log's model (claude-sonnet-4-5) prices the replay, whatever the sidebar's choice.
    prices: { perMillion: 3, cachedPerMillion: 0.3, writePerMillion: 3.75 },
  });
  store.getState().setSessions({ kind: 'none' });
  expect(worker.last('session-replay').strategy).toEqual({ kind: 'none' });
  store.getState().setSessions({ kind: 'placeholder' });
  store.getState().setStrategyForm('placeholder', { keepLast: 5 });
  expect(worker.last('session-replay').strategy).toEqual({
    ...DEFAULT_STRATEGY_FORMS.placeholder,
    kind: 'placeholder',
    keepLast: 5,
  });

  const replays = worker.requests().filter((r) => r.type === 'session-replay').length;
  store.getState().setPricing({ model: 'gpt-5' });
  // The sidebar follows GPT-5's encoding, but the session's model is the log's (claude-sonnet-4-5):
  // the log is not read again, and its replay keeps its prices.
  expect(store.getState().encoding).toBe('o200k_base');
  expect(worker.last('session').encoding).toBe('cl100k_base');
  expect(worker.requests().filter((r) => r.type === 'session-replay')).toHaveLength(replays);
  store.getState().setEncoding('cl100k_base');
  expect(store.getState().encodingOverridden).toBe(true);
  for (const query of queries) expect(query).not.toContain('session');
});

test('a new encoding reads the log again, and the replay waits for that profile', async () => {
  const { worker, store } = page();
  store.getState().askSession('claude-code.jsonl', LOG);
  const first = worker.last('session');
  worker.answer({
    id: first.id,
    type: 'session',
    ...runSteps(createSessionKeeper().open(first.name, LOG, null, counter)),
  });
  await settle();
  const replays = worker.requests().filter((r) => r.type === 'session-replay').length;
  store.getState().setEncoding('o200k_base');
  const again = worker.last('session');
  expect(again.id).not.toBe(first.id);
  expect(again).toMatchObject({ encoding: 'o200k_base', text: LOG });
  expect(worker.requests().filter((r) => r.type === 'session-replay')).toHaveLength(replays);
});

test('a subagent thread is read on its own; an unreadable text keeps what was typed and says why', async () => {
  const { worker, store } = page();
  store.getState().askSession('claude-code.jsonl', LOG);
  store.getState().openThread('agent-a1');
  expect(worker.last('session').thread).toBe('agent-a1');
  store.getState().setLogText('{"not": "a log"');
  store.getState().askSession('pasted log', '{"not": "a log"');
  const bad = worker.last('session');
  worker.answer({
    id: bad.id,
    type: 'error',
    message: 'pasted log could not be read as a session',
    problems: [{ source: 'pasted log', message: 'bad JSON', line: 1, column: 16 }],
  });
  await settle();
  const { sessions } = store.getState();
  expect(sessions.status).toBe('error');
  expect(sessions.error).toBe('pasted log could not be read as a session');
  expect(sessions.problems[0]!.line).toBe(1);
  expect(sessions.text).toBe('{"not": "a log"');
});

test('closing the session cancels its requests, and the same log dropped again is read again', async () => {
  const { worker, store } = page();
  store.getState().askSession('claude-code.jsonl', LOG);
  const first = worker.last('session');
  store.getState().closeSession();
  expect(worker.cancelled()).toContain(first.id);
  expect(store.getState().sessions).toMatchObject({ asked: null, status: 'idle', text: '' });
  worker.answer({
    id: first.id,
    type: 'session',
    ...runSteps(createSessionKeeper().open(first.name, LOG, null, counter)),
  });
  await settle();
  expect(store.getState().sessions.opened).toBeUndefined();
  store.getState().askSession('claude-code.jsonl', LOG);
  expect(worker.last('session').id).not.toBe(first.id);
});

test('run B is read as its own run, then run A’s replay is compared with it until B is closed', async () => {
  const { worker, store } = page();
  const keeper = createSessionKeeper();
  const B = readFileSync('fixtures/sessions/claude-code-minified.jsonl', 'utf8');
  store.getState().askSession('claude-code.jsonl', LOG);
  const a = worker.last('session');
  store.getState().askCompare('claude-code-minified.jsonl', B);
  const b = worker.last('session');
  expect(b).toMatchObject({ type: 'session', name: 'claude-code-minified.jsonl', run: 'b', thread: null });
  expect(a.run).toBeUndefined();
  const openedA = runSteps(keeper.open(a.name, a.text, null, counter));
  worker.answer({ id: a.id, type: 'session', ...openedA });
  await settle();
  expect(worker.last('session-replay').compareWith).toBeUndefined();
  const openedB = runSteps(keeper.open(b.name, b.text, null, counter, undefined, 'b'));
  worker.answer({ id: b.id, type: 'session', ...openedB });
  await settle();
  expect(store.getState().sessions.compare).toMatchObject({
    status: 'ready',
    opened: { name: 'claude-code-minified.jsonl' },
  });
  expect(store.getState().sessions.opened!.sessionId).toBe(openedA.sessionId);
  expect(worker.last('session-replay')).toMatchObject({ sessionId: openedA.sessionId, compareWith: openedB.sessionId });
  const replays = worker.requests().filter((r) => r.type === 'session-replay').length;
  store.getState().closeCompare();
  expect(store.getState().sessions.compare).toEqual({ asked: null, status: 'idle', problems: [] });
  expect(worker.requests().filter((r) => r.type === 'session-replay')).toHaveLength(replays + 1);
  expect(worker.last('session-replay').compareWith).toBeUndefined();
  // Closing run A closes B too: nothing is compared with a session that is gone.
  store.getState().askCompare('claude-code-minified.jsonl', B);
  store.getState().closeSession();
  expect(store.getState().sessions.compare.asked).toBeNull();
});

test('a thread with no model request asks for no replay (nothing to replay)', async () => {
  const { worker, store } = page();
  const two = `${claudeCodeLog(sessionScript(2, 3), 'a1')}\n${claudeCodeLog(sessionScript(3, 4), 'b2')}`;
  store.getState().askSession('two.jsonl', two);
  const asked = worker.last('session');
  const opened = runSteps(createSessionKeeper().open(asked.name, asked.text, asked.thread, counter));
  worker.answer({ id: asked.id, type: 'session', ...opened });
  await settle();
  expect(store.getState().sessions.status).toBe('ready');
  expect(worker.requests().filter((r) => r.type === 'session-replay')).toEqual([]);
  // Opening a listed thread reads it and then replays it.
  store.getState().openThread('b2');
  const b2 = worker.last('session');
  expect(b2.thread).toBe('b2');
  worker.answer({
    id: b2.id,
    type: 'session',
    ...runSteps(createSessionKeeper().open(b2.name, b2.text, 'b2', counter)),
  });
  await settle();
  expect(store.getState().sessions.opened!.profile.steps).toHaveLength(3);
  // With the default strategy: the placeholder, the newest 3 results kept raw.
  expect(worker.last('session-replay').strategy).toEqual({
    ...DEFAULT_STRATEGY_FORMS.placeholder,
    kind: 'placeholder',
  });
});

test('a log that fails to read leaves the session open before it as it was, and says why', async () => {
  const { worker, store } = page();
  store.getState().askSession('claude-code.jsonl', LOG);
  const asked = worker.last('session');
  const keeper = createSessionKeeper();
  worker.answer({
    id: asked.id,
    type: 'session',
    ...runSteps(keeper.open(asked.name, asked.text, asked.thread, counter)),
  });
  await settle();
  const before = store.getState().sessions.opened!;
  const replays = worker.requests().filter((r) => r.type === 'session-replay').length;

  store.getState().askSession('pasted log', 'not a log');
  const failing = worker.last('session');
  expect(failing.name).toBe('pasted log');
  const problems = [{ source: 'pasted log', message: 'line 1: not JSON' }];
  worker.answer({ id: failing.id, type: 'error', message: 'pasted log could not be read as a session', problems });
  await settle();
  const { sessions } = store.getState();
  // The open session, its asked text (kept or re-read in a new encoding) and its replay stay.
  expect(sessions.opened).toBe(before);
  expect(sessions.asked?.name).toBe('claude-code.jsonl');
  expect(sessions.status).toBe('ready');
  expect([sessions.error, sessions.problems]).toEqual(['pasted log could not be read as a session', problems]);
  expect(worker.requests().filter((r) => r.type === 'session-replay').length).toBe(replays + 1);
  // Not read again: the last request is the failed one.
  expect(worker.last('session').id).toBe(failing.id);
});
