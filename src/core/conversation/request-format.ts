/** Which API a request body is for: OpenAI Chat Completions, OpenAI Responses or Anthropic Messages, by the fields it has. */
import type { JsonObject } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { InputError } from '../input/input-error.ts';
import type { RequestFormat } from './request-trace.ts';
import { describeValue } from './request-trace.ts';

/** Evidence that a body is one format or the other: the first field found for each. */
function formatEvidence(body: JsonObject): { openai?: string; anthropic?: string } {
  const found: { openai?: string; anthropic?: string } = {};
  if (body.system !== undefined) found.anthropic = '"system" at the top level';
  const tools = body.tools;
  if (Array.isArray(tools)) {
    tools.forEach((tool, i) => {
      if (!isJsonObject(tool)) return;
      if (found.openai === undefined && (tool.type === 'function' || tool.function !== undefined))
        found.openai = `tools[${i}].function`;
      if (found.anthropic === undefined && tool.input_schema !== undefined)
        found.anthropic = `tools[${i}].input_schema`;
    });
  }
  const messages = body.messages;
  if (!Array.isArray(messages)) return found;
  messages.forEach((message, i) => {
    if (!isJsonObject(message)) return;
    if (found.openai === undefined) {
      if (message.role === 'system' || message.role === 'developer' || message.role === 'tool')
        found.openai = `messages[${i}].role ${JSON.stringify(message.role)}`;
      else if (message.tool_calls !== undefined) found.openai = `messages[${i}].tool_calls`;
      else if (message.tool_call_id !== undefined) found.openai = `messages[${i}].tool_call_id`;
    }
    if (!Array.isArray(message.content)) return;
    message.content.forEach((part, j) => {
      if (!isJsonObject(part) || typeof part.type !== 'string') return;
      const where = `messages[${i}].content[${j}] of type ${JSON.stringify(part.type)}`;
      if (found.openai === undefined && ['image_url', 'input_audio', 'file', 'refusal'].includes(part.type))
        found.openai = where;
      if (
        found.anthropic === undefined &&
        ['tool_use', 'tool_result', 'thinking', 'redacted_thinking', 'image', 'document'].includes(part.type)
      )
        found.anthropic = where;
    });
  });
  return found;
}

/**
 * Which API a parsed request body is for, by the fields only one API has (plain user/assistant strings
 * read as `openai-chat`); the evidence: docs/sessions.md, "Request bodies as a session".
 * @throws InputError when `body` is no object, has no `messages` or `input`, or mixes two APIs' fields.
 */
export function detectFormat(body: unknown, source = 'request body'): RequestFormat {
  if (!isJsonObject(body)) {
    throw new InputError(
      `${source}: expected a request body (a JSON object with "messages"), found ${describeValue(body)}`,
      { source },
    );
  }
  if (!Array.isArray(body.messages)) {
    if (body.messages !== undefined)
      throw new InputError(`${source}: messages must be an array, found ${describeValue(body.messages)}`, { source });
    if (typeof body.input === 'string' || Array.isArray(body.input)) return 'openai-responses';
    throw new InputError(
      `${source}: expected "messages" (an array) at the top level, or "input" (OpenAI Responses): this is neither an OpenAI Chat Completions, an OpenAI Responses nor an Anthropic Messages request body`,
      { source },
    );
  }
  const evidence = formatEvidence(body);
  if (evidence.openai !== undefined && evidence.anthropic !== undefined) {
    throw new InputError(
      `${source}: mixes OpenAI Chat Completions (${evidence.openai}) and Anthropic Messages (${evidence.anthropic}) fields; expected one or the other`,
      { source },
    );
  }
  return evidence.anthropic !== undefined ? 'anthropic-messages' : 'openai-chat';
}
