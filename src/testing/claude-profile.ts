/**
 * A generated Claude Code profile for the tests that need a loaded log of a Claude model: usage
 * from cl100k_base counts × the synthetic ratios of `usage-logs.ts`, read and profiled with
 * cl100k_base, by core or as the worker opens it. Built once per test file.
 */
import { nodeCounter } from '../node/counter.ts';
import type { SessionOpened } from '../worker/protocol.ts';
import { createSessionKeeper } from '../worker/sessions.ts';
import { runSteps } from '../core/steps.ts';
import { contentKind } from '../core/sessions/content-kind.ts';
import { claudeUsageLog } from './generated-logs/usage-logs.ts';
import type { SessionProfile } from '../core/sessions/profile.ts';
import { profileSession } from '../core/sessions/profile.ts';
import { readSession } from '../core/sessions/readers/read-session.ts';

/** The name the fixture log is read under. */
export const CLAUDE_LOG_NAME = 'claude.jsonl';

const cl100k = nodeCounter('cl100k_base');
let text: string | undefined;
let profile: SessionProfile | undefined;

/** The generated log's text (model `claude-sonnet-4-5-20250929`, 7 requests that calibrate). */
export function claudeLogText(): string {
  text ??= claudeUsageLog((t) => cl100k.count(t), contentKind);
  return text;
}

/** The generated log's profile in cl100k_base (its calibration over 7 requests: × 1.25, p10–p90 1.10–1.29). */
export function claudeProfile(): SessionProfile {
  profile ??= profileSession(readSession(claudeLogText(), CLAUDE_LOG_NAME), cl100k);
  return profile;
}

/** The worker's answer for the generated log opened as run A (`sessions.opened` on the page). */
export function claudeOpened(): SessionOpened {
  return runSteps(createSessionKeeper().open(CLAUDE_LOG_NAME, claudeLogText(), null, cl100k));
}
