import { expect, test } from 'vitest';
import { runSteps } from '../core/steps.ts';
import { compareRuns } from '../core/sessions/compare.ts';
import { minifiedResultsScript } from '../testing/generated-logs/after-change.ts';
import { claudeCodeLog } from '../testing/generated-logs/claude-code.ts';
import { sessionScript } from '../testing/generated-logs/script.ts';
import { profileSession, unseenTokens } from '../core/sessions/profile.ts';
import { readSession } from '../core/sessions/readers/read-session.ts';
import { replaySession } from '../core/sessions/replay.ts';
import { nodeCounter } from '../node/counter.ts';
import { createSessionKeeper } from './sessions.ts';

const counter = nodeCounter('cl100k_base');
const log = claudeCodeLog(sessionScript(12, 5, 8));
const minified = claudeCodeLog(minifiedResultsScript(sessionScript(12, 5, 8)));
const prices = { perMillion: 3, cachedPerMillion: 0.3 };

test('a session is profiled once and replayed from the kept counts, as core computes it', () => {
  const keeper = createSessionKeeper();
  const opened = runSteps(keeper.open('log.jsonl', log, null, counter));
  const session = readSession(log, 'log.jsonl');
  const profile = profileSession(session, counter);
  expect(opened.profile.steps).toEqual(profile.steps);
  expect(opened.compactions).toEqual([7]);
  expect('itemTokens' in opened.profile).toBe(false);
  const choice = { kind: 'placeholder', placeholder: 'gone', notes: 5, keepLast: 2, trigger: null } as const;
  const replayed = runSteps(
    keeper.replay(opened.sessionId, choice, { firstSteps: 10, loggedOnly: false, prices }, counter),
  );
  const expected = replaySession(
    session,
    profile.itemTokens,
    { ...choice, placeholder: counter.count('gone') },
    unseenTokens(profile),
  );
  expect(replayed.steps).toEqual(expected);
  expect(replayed.table.steps).toBe(10);
  expect(replayed.table.after.total).toBe(expected.slice(0, 10).reduce((t, s) => t + s.total, 0));
});

test('one session is kept per run: a new run A drops the old one, whose replay then says so; run B stays', () => {
  const keeper = createSessionKeeper();
  const open = (run: 'a' | 'b', text = log) => runSteps(keeper.open('log.jsonl', text, null, counter, undefined, run));
  const first = open('a').sessionId;
  const b = open('b', minified).sessionId;
  const second = open('a').sessionId;
  const options = { firstSteps: null, loggedOnly: true, prices };
  expect(() => runSteps(keeper.replay(first, { kind: 'none' }, options, counter))).toThrow(
    `session ${first} is no longer in the worker; drop the log again`,
  );
  expect(runSteps(keeper.replay(second, { kind: 'none' }, options, counter)).steps).toHaveLength(12);
  expect(runSteps(keeper.replay(b, { kind: 'none' }, options, counter)).steps).toHaveLength(12);
  keeper.clear();
  expect(() => runSteps(keeper.replay(second, { kind: 'none' }, options, counter))).toThrow('no longer in the worker');
});

test('a replay compared with run B carries B without a strategy and core’s compareRuns table', () => {
  const keeper = createSessionKeeper();
  const a = runSteps(keeper.open('a.jsonl', log, null, counter)).sessionId;
  const b = runSteps(keeper.open('b.jsonl', minified, null, counter, undefined, 'b')).sessionId;
  const options = { firstSteps: 10, loggedOnly: false, prices };
  const alone = runSteps(keeper.replay(a, { kind: 'none' }, options, counter));
  expect(alone.compare).toBeUndefined();
  const replayed = runSteps(keeper.replay(a, { kind: 'none' }, { ...options, compareWith: b }, counter));
  const noneOf = (text: string) => {
    const session = readSession(text, 'x.jsonl');
    const profile = profileSession(session, counter);
    return replaySession(session, profile.itemTokens, { kind: 'none' }, unseenTokens(profile));
  };
  const noneB = noneOf(minified);
  expect(replayed.compare!.name).toBe('b.jsonl');
  expect(replayed.compare!.none).toEqual(noneB);
  expect(replayed.compare!.table).toEqual(compareRuns(noneOf(log), noneB, 10, prices, 'a.jsonl'));
  expect(replayed.compare!.table.change.percent.denominator).toBe('a.jsonl');
  expect(replayed.compare!.table.change.saved).toBeGreaterThan(0);
});

test('a thread with no model request: run A keeps it when another thread has one; else, and for run B, a message', () => {
  const keeper = createSessionKeeper();
  const two = `${claudeCodeLog(sessionScript(2, 3), 'a1')}\n${claudeCodeLog(sessionScript(3, 4), 'b2')}`;
  const opened = runSteps(keeper.open('two.jsonl', two, null, counter));
  expect(opened.profile.steps).toHaveLength(0);
  expect(opened.thread).toEqual({ id: null, mainSteps: 0 });
  expect(opened.sidechains.map((t) => t.steps)).toEqual([2, 3]);
  expect(() => runSteps(keeper.open('two.jsonl', two, null, counter, undefined, 'b'))).toThrow(
    "two.jsonl: no model request in the main thread; the log's other threads: subagent a1 (2 steps), subagent b2 (3 steps); open one below",
  );
  const snapshotOnly = JSON.stringify({ type: 'user', uuid: 'u-1', sessionId: 's', message: { content: [] } });
  expect(() => runSteps(keeper.open('empty.jsonl', snapshotOnly, null, counter))).toThrow(
    'empty.jsonl: no model request in the main thread',
  );
});
