/**
 * One live server captured: connect, list what it offers, make the calls asked for, close. The
 * result is core's {@link McpCapture}, with every secret of the target already redacted.
 */
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { JsonObject } from '../../core/json-value.ts';
import type { CapturedCall, McpCapture } from '../../core/mcp/capture.ts';
import { redactSecrets, secretsOfValues } from '../../core/mcp/capture.ts';
import { listServer, liveCapture } from '../../core/mcp/live-capture.ts';
import type { ServerTarget, Session } from './connect.ts';
import { McpFailure, McpTimeout, connect } from './connect.ts';
import { capturedCall, reasonOf } from '../../core/mcp/call-record.ts';
import { errorResultText, isListed, unlistedCallWords } from '../../core/mcp/unlisted-call.ts';

/** One call asked for: a tool and its arguments. */
export interface CallRequest {
  name: string;
  arguments: JsonObject;
}

/** How to run the capture. */
export interface CaptureOptions {
  /** Each request's limit, in milliseconds (initialize included). */
  timeoutMs: number;
  /** The largest result (stdio: the largest message) read, in UTF-8 bytes of its JSON. */
  maxResultBytes: number;
  calls: readonly CallRequest[];
}

/**
 * The values that must never be printed or saved: every header value and every environment value
 * given for the server, and the credential after an auth scheme (`Bearer sk-…` → `sk-…`).
 */
export function secretsOf(target: ServerTarget): string[] {
  return secretsOfValues(Object.values(target.kind === 'http' ? target.headers : target.env));
}

/** Where the capture says it connected: the command line, or the URL without query and fragment. */
function targetWords(target: ServerTarget): string {
  if (target.kind === 'stdio') return [target.command, ...target.args].join(' ');
  const url = new URL(target.url);
  return `${url.origin}${url.pathname}`;
}

/** One call: its result, or a JSON-RPC error the server answered with (the session goes on). */
async function makeCall(session: Session, call: CallRequest, options: CaptureOptions): Promise<CapturedCall> {
  const started = performance.now();
  const ms = (): number => Math.round(performance.now() - started);
  try {
    // `request`, not `callTool`: the SDK's output-schema check would refuse a result we want to count.
    const result = (await session.guard(
      `tools/call ${call.name}`,
      session.client.request(
        { method: 'tools/call', params: { name: call.name, arguments: call.arguments } },
        CallToolResultSchema,
        { timeout: options.timeoutMs },
      ),
    )) as unknown as JsonObject;
    const bytes = Buffer.byteLength(JSON.stringify(result), 'utf8');
    if (bytes > options.maxResultBytes)
      throw new McpFailure(
        `the result of ${call.name} is ${bytes.toLocaleString('en-US')} bytes, over the limit of ${options.maxResultBytes.toLocaleString('en-US')} bytes (--max-result-mb)`,
      );
    return capturedCall(call, { result }, ms());
  } catch (error) {
    if (error instanceof McpFailure && !(error instanceof McpTimeout)) throw error;
    return capturedCall(call, { error }, ms());
  }
}

/**
 * Connect to `target`, list its tools (resources and prompts where offered), make `options.calls` in
 * order, close, and return the capture with the target's secrets ({@link secretsOf}) redacted everywhere.
 * @throws McpFailure (redacted too) when unreachable, failing, too slow or over the size limit.
 */
export async function captureServer(target: ServerTarget, options: CaptureOptions): Promise<McpCapture> {
  const secrets = secretsOf(target);
  const started = performance.now();
  let session: Session | undefined;
  let failed = true;
  try {
    session = await connect(target, options.timeoutMs, options.maxResultBytes);
    const live = session;
    const connectMs = Math.round(performance.now() - started);
    const listed = performance.now();
    const capabilities = (live.client.getServerCapabilities() ?? {}) as JsonObject;
    const lists = await listServer(live.client, capabilities, options.timeoutMs, (what, request) =>
      live.guard(what, request),
    );
    const listMs = Math.round(performance.now() - listed);
    const calls: CapturedCall[] = [];
    for (const call of options.calls) {
      const made = await makeCall(live, call, options).catch((error: unknown) => {
        // A server's refusal (its JSON-RPC error is the cause) of a tool it does not list.
        if (error instanceof McpFailure && error.cause !== undefined && !isListed(lists.tools, call.name))
          throw new McpFailure(unlistedCallWords(lists.tools, call.name, reasonOf(error.cause)));
        throw error;
      });
      if (made.result?.isError === true && !isListed(lists.tools, call.name))
        throw new McpFailure(unlistedCallWords(lists.tools, call.name, errorResultText(made.result)));
      if (made.result === null) calls.push(made);
      else {
        const { value, count } = redactSecrets(made.result, secrets);
        calls.push({ ...made, result: value, redactions: count });
      }
    }
    const info = live.client.getServerVersion();
    const capture = liveCapture(
      {
        connection: { transport: live.transport, target: targetWords(target) },
        server: {
          name: info?.name ?? '',
          version: info?.version ?? '',
          protocolVersion: live.protocolVersion,
          instructions: live.client.getInstructions() ?? null,
          capabilities,
        },
        ...lists,
        calls,
        times: { connectMs, listMs },
      },
      // Anything else that echoed a secret (a description, an error, the command line) too.
      secrets,
    );
    failed = false;
    return capture;
  } catch (error) {
    if (error instanceof McpFailure) throw new McpFailure(redactSecrets(error.message, secrets).value);
    throw error;
  } finally {
    await session?.close(failed);
  }
}
