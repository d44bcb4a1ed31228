/**
 * Words for a log's threads (Claude Code: the main thread and each subagent's), shared by the
 * Sessions view and `npm run session`, so both name the same threads with the same step counts.
 */
import { formatCount, formatInt } from '../format/numbers.ts';
import type { ParsedSession } from './model.ts';

/** One thread a log holds: `id` null is the main thread. */
export interface ThreadChoice {
  id: string | null;
  steps: number;
}

/** How a thread is opened: on the page (a button below) or in the CLI (`--thread ID`). */
export type ThreadHow = 'page' | 'cli';

type Threads = Pick<ParsedSession, 'sidechains' | 'thread'>;

/** `the main thread (30 steps)`, `subagent a7f3c2 (1 step)`. */
export function threadLabel(t: ThreadChoice): string {
  const steps = `${formatCount(t.steps, 'step')}`;
  return `${t.id === null ? 'the main thread' : `subagent ${t.id}`} (${steps})`;
}

/**
 * The threads of the log other than the one read, that have a model request: the main thread
 * first (when a subagent's is read), then each subagent's in the log's order.
 */
export function otherThreads(session: Threads): ThreadChoice[] {
  const read = session.thread?.id ?? null;
  const main: ThreadChoice[] =
    read !== null && (session.thread?.mainSteps ?? 0) > 0 ? [{ id: null, steps: session.thread!.mainSteps }] : [];
  const subagents = session.sidechains.filter((t) => t.id !== read && t.steps > 0);
  return [...main, ...subagents.map(({ id, steps }) => ({ id, steps }))];
}

/** `read it with --thread a7f3c2`, `read the main thread without --thread, …` (CLI) or `open one below` (page). */
function howToOpen(others: readonly ThreadChoice[], how: ThreadHow): string {
  if (how === 'page') return `open ${others.length === 1 ? 'it' : 'one'} below`;
  const subs = others.filter((t) => t.id !== null);
  const main = subs.length < others.length;
  const flag = subs.length === 1 ? `--thread ${subs[0]!.id}` : `--thread ID (--thread ${subs[0]?.id}, say)`;
  if (others.length === 1) return main ? 'read it without --thread' : `read it with ${flag}`;
  if (!main) return `read one with ${flag}`;
  return `read the main thread without --thread, ${subs.length === 1 ? "the subagent's" : "a subagent's"} with ${flag}`;
}

/**
 * Why a read log has nothing to profile, or null when it has a step: names the thread read and the
 * threads that have requests, with step counts and the `--thread` value that opens each.
 */
export function noStepProblem(
  fileName: string,
  session: Threads & { steps: readonly unknown[] },
  how: ThreadHow,
): string | null {
  if (session.steps.length > 0) return null;
  const read = session.thread?.id;
  const missing = read != null && !session.sidechains.some((t) => t.id === read);
  const where =
    read === undefined ? 'in this log' : read === null ? 'in the main thread' : `in subagent ${read}'s thread`;
  const first = missing
    ? `${fileName}: no subagent thread ${read} in this log`
    : `${fileName}: no model request ${where}`;
  const others = otherThreads(session);
  if (others.length === 0) return first;
  return `${first}; the log's other threads: ${others.map(threadLabel).join(', ')}; ${howToOpen(others, how)}`;
}

/**
 * For the CLI, a note on a log profiled that has other threads, or null: `2 more threads in this
 * log, not counted here: subagent a1 (3 steps), …; read one with --thread ID (--thread a1, say)`.
 */
export function otherThreadsNote(session: Threads): string | null {
  const others = otherThreads(session);
  if (others.length === 0) return null;
  const n = others.length === 1 ? 'another thread' : `${formatInt(others.length)} more threads`;
  return `${n} in this log, not counted here: ${others.map(threadLabel).join(', ')}; ${howToOpen(others, 'cli')}`;
}
