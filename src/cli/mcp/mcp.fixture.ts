/**
 * Test support for `npm run mcp`: the command run in-process with its output caught, the real
 * reference servers' entry points (devDependencies), the bad servers under
 * `node/mcp/fixtures/`, and server-everything started over Streamable HTTP (or SSE) on a free loopback port.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMcpCli } from './run.ts';

const require = createRequire(import.meta.url);

/** server-everything's entry point: `node EVERYTHING stdio` or `streamableHttp`. */
export const EVERYTHING = require.resolve('@modelcontextprotocol/server-everything/dist/index.js');
/** server-filesystem's entry point: `node FILESYSTEM DIR`. */
export const FILESYSTEM = require.resolve('@modelcontextprotocol/server-filesystem/dist/index.js');
/** The bad (and the small) servers of these tests. */
export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node', 'mcp', 'fixtures');
/** Node itself, to run a server with. */
export const NODE = process.execPath;

/** A finished run: its exit status and everything written to stdout and stderr. */
export interface McpRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Run `npm run mcp` in-process with `argv`. */
export async function runMcp(argv: readonly string[]): Promise<McpRun> {
  let stdout = '';
  let stderr = '';
  const status = await runMcpCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { status, stdout, stderr };
}

/** A port free on 127.0.0.1 now (the OS's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A server-everything over HTTP: its URL (`/mcp` for Streamable HTTP, `/sse` for SSE), and how to stop it. */
export interface HttpServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Start server-everything's Streamable HTTP server (or, `sse`, its SSE-only server, which answers
 * a Streamable HTTP POST with 404) on a free loopback port; resolves once it listens.
 */
export async function startEverythingHttp(mode: 'streamableHttp' | 'sse' = 'streamableHttp'): Promise<HttpServer> {
  const port = await freePort();
  const child = spawn(NODE, [EVERYTHING, mode], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What each mode writes to stderr once it listens.
  const listening = mode === 'sse' ? `Server is running on port ${port}` : `listening on port ${port}`;
  await new Promise<void>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`server-everything did not listen: ${said}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
      if (said.includes(listening)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server-everything exited (${code}): ${said}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}/${mode === 'sse' ? 'sse' : 'mcp'}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
