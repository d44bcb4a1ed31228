/**
 * Test support: request bodies of small agent loops over an issue tracker (search, then read an
 * issue; read two at once) and a chat without tools, shared by the request-body, format and
 * profile tests and the growth view's Playwright test.
 */

/** A tool as both APIs declare it: a name, a description and the JSON Schema of its input. */
interface ToolSpec {
  name: string;
  description: string;
  schema: { type: 'object'; properties: Record<string, { type: string }>; required: string[] };
}

const SEARCH: ToolSpec = {
  name: 'search_issues',
  description: 'Search the issue tracker.',
  schema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
};
const READ: ToolSpec = {
  name: 'read_issue',
  description: 'Read one issue by number.',
  schema: { type: 'object', properties: { number: { type: 'integer' } }, required: ['number'] },
};

/** OpenAI Chat Completions' tool definition (`type: 'function'`, `parameters`). */
const openAiTool = ({ name, description, schema }: ToolSpec) => ({
  type: 'function',
  function: { name, description, parameters: schema },
});
/** Anthropic Messages' tool definition (`input_schema`). */
const anthropicTool = ({ name, description, schema }: ToolSpec) => ({ name, description, input_schema: schema });

export const SEARCH_TOOL_OPENAI = openAiTool(SEARCH);
export const READ_TOOL_OPENAI = openAiTool(READ);
export const SEARCH_TOOL_ANTHROPIC = anthropicTool(SEARCH);
export const READ_TOOL_ANTHROPIC = anthropicTool(READ);

/** OpenAI, a plain chat without tools (the last user turn as a text content block). */
export const OPENAI_PLAIN_CHAT = {
  model: 'gpt-4o',
  messages: [
    { role: 'system', content: 'You are a terse assistant.' },
    { role: 'user', content: 'What is a token?' },
    { role: 'assistant', content: 'A piece of text the model reads as one unit.' },
    { role: 'user', content: [{ type: 'text', text: 'And a context window?' }] },
  ],
};

/** OpenAI, two sequential calls. cl100k_base: system 6, tools 39 + 40, user 5, text 6, calls 2 + 6 and 2 + 6, results 7 and 7. */
export const OPENAI_LOOP = {
  model: 'gpt-4o',
  messages: [
    { role: 'developer', content: 'Answer from the tracker only.' },
    { role: 'user', content: 'Why does login fail?' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'call_1', type: 'function', function: { name: 'search_issues', arguments: '{"query":"login fails"}' } },
      ],
    },
    { role: 'tool', tool_call_id: 'call_1', content: '#412 Login fails after password reset' },
    {
      role: 'assistant',
      content: 'Ticket 412 looks right.',
      tool_calls: [{ id: 'call_2', type: 'function', function: { name: 'read_issue', arguments: '{"number": 412}' } }],
    },
    { role: 'tool', tool_call_id: 'call_2', content: 'The reset token is not invalidated.' },
  ],
  tools: [SEARCH_TOOL_OPENAI, READ_TOOL_OPENAI],
};

/** Anthropic, two parallel calls, one result JSON. cl100k_base: tool 35, user 8, text 3, calls 2 + 5 each, results 8 and 7. */
export const ANTHROPIC_PARALLEL = {
  model: 'claude-sonnet-4-5',
  max_tokens: 1024,
  tools: [READ_TOOL_ANTHROPIC],
  messages: [
    { role: 'user', content: 'Compare issues 1 and 2.' },
    {
      role: 'assistant',
      content: [
        { type: 'text', text: 'Reading both.' },
        { type: 'tool_use', id: 'toolu_a', name: 'read_issue', input: { number: 1 } },
        { type: 'tool_use', id: 'toolu_b', name: 'read_issue', input: { number: 2 } },
      ],
    },
    {
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: 'toolu_b', content: 'Ticket 2: crash on start' },
        { type: 'tool_result', tool_use_id: 'toolu_a', content: '{"rows":[{"a":1}]}' },
      ],
    },
  ],
};
