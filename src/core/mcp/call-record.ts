/**
 * A made `tools/call` as a capture records it, the same from the command line (`node/mcp`) and
 * from the page's live connection (`state/mcp/server-client.ts`): its result, or the short reason it
 * failed, and its wall time. Secrets are redacted afterwards, by the capture's writer.
 */
import type { JsonObject } from '../json-value.ts';
import type { CapturedCall } from './capture.ts';

/** A short reason from anything thrown: the message's first line (with a fetch failure's cause code), at most 300 characters. */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // fetch's own message is `fetch failed`; the reason (ECONNREFUSED) is in its cause.
  const code = ((error as { cause?: { code?: unknown } } | undefined)?.cause as { code?: unknown } | undefined)?.code;
  const line = message.split('\n', 1)[0]!.trim() + (typeof code === 'string' ? ` (${code})` : '');
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/** The call's record: `result` when it answered, else `error`'s reason; `ms` in milliseconds; 0 redactions yet. */
export function capturedCall(
  call: { name: string; arguments: JsonObject },
  outcome: { result: JsonObject } | { error: unknown },
  ms: number,
): CapturedCall {
  const answered = 'result' in outcome;
  return {
    name: call.name,
    arguments: call.arguments,
    result: answered ? outcome.result : null,
    error: answered ? null : reasonOf(outcome.error),
    ms,
    redactions: 0,
  };
}
