// Generated fixtures in each host's shape (this project's own, not copied from any log): one
// server result with text and structuredContent, the same without structuredContent, an error,
// and a two-tool list.
import type { CallToolResult, ToolDefinition } from './types.ts';

/** The server's text, as servers often write it: JSON with spaces after `:` and `,`. */
export const SERVER_TEXT =
  '{"pull_request": {"url": "https://example.test/pr/7", "title": "Fix \\"quoted\\" names", "draft": false}}';

/** The same result as one JSON object (what an outputSchema tool sends as structuredContent). */
export const STRUCTURED = {
  pull_request: { url: 'https://example.test/pr/7', title: 'Fix "quoted" names', draft: false },
};

/** A result with a text block and structuredContent. */
export const WITH_STRUCTURED: CallToolResult = {
  content: [{ type: 'text', text: SERVER_TEXT }],
  structuredContent: STRUCTURED,
};

/** The same result without structuredContent. */
export const TEXT_ONLY: CallToolResult = { content: [{ type: 'text', text: SERVER_TEXT }] };

/** A failed call: one text block, isError. */
export const FAILED: CallToolResult = { content: [{ type: 'text', text: 'No pull request 7.' }], isError: true };

/** Two blocks: a text and an image (the image's data is a placeholder). */
export const WITH_IMAGE: CallToolResult = {
  content: [
    { type: 'text', text: 'Screenshot of the page:' },
    { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
  ],
};

/** A two-tool `tools/list`. */
export const TOOLS: ToolDefinition[] = [
  {
    name: 'get_pull_request',
    description: 'Get a pull request by number.',
    inputSchema: { type: 'object', properties: { number: { type: 'integer' } }, required: ['number'] },
  },
  {
    name: 'list_issues',
    description: 'List open issues.',
    inputSchema: { type: 'object', properties: { state: { type: 'string', enum: ['open', 'closed'] } } },
  },
];
