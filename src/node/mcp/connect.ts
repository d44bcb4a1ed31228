/**
 * Connecting to a live MCP server with the official SDK: a command over stdio, or a URL over Streamable
 * HTTP with SSE as fallback (the SDK's advice for 2024-11-05 servers). Every failure is one
 * {@link McpFailure} saying what happened, and the session is closed on every path.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CaptureTransport } from '../../core/mcp/capture.ts';
import { reasonOf } from '../../core/mcp/call-record.ts';

/** What to connect to: a command run over stdio, or a URL. */
export type ServerTarget =
  | { kind: 'stdio'; command: string; args: string[]; env: Record<string, string>; cwd?: string }
  | { kind: 'http'; url: string; headers: Record<string, string> };

/** A failure of the server or of the connection, its message complete and user-facing. */
export class McpFailure extends Error {}

/**
 * A request the server did not answer in time. The connection may still be good (a slow tool), so
 * a timed-out `tools/call` is recorded as that call's error and the next calls are made; a
 * timed-out initialize or list ends the session like any failure.
 */
export class McpTimeout extends McpFailure {}

/** The client's name and version in `initialize`. */
const CLIENT = { name: 'context-cost-explorer', version: '0.1.0' };

/** The last lines a stdio server wrote to stderr, kept for the message when it fails. */
const STDERR_KEPT = 2_000;

/** A connected session: the client, how it got there, and the one way to end it. */
export interface Session {
  client: Client;
  transport: CaptureTransport;
  /**
   * Resolves `step` unless the server fails first: a stdio server that exits, or writes a line
   * that is not a JSON-RPC message, rejects at once (the SDK would wait for the timeout).
   * @throws McpFailure naming `what` (`tools/list`, `tools/call NAME`).
   */
  guard<T>(what: string, step: Promise<T>): Promise<T>;
  /** The protocol revision the server answered `initialize` with. */
  protocolVersion: string | null;
  /** What the server wrote to stderr lately (stdio only; empty otherwise). */
  stderrTail(): string;
  /**
   * Close the client and transport; a stdio child that does not stop is killed (at once with
   * `force`, after a failure: a server that did not answer will not stop on its own). Never throws.
   */
  close(force?: boolean): Promise<void>;
}

/** The SDK's request timeout (code -32001) as ours, else the error as is. */
function isTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === -32001;
}

/**
 * Connect to `target` and `initialize` within `timeoutMs`, retrying a 4xx over HTTP with SSE;
 * `maxMessageBytes` bounds one stdio message (the SDK's read buffer).
 * @throws McpFailure when it cannot start, exits, writes garbage, is too slow, or both transports fail.
 */
export async function connect(target: ServerTarget, timeoutMs: number, maxMessageBytes: number): Promise<Session> {
  if (target.kind === 'stdio') {
    const transport = new StdioClientTransport({
      command: target.command,
      args: target.args,
      env: target.env,
      stderr: 'pipe',
      maxBufferSize: maxMessageBytes,
      ...(target.cwd === undefined ? {} : { cwd: target.cwd }),
    });
    let tail = '';
    transport.stderr?.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    return start(transport, 'stdio', timeoutMs, maxMessageBytes, () => tail, target.command);
  }
  const url = new URL(target.url);
  const requestInit = { headers: target.headers };
  try {
    return await start(
      new StreamableHTTPClientTransport(url, { requestInit }),
      'streamable-http',
      timeoutMs,
      maxMessageBytes,
    );
  } catch (error) {
    const status = (error as { cause?: unknown }).cause;
    if (!(status instanceof StreamableHTTPError) || status.code === undefined || status.code < 400 || status.code > 499)
      throw error;
    try {
      return await start(new SSEClientTransport(url, { requestInit }), 'sse', timeoutMs, maxMessageBytes);
    } catch (sse) {
      throw new McpFailure(
        `the URL refused Streamable HTTP (HTTP ${status.code}) and the SSE fallback failed: ${reasonOf(sse).replace(/^initialize failed over SSE: /, '')}`,
      );
    }
  }
}

/** Start `transport` under a new client and initialize; see {@link connect}. */
async function start(
  transport: Transport,
  kind: CaptureTransport,
  timeoutMs: number,
  maxMessageBytes: number,
  stderrTail: () => string = () => '',
  command?: string,
): Promise<Session> {
  const client = new Client(CLIENT, { capabilities: {} });
  const revision = watchRevision(transport);
  // The child's id, kept as soon as it runs: the SDK forgets it when it starts closing, and a
  // server that ignores its closed stdin would outlive the command.
  let pid: number | null = null;
  const startTransport = transport.start.bind(transport);
  transport.start = async () => {
    await startTransport();
    pid = (transport as { pid?: number | null }).pid ?? null;
  };
  let failed: McpFailure | null = null;
  const waiting = new Set<(failure: McpFailure) => void>();
  const fail = (failure: McpFailure): void => {
    failed ??= failure;
    for (const reject of waiting) reject(failed);
  };
  if (kind === 'stdio') {
    // Over stdio every line must be a JSON-RPC message; the SDK reports a bad one and waits on.
    client.onerror = (error) =>
      fail(
        new McpFailure(
          isSpawnError(error)
            ? `cannot start ${JSON.stringify(command)}: ${error.code === 'ENOENT' ? 'no such command' : 'permission denied'}`
            : /ReadBuffer exceeded/.test(reasonOf(error))
              ? `the server sent a message over the limit of ${maxMessageBytes.toLocaleString('en-US')} bytes (--max-result-mb); it was not read`
              : `the server wrote something that is not a JSON-RPC message on stdout: ${reasonOf(error)}`,
        ),
      );
    client.onclose = () => fail(new McpFailure(exitedWords(stderrTail())));
  }
  let closed = false;
  const session: Session = {
    client,
    transport: kind,
    get protocolVersion() {
      return revision();
    },
    stderrTail,
    guard<T>(what: string, step: Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (failed) return reject(failed);
        const onFail = (failure: McpFailure): void => reject(failure);
        waiting.add(onFail);
        step.then(
          (value) => (waiting.delete(onFail), resolve(value)),
          (error: unknown) => {
            waiting.delete(onFail);
            reject(failed ?? stepFailure(what, error, timeoutMs, kind, stderrTail()));
          },
        );
      });
    },
    async close(force = false) {
      if (closed) return;
      closed = true;
      if (force && pid !== null) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
      client.onclose = undefined;
      client.onerror = undefined;
      await client.close().catch(() => undefined);
    },
  };
  try {
    await session.guard('initialize', client.connect(transport, { timeout: timeoutMs }));
  } catch (error) {
    await session.close(true);
    throw error;
  }
  return session;
}

/**
 * The `protocolVersion` of the first result that carries one (initialize's), read as messages
 * arrive: the SDK's client keeps the negotiated revision to itself.
 */
function watchRevision(transport: Transport): () => string | null {
  let seen: string | null = null;
  let handler: Transport['onmessage'];
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    get: () => handler,
    set(fn: Transport['onmessage']) {
      handler =
        fn &&
        ((message, extra) => {
          const version = (message as { result?: { protocolVersion?: unknown } }).result?.protocolVersion;
          if (seen === null && typeof version === 'string') seen = version;
          fn(message, extra);
        });
    },
  });
  return () => seen;
}

/** A failure to start the command: it is not there, or not executable. */
function isSpawnError(error: unknown): error is NodeJS.ErrnoException {
  const { code, syscall } = error as NodeJS.ErrnoException;
  return (code === 'ENOENT' || code === 'EACCES') && syscall?.startsWith('spawn') === true;
}

function exitedWords(tail: string): string {
  const said = tail.trim();
  return `the server exited (or closed its stdout) before answering${said === '' ? '' : `; its stderr ended with: ${lastLines(said)}`}`;
}

/** The last two lines of `text`, at most 300 characters. */
function lastLines(text: string): string {
  const lines = text.split('\n').slice(-2).join(' | ');
  return lines.length > 300 ? `…${lines.slice(-300)}` : lines;
}

/** A failed request as a McpFailure: a timeout, a closed connection, or the error's own reason. */
function stepFailure(what: string, error: unknown, timeoutMs: number, kind: CaptureTransport, tail: string): Error {
  if (error instanceof McpFailure) return error;
  if (isTimeout(error))
    return new McpTimeout(`the server did not answer ${what} within ${timeoutMs / 1000} s (--timeout SECONDS)`);
  if ((error as { code?: unknown }).code === -32000 && kind === 'stdio') return new McpFailure(exitedWords(tail));
  // `cat` and other programs that echo or reject the request are not MCP servers: say that.
  if (what === 'initialize' && (error as { code?: unknown }).code === -32601)
    return new McpFailure(`did not answer \`initialize\` as an MCP server (its reply: ${reasonOf(error)})`);
  const over = kind === 'stdio' ? '' : ` over ${kind === 'sse' ? 'SSE' : 'Streamable HTTP'}`;
  // The cause is kept so that `connect` can tell a 4xx of Streamable HTTP (then tries SSE).
  return new McpFailure(`${what} failed${over}: ${reasonOf(error)}`, { cause: error });
}
