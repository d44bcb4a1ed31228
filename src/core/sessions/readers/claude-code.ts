import { isJsonObject } from '../../json-value.ts';
import type { JsonObject } from '../../json-value.ts';
import type { LogLine } from './json-lines.ts';
import { arrayAt, numberAt, objectAt, stringAt } from './json-lines.ts';
import { claudeServerResult, isMcpToolName } from '../mcp-logged.ts';
import { anthropicUsage } from '../../bill/usage.ts';
import { SessionBuilder } from '../model.ts';
import type { ParsedSession, SessionStep, SessionThread } from '../model.ts';

/** Line types that carry conversation; every other type (snapshots, progress, titles…) is skipped. */
const CONVERSATION_TYPES = new Set(['user', 'assistant', 'system']);

/**
 * A request's input size as Anthropic records it: `input_tokens + cache_creation_input_tokens +
 * cache_read_input_tokens` (`input_tokens` alone is only the uncached tail). All zero: no measurement.
 */
export function anthropicInputTokens(usage: JsonObject | undefined): number | null {
  if (!usage) return null;
  const total =
    numberAt(usage, 'input_tokens') +
    numberAt(usage, 'cache_creation_input_tokens') +
    numberAt(usage, 'cache_read_input_tokens');
  return total > 0 ? total : null;
}

/** A tool result's text as the model read it: a string, or the text blocks joined. */
export function toolResultText(content: unknown): { text: string; skipped: number } {
  if (typeof content === 'string') return { text: content, skipped: 0 };
  let skipped = 0;
  const texts: string[] = [];
  for (const block of Array.isArray(content) ? content : []) {
    if (isJsonObject(block) && block.type === 'text' && typeof block.text === 'string') texts.push(block.text);
    else skipped++;
  }
  return { text: texts.join('\n'), skipped };
}

/**
 * The conversation lines of a Claude Code log: a `progress` line of `agent_progress` (newer versions
 * mirror each subagent message so) becomes that message, as a line of the subagent's thread.
 */
function conversationLines(lines: readonly LogLine[]): JsonObject[] {
  const out: JsonObject[] = [];
  for (const { value: line } of lines) {
    const data = line.type === 'progress' ? objectAt(line, 'data') : undefined;
    const mirrored = data?.type === 'agent_progress' ? objectAt(data, 'message') : undefined;
    if (mirrored) {
      const time = stringAt(mirrored, 'timestamp') ?? stringAt(line, 'timestamp');
      out.push({
        ...mirrored,
        isSidechain: true,
        agentId: stringAt(data, 'agentId') ?? 'sidechain',
        ...(time !== undefined ? { timestamp: time } : {}),
      });
    } else out.push(line);
  }
  return out;
}

/** Which thread a line belongs to: the main thread, or a subagent's (by its agent id). */
function threadOf(line: JsonObject): string | null {
  if (line.isSidechain !== true) return null;
  return stringAt(line, 'agentId') ?? 'sidechain';
}

/**
 * The threads of a Claude Code log, counted before one is read: the main thread's model requests
 * and each subagent's lines and requests (a request: an assistant `message.id` first seen).
 */
export function claudeCodeThreads(lines: LogLine[]): { mainSteps: number; sidechains: SessionThread[] } {
  const threads = new Map<string | null, { lines: number; responses: Set<string> }>();
  for (const line of conversationLines(lines)) {
    const type = stringAt(line, 'type');
    if (!type || !CONVERSATION_TYPES.has(type)) continue;
    const id = threadOf(line);
    const entry = threads.get(id) ?? { lines: 0, responses: new Set<string>() };
    threads.set(id, entry);
    entry.lines++;
    if (type === 'assistant') entry.responses.add(responseId(line));
  }
  const sidechains = [...threads]
    .filter((e): e is [string, (typeof e)[1]] => e[0] !== null)
    .map(([id, t]) => ({ id, lines: t.lines, steps: t.responses.size }));
  return { mainSteps: threads.get(null)?.responses.size ?? 0, sidechains };
}

/** The id a response's lines share (one line per content block): `message.id`, else the line's uuid. */
function responseId(line: JsonObject): string {
  return stringAt(objectAt(line, 'message'), 'id') ?? stringAt(line, 'uuid') ?? '';
}

/**
 * Reads a Claude Code session (one JSON object a line) into a {@link ParsedSession}: one step per
 * model response, results paired by `tool_use_id`, compactions, subagent threads; the rules are in
 * docs/sessions.md, "How a Claude Code log is read".
 */
export function parseClaudeCode(lines: LogLine[], asked: string | null = null): ParsedSession {
  const { mainSteps, sidechains } = claudeCodeThreads(lines);
  const thread = asked ?? (mainSteps === 0 && sidechains.length === 1 ? sidechains[0]!.id : null);
  const b = new SessionBuilder();
  const toolNames = new Map<string, string>();
  const seenResponses = new Map<string, SessionStep>();
  let imagesSkipped = 0;

  for (const line of conversationLines(lines)) {
    const type = stringAt(line, 'type');
    if (!type || !CONVERSATION_TYPES.has(type)) continue;
    if (threadOf(line) !== thread) continue;
    const message = objectAt(line, 'message');

    if (type === 'system') {
      if (line.subtype === 'compact_boundary') b.compact();
      continue;
    }
    if (type === 'assistant') {
      const id = responseId(line);
      const usage = objectAt(message, 'usage');
      if (!seenResponses.has(id)) {
        const requestId = stringAt(line, 'requestId');
        const time = stringAt(line, 'timestamp');
        const billed = anthropicUsage(usage, 0);
        b.step(anthropicInputTokens(usage), stringAt(message, 'model'), undefined, {
          id: requestId === undefined ? id : `${id}/${requestId}`,
          ...(time !== undefined ? { time } : {}),
          ...(billed !== undefined ? { usage: billed } : {}),
        });
        seenResponses.set(id, b.steps.at(-1)!);
      }
      // Each line of a response copies its usage with output_tokens partial until the last: keep the largest.
      const step = seenResponses.get(id)!;
      if (usage && typeof usage.output_tokens === 'number') {
        step.output = Math.max(step.output ?? 0, usage.output_tokens);
        if (step.usage) step.usage.output = step.output;
      }
      for (const block of arrayAt(message, 'content')) {
        if (!isJsonObject(block)) continue;
        if (block.type === 'text') b.add('assistant', stringAt(block, 'text') ?? '');
        else if (block.type === 'thinking') b.add('thinking', stringAt(block, 'thinking') ?? '');
        else if (block.type === 'tool_use') {
          const name = stringAt(block, 'name') ?? '';
          const callId = stringAt(block, 'id') ?? '';
          toolNames.set(callId, name);
          b.add('toolCalls', name, { tool: name, callId });
          b.add('toolCalls', JSON.stringify(block.input ?? {}), { tool: name, callId });
        }
      }
      continue;
    }
    // user: a typed prompt, injected text, a compaction summary, or tool results.
    const content = message?.content;
    if (typeof content === 'string') {
      b.add(line.isCompactSummary === true ? 'summary' : 'user', content);
      continue;
    }
    const blocks = Array.isArray(content) ? content : [];
    // The line's client copy belongs to its result only when the line holds one result.
    const onlyResult = blocks.filter((x) => isJsonObject(x) && x.type === 'tool_result').length === 1;
    for (const block of blocks) {
      if (!isJsonObject(block)) continue;
      if (block.type === 'text')
        b.add(line.isCompactSummary === true ? 'summary' : 'user', stringAt(block, 'text') ?? '');
      else if (block.type === 'tool_result') {
        const callId = stringAt(block, 'tool_use_id') ?? '';
        const { text, skipped } = toolResultText(block.content);
        imagesSkipped += skipped;
        const tool = toolNames.get(callId);
        const server =
          onlyResult && isMcpToolName(tool)
            ? claudeServerResult(line.toolUseResult, line.mcpMeta, block.is_error === true)
            : undefined;
        if (server && tool !== undefined) b.mcpCalls.push({ item: b.items.length, tool, server, modelGot: text });
        b.add('toolResults', text, { callId, ...(tool !== undefined ? { tool } : {}) });
      } else imagesSkipped++;
    }
  }
  if (imagesSkipped > 0)
    b.warnings.push(`${imagesSkipped} non-text block${imagesSkipped === 1 ? '' : 's'} (images, documents) not counted`);
  if (asked === null && thread !== null)
    b.warnings.push(
      `the file holds only subagent ${thread}'s thread (every line has isSidechain: true): that thread is shown`,
    );
  return b.build('claude-code', sidechains, { id: thread, mainSteps });
}
