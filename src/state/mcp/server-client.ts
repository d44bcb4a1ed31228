/**
 * The page's own MCP client: Streamable HTTP from the browser with the official SDK, listing, making the
 * one call asked and closing, giving core's {@link McpCapture} with header values redacted. Imported only
 * on connect (`capture-live.ts`), so the SDK is a chunk of its own; counting happens in the worker.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { config } from 'zod/v4';
import type { JsonObject } from '../../core/json-value.ts';
import type { CapturedCall, McpCapture } from '../../core/mcp/capture.ts';
import { redactSecrets, secretsOfValues } from '../../core/mcp/capture.ts';
import { listServer, liveCapture } from '../../core/mcp/live-capture.ts';
import type { LiveTarget } from '../../core/mcp/live-form.ts';
import { capturedCall, reasonOf } from '../../core/mcp/call-record.ts';

// The SDK validates with zod, whose compiled fast path needs `new Function`: the page's
// Content-Security-Policy allows no eval, and zod's probe for it would be reported as a violation.
config({ jitless: true });

/**
 * No JSON Schema validation of tool outputs: the page counts what the server sent, valid or not,
 * and the SDK's default validator (Ajv) compiles schemas with `new Function`, which the policy forbids.
 */
const ACCEPT_ALL: jsonSchemaValidator = {
  getValidator: () => (input) => ({ valid: true, data: input as never, errorMessage: undefined }),
};

/** Each request's limit (as `npm run mcp`'s default `--timeout`). */
export const LIVE_TIMEOUT_MS = 30_000;

/** A connection that failed: how (see `LiveFailure` in `mcp/slice.ts`) and the reason in words. */
export class LiveError extends Error {
  constructor(
    readonly kind: 'network' | 'server',
    message: string,
  ) {
    super(message);
  }
}

/** The call asked for: its result, or the JSON-RPC error the server answered with. */
async function makeCall(client: Client, call: NonNullable<LiveTarget['call']>): Promise<CapturedCall> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    // `request`, not `callTool`: the SDK's output-schema check would refuse a result we want to count.
    const result = (await client.request(
      { method: 'tools/call', params: { name: call.name, arguments: call.arguments } },
      CallToolResultSchema,
      { timeout: LIVE_TIMEOUT_MS },
    )) as unknown as JsonObject;
    return capturedCall(call, { result }, ms());
  } catch (error) {
    return capturedCall(call, { error }, ms());
  }
}

/**
 * Connects to `target`, lists its tools (resources, prompts where offered), makes its call, closes, and
 * returns the capture with every header value redacted (`redactions` counts those echoed).
 * @throws LiveError `network` when fetch failed (CORS, refused, blocked), `server` for an error or timeout.
 */
export async function captureLive(target: LiveTarget): Promise<McpCapture> {
  const secrets = secretsOfValues(Object.values(target.headers));
  const client = new Client({ name: 'context-cost-explorer', version: '0.1.0' }, { jsonSchemaValidator: ACCEPT_ALL });
  const transport = new StreamableHTTPClientTransport(new URL(target.url), {
    requestInit: { headers: target.headers },
  });
  const timeout = { timeout: LIVE_TIMEOUT_MS };
  const started = performance.now();
  try {
    await client.connect(transport, timeout);
    const connectMs = Math.round(performance.now() - started);
    const listed = performance.now();
    const capabilities = (client.getServerCapabilities() ?? {}) as JsonObject;
    const lists = await listServer(client, capabilities, LIVE_TIMEOUT_MS);
    const listMs = Math.round(performance.now() - listed);
    const calls: CapturedCall[] = [];
    if (target.call) {
      const made = await makeCall(client, target.call);
      const redacted = made.result ? redactSecrets(made.result, secrets) : { value: null, count: 0 };
      calls.push({ ...made, result: redacted.value, redactions: redacted.count });
    }
    const info = client.getServerVersion();
    const url = new URL(target.url);
    return liveCapture(
      {
        connection: { transport: 'streamable-http', target: `${url.origin}${url.pathname}` },
        server: {
          name: info?.name ?? '',
          version: info?.version ?? '',
          protocolVersion: transport.protocolVersion ?? null,
          instructions: client.getInstructions() ?? null,
          capabilities,
        },
        ...lists,
        calls,
        times: { connectMs, listMs },
      },
      secrets,
    );
  } catch (error) {
    const reason = redactSecrets(reasonOf(error), secrets).value;
    if (error instanceof TypeError) throw new LiveError('network', reason);
    if (error instanceof StreamableHTTPError && error.code !== undefined)
      throw new LiveError('server', `the server answered HTTP ${error.code}: ${reason}`);
    throw new LiveError('server', reason);
  } finally {
    await transport.terminateSession().catch(() => undefined);
    await client.close().catch(() => undefined);
  }
}
