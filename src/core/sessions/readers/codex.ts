import { isJsonObject } from '../../json-value.ts';
import type { JsonObject } from '../../json-value.ts';
import type { LogLine } from './json-lines.ts';
import { arrayAt, numberAt, objectAt, stringAt } from './json-lines.ts';
import { codexServerResult, codexWallTime } from '../mcp-logged.ts';
import { SessionBuilder } from '../model.ts';
import { openaiUsage } from '../../bill/usage.ts';
import type { LoggedMcpCall, ParsedSession, SessionPart } from '../model.ts';

/** Response items the model writes (everything else in the window is input to it). */
const MODEL_OUTPUT = new Set(['reasoning', 'function_call', 'custom_tool_call', 'web_search_call']);

/** The text parts of a `message` item (`input_text`, `output_text`), joined. */
function messageText(payload: JsonObject): string {
  const content = payload.content;
  if (typeof content === 'string') return content;
  return arrayAt(payload, 'content')
    .map((part) => (isJsonObject(part) && typeof part.text === 'string' ? part.text : ''))
    .filter((t) => t !== '')
    .join('\n');
}

/** Reasoning the log shows: summary texts and content texts (often both empty: the tokens were spent unseen). */
function reasoningText(payload: JsonObject): string {
  const texts: string[] = [];
  for (const key of ['summary', 'content']) {
    for (const part of arrayAt(payload, key)) {
      if (isJsonObject(part) && typeof part.text === 'string') texts.push(part.text);
    }
  }
  return texts.join('\n');
}

/** The part of a `message` item by its role: developer text is instructions. */
function messagePart(role: string | undefined): SessionPart {
  if (role === 'assistant') return 'assistant';
  if (role === 'developer' || role === 'system') return 'system';
  return 'user';
}

/**
 * Reads a Codex CLI rollout (`{timestamp, type, payload}` a line) into a {@link ParsedSession}: a step per
 * `token_count` event with `info`, calls paired by `call_id`, MCP results kept beside the outputs.
 * Rules: docs/sessions.md, "How a Codex rollout is read".
 */
export function parseCodex(lines: LogLine[]): ParsedSession {
  const b = new SessionBuilder();
  const toolNames = new Map<string, string>();
  let model: string | undefined;
  let responseStart: number | null = null;
  let lastTotals = '';
  // MCP calls: the server's result by call id, and where each output sits (the first, if replayed).
  const mcpEnds = new Map<string, { server: LoggedMcpCall['server']; failed: boolean; tool?: string }>();
  const outputs = new Map<string, { item: number; text: string; tool?: string }>();

  const readItem = (payload: JsonObject, summary = false) => {
    const kind = stringAt(payload, 'type') ?? '';
    const isOutput = MODEL_OUTPUT.has(kind) || (kind === 'message' && payload.role === 'assistant');
    if (isOutput && responseStart === null) responseStart = b.items.length;
    if (kind === 'message') {
      b.add(summary ? 'summary' : messagePart(stringAt(payload, 'role')), messageText(payload));
    } else if (kind === 'reasoning') {
      b.add('thinking', reasoningText(payload));
    } else if (kind === 'function_call' || kind === 'custom_tool_call') {
      const name = stringAt(payload, 'name') ?? '';
      const callId = stringAt(payload, 'call_id') ?? '';
      toolNames.set(callId, name);
      const input = kind === 'function_call' ? stringAt(payload, 'arguments') : stringAt(payload, 'input');
      b.add('toolCalls', name, { tool: name, callId });
      b.add('toolCalls', input ?? '', { tool: name, callId });
    } else if (kind === 'function_call_output' || kind === 'custom_tool_call_output') {
      const callId = stringAt(payload, 'call_id') ?? '';
      const output = payload.output;
      const text = typeof output === 'string' ? output : JSON.stringify(output ?? '');
      const tool = toolNames.get(callId);
      if (!outputs.has(callId))
        outputs.set(callId, { item: b.items.length, text, ...(tool !== undefined && { tool }) });
      b.add('toolResults', text, { callId, ...(tool !== undefined ? { tool } : {}) });
    } else if (kind === 'web_search_call') {
      b.add('toolCalls', JSON.stringify(payload.action ?? {}), { tool: 'web_search' });
    }
  };

  const readMcpEnd = (payload: JsonObject) => {
    const callId = stringAt(payload, 'call_id');
    const read = codexServerResult(payload.result);
    if (callId === undefined || !read || mcpEnds.has(callId)) return;
    const invocation = objectAt(payload, 'invocation');
    const server = stringAt(invocation, 'server');
    const tool = stringAt(invocation, 'tool');
    mcpEnds.set(callId, {
      ...read,
      ...(server !== undefined && tool !== undefined ? { tool: `mcp__${server}__${tool}` } : {}),
    });
  };

  for (const { value: line } of lines) {
    const payload = objectAt(line, 'payload');
    if (!payload) continue;
    switch (line.type) {
      case 'session_meta':
        b.addPinned('system', stringAt(objectAt(payload, 'base_instructions'), 'text') ?? '');
        break;
      case 'turn_context':
        model = stringAt(payload, 'model') ?? model;
        break;
      case 'response_item':
        readItem(payload);
        break;
      case 'compacted': {
        b.compact();
        responseStart = null;
        const history = arrayAt(payload, 'replacement_history').filter(isJsonObject);
        if (history.length > 0) for (const item of history) readItem(item, item.type === 'message');
        else b.add('summary', stringAt(payload, 'message') ?? '');
        break;
      }
      case 'event_msg': {
        if (payload.type === 'mcp_tool_call_end') readMcpEnd(payload);
        if (payload.type !== 'token_count') break;
        const info = objectAt(payload, 'info');
        if (!info) break;
        const totals = JSON.stringify(info.total_token_usage ?? null);
        if (totals === lastTotals) break;
        lastTotals = totals;
        const last = objectAt(info, 'last_token_usage');
        const input = numberAt(last, 'input_tokens');
        const window = numberAt(info, 'model_context_window');
        if (window > 0) b.loggedWindow = window;
        const time = stringAt(line, 'timestamp');
        // OpenAI's output_tokens include the reasoning tokens, which reasoning_output_tokens breaks out.
        const usage =
          last && typeof last.output_tokens === 'number'
            ? { output: last.output_tokens, reasoning: numberAt(last, 'reasoning_output_tokens') }
            : {};
        // A request's own id: the event's time and the session's cumulative totals at it.
        const billed = openaiUsage(last);
        b.step(input > 0 ? input : null, model, responseStart ?? b.items.length, {
          ...usage,
          ...(billed !== undefined ? { usage: billed } : {}),
          id: `${time ?? ''}/${totals}`,
          ...(time !== undefined ? { time } : {}),
        });
        responseStart = null;
        break;
      }
    }
  }
  for (const [callId, end] of mcpEnds) {
    const output = outputs.get(callId);
    if (!output) continue;
    const wallTimeSeconds = codexWallTime(output.text);
    b.mcpCalls.push({
      item: output.item,
      tool: output.tool ?? end.tool ?? '',
      server: end.server,
      modelGot: output.text,
      ...(end.failed && { failed: true }),
      ...(wallTimeSeconds !== undefined && { wallTimeSeconds }),
    });
  }
  b.mcpCalls.sort((x, y) => x.item - y.item);
  const unpaired = [...mcpEnds.keys()].filter((id) => !outputs.has(id)).length;
  if (unpaired > 0)
    b.warnings.push(
      `${unpaired} MCP call${unpaired === 1 ? '' : 's'} with a logged result but no function_call_output: not compared`,
    );
  return b.build('codex');
}
