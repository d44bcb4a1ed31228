import type { LiveFailureKind, LiveTarget } from '../../core/mcp/live-form.ts';
import { cliCommandFor, liveFailureWords, readLiveForm } from '../../core/mcp/live-form.ts';
import type { LiveFailure } from './slice.ts';
import type { AppStore } from '../store.ts';

/**
 * Why fetch failed, as far as a page can tell: the page's own policy when a `connect-src` violation was
 * reported; else an opaque `no-cors` request settles it: an answer means CORS refused, none means nothing there.
 */
async function networkKind(url: string, violations: readonly string[]): Promise<LiveFailureKind> {
  // The violation event is queued as a task of its own: let it arrive.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (violations.length > 0) return 'csp';
  try {
    await fetch(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return 'cors';
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return violations.length > 0 ? 'csp' : 'unreachable';
  }
}

/** The failure shown for `error`, with the command that can do it from a terminal. */
async function failureOf(error: unknown, target: LiveTarget, violations: readonly string[]): Promise<LiveFailure> {
  const reason = error instanceof Error ? error.message : String(error);
  const network = (error as { kind?: string }).kind === 'network';
  const kind = network ? await networkKind(target.url, violations) : 'server';
  return {
    kind,
    message: liveFailureWords(kind, target.url, reason, window.location.origin),
    command: cliCommandFor(target),
  };
}

/**
 * "Connect" in the Transport view: reads the form (problems shown, nothing sent while incomplete),
 * connects from the page over Streamable HTTP (`server-client.ts`, loaded now) and opens the capture; on
 * failure it says why and shows the `npm run mcp` command. Nothing of the form is sent elsewhere or kept.
 */
export async function connectLive(store: AppStore): Promise<void> {
  const set = store.getState().setMcp;
  const read = readLiveForm(store.getState().mcp.form);
  if ('problems' in read) return set({ live: { status: 'error', problems: read.problems, failure: null } });
  set({ live: { status: 'connecting', problems: [], failure: null } });
  const violations: string[] = [];
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective === 'connect-src') violations.push(event.blockedURI);
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  try {
    const { captureLive } = await import('./server-client.ts');
    const capture = await captureLive(read.target);
    store.getState().openCapture({ name: capture.connection.target, from: 'live', capture });
    set({ live: { status: 'idle', problems: [], failure: null } });
  } catch (error) {
    set({ live: { status: 'error', problems: [], failure: await failureOf(error, read.target, violations) } });
  } finally {
    document.removeEventListener('securitypolicyviolation', onViolation);
  }
}
