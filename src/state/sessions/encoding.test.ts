import { expect, test } from 'vitest';
import { CODEX_MODEL, codexLog } from '../../testing/generated-logs/codex.ts';
import { sessionScript } from '../../testing/generated-logs/script.ts';
import { runSteps } from '../../core/steps.ts';
import { nodeCounter } from '../../node/counter.ts';
import { connectWorkerClient } from '../../worker/client.ts';
import { createSessionKeeper } from '../../worker/sessions.ts';
import { settle, TestWorker } from '../../worker/test-worker.ts';
import { createRequestRoute } from '../requests.ts';
import { sessionEncoding } from './wanted.ts';
import { createAppStore } from '../store.ts';
import { startSync } from '../sync.ts';

// A generated Codex rollout whose model is gpt-5.4: a GPT-5-family name, whose tokenizer is o200k_base.
const LOG = codexLog(sessionScript(6, 3, 4)).replaceAll(CODEX_MODEL, 'gpt-5.4');

function page() {
  const worker = new TestWorker();
  const store = createAppStore();
  startSync(store, createRequestRoute(connectWorkerClient(worker, () => undefined)), () => undefined);
  return { worker, store };
}

/** Answers the last `session` request as the worker would, counting in the asked encoding. */
async function answerSession(worker: TestWorker) {
  const asked = worker.last('session');
  const opened = runSteps(
    createSessionKeeper().open(asked.name, asked.text, asked.thread, nodeCounter(asked.encoding)),
  );
  worker.answer({ id: asked.id, type: 'session', ...opened });
  await settle();
  return asked;
}

test("a session log is counted in its model's encoding: a gpt-5.4 log read first in the settings' cl100k_base is read again in o200k_base", async () => {
  const { worker, store } = page();
  expect(store.getState().encoding).toBe('cl100k_base');
  store.getState().askSession('rollout.jsonl', LOG);
  expect((await answerSession(worker)).encoding).toBe('cl100k_base');
  expect(store.getState().sessions.opened!.profile.model).toBe('gpt-5.4');
  expect(sessionEncoding(store.getState())).toBe('o200k_base');
  const again = await answerSession(worker);
  expect(again.encoding).toBe('o200k_base');
  expect(store.getState().sessions.opened!.profile.encoding).toBe('o200k_base');
  expect(store.getState().sessions.opened!.profile.estimate).toBe(false);
  // The replay follows the log's encoding; the sidebar's stays the settings' (for the other views).
  expect(worker.last('session-replay').encoding).toBe('o200k_base');
  expect(store.getState().encoding).toBe('cl100k_base');
});

test('an encoding the user chose over the model is kept for the session too, and its counts are estimates', async () => {
  const { worker, store } = page();
  store.getState().setPricing({ model: 'gpt-5' });
  store.getState().setEncoding('cl100k_base');
  expect(store.getState().encodingOverridden).toBe(true);
  store.getState().askSession('rollout.jsonl', LOG);
  expect((await answerSession(worker)).encoding).toBe('cl100k_base');
  expect(sessionEncoding(store.getState())).toBe('cl100k_base');
  expect(store.getState().sessions.opened!.profile.estimate).toBe(true);
  expect(worker.requests().filter((r) => r.type === 'session')).toHaveLength(1);
});
