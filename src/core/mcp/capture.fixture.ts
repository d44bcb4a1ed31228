/** A small version-1 capture for tests: one tool, a call answered and one that failed. */
import type { McpCapture } from './capture.ts';
import { CAPTURE_TYPE } from './capture.ts';

/** Two calls (`echo` answered, `gone` refused), no resources, no prompts. */
export const SMALL_CAPTURE: McpCapture = {
  type: CAPTURE_TYPE,
  version: 1,
  capturedAt: '2026-12-02T07:00:00.000Z',
  connection: { transport: 'stdio', target: 'node server.js' },
  server: {
    name: 's',
    version: '1.0.0',
    protocolVersion: '2025-11-25',
    instructions: null,
    capabilities: { tools: {} },
  },
  tools: [{ name: 'echo', inputSchema: { type: 'object' } }],
  resources: null,
  prompts: [],
  calls: [
    { name: 'echo', arguments: { message: 'hi' }, result: { content: [] }, error: null, ms: 3, redactions: 0 },
    { name: 'gone', arguments: {}, result: null, error: 'MCP error -32601: no', ms: 1, redactions: 0 },
  ],
  times: { connectMs: 10, listMs: 2 },
};
