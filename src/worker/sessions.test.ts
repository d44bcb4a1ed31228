import { expect, test } from 'vitest';
import { runSteps } from '../core/steps.ts';
import { claudeCodeLog } from '../core/sessions/fixtures/claude-code.ts';
import { sessionScript } from '../core/sessions/fixtures/script.ts';
import { profileSession, unseenTokens } from '../core/sessions/profile.ts';
import { readSession } from '../core/sessions/read-session.ts';
import { replaySession } from '../core/sessions/replay.ts';
import { nodeCounter } from '../node/counter.ts';
import { createSessionKeeper } from './sessions.ts';

const counter = nodeCounter('cl100k_base');
const log = claudeCodeLog(sessionScript(12, 5, 8));
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

test('two sessions are kept; a third drops the oldest, whose replay then says so', () => {
  const keeper = createSessionKeeper();
  const ids = [1, 2, 3].map(() => runSteps(keeper.open('log.jsonl', log, null, counter)).sessionId);
  const options = { firstSteps: null, loggedOnly: true, prices };
  expect(() => runSteps(keeper.replay(ids[0]!, { kind: 'none' }, options, counter))).toThrow(
    `session ${ids[0]} is no longer in the worker; drop the log again`,
  );
  expect(runSteps(keeper.replay(ids[2]!, { kind: 'none' }, options, counter)).steps).toHaveLength(12);
  keeper.clear();
  expect(() => runSteps(keeper.replay(ids[2]!, { kind: 'none' }, options, counter))).toThrow('no longer in the worker');
});
