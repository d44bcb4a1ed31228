import { describeValue } from '../describe-value.ts';
import type { JsonObject } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { InputError } from '../input/input-error.ts';
import { jsonSyntaxError } from '../input/json-syntax.ts';
import type { Component } from './model.ts';

/** The two request-body shapes {@link parseRequestBody} reads. */
export type RequestFormat = 'openai-chat' | 'anthropic-messages';

/** The window of one real request, split into the texts the model reads, in order. */
export interface TraceText {
  component: Component;
  text: string;
  /** index of the message it came from, -1 for system/tools */
  message: number;
}

/**
 * One agent-loop step found in a request: one tool call, its result, and the assistant text
 * that came with it. Its texts are the very objects of {@link RequestTrace.texts} (same identity).
 */
export interface TraceStep {
  /** The call's id as sent (`tool_calls[i].id`, `tool_use.id`). */
  id: string;
  /** The tool's name. */
  name: string;
  /** The call's texts, component `toolCalls`: the tool name, then the arguments (OpenAI's string as sent, Anthropic's `input` minified). */
  call: TraceText[];
  /** The result's texts, component `toolResults`, exactly as sent; empty when no result matched. */
  result: TraceText[];
  /**
   * The assistant texts (and thinking) since the previous group of calls, up to and including the
   * message of this call. In a parallel group (several calls in one message) they all belong to
   * the group's first call; the other calls get none.
   */
  assistantText: TraceText[];
}

/** A parsed request body: every text of its window, and the tool steps to replay with compaction. */
export interface RequestTrace {
  format: RequestFormat;
  /** system prompt text(s), tool definitions (each tool's JSON, minified, as sent), and then every message's parts in order */
  texts: TraceText[];
  /** The agent-loop steps found: each tool call with its result, for replaying with compaction */
  steps: TraceStep[];
  warnings: string[];
}

/** `an object`, `an array`, `a number`, …, a short string quoted, `nothing` for a missing field. */
const describe = (value: unknown) => describeValue(value, { quoteStrings: true });

const OPENAI_ROLES = ['system', 'developer', 'user', 'assistant', 'tool'] as const;
type OpenAiRole = (typeof OPENAI_ROLES)[number];

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
 * Which API a parsed request body is for. Anthropic Messages when it has a top-level `system`,
 * tools with `input_schema`, or content blocks only Anthropic has (`tool_use`, `tool_result`,
 * `image`, `document`, `thinking`); OpenAI Chat Completions when it has `system`/`developer`/`tool`
 * roles, `tool_calls`, `tool_call_id`, tools of type `function`, or OpenAI-only content parts
 * (`image_url`, …). A body with neither kind of evidence (plain user/assistant strings) reads the
 * same either way and is reported as `openai-chat`.
 * @param source the input's name for messages, e.g. `request.json`.
 * @throws InputError when `body` is not an object, has no `messages` array, or mixes both formats.
 */
export function detectFormat(body: unknown, source = 'request body'): RequestFormat {
  if (!isJsonObject(body)) {
    throw new InputError(
      `${source}: expected a request body (a JSON object with "messages"), found ${describe(body)}`,
      { source },
    );
  }
  if (!Array.isArray(body.messages)) {
    if (body.messages !== undefined)
      throw new InputError(`${source}: messages must be an array, found ${describe(body.messages)}`, { source });
    const hint = body.input !== undefined ? ' (an OpenAI Responses API body, with "input", is not supported)' : '';
    throw new InputError(
      `${source}: expected "messages" (an array) at the top level: this is neither an OpenAI Chat Completions nor an Anthropic Messages request body${hint}`,
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

/** The state of one parse: texts and steps so far, open calls, skipped non-text content. */
class TraceBuilder {
  readonly texts: TraceText[] = [];
  readonly steps: TraceStep[] = [];
  readonly warnings: string[] = [];
  /** Assistant texts not yet given to a step. */
  private pendingAssistant: TraceText[] = [];
  /** Calls of the current assistant message, to be grouped when it ends. */
  private groupCalls: TraceStep[] = [];
  private readonly callsById = new Map<string, { step: TraceStep; where: string; answered: boolean }>();
  /** Skipped content by kind (`image block`), in order of first sight. */
  private readonly skipped = new Map<string, number>();

  constructor(private readonly source: string) {}

  /** Throws the InputError for `path` expecting `expected` and finding `value`. */
  fail(path: string, expected: string, value: unknown): never {
    const problem =
      value === undefined ? `is missing (expected ${expected})` : `must be ${expected}, found ${describe(value)}`;
    throw new InputError(`${this.source}: ${path} ${problem}`, { source: this.source });
  }

  /** Adds a text (empty ones are dropped: nothing to count) and returns it. */
  add(component: Component, text: string, message: number): TraceText | undefined {
    if (text === '') return undefined;
    const entry: TraceText = { component, text, message };
    this.texts.push(entry);
    if (component === 'assistant') this.pendingAssistant.push(entry);
    return entry;
  }

  /** Counts one piece of content that has no text (`image block`). */
  skip(kind: string): void {
    this.skipped.set(kind, (this.skipped.get(kind) ?? 0) + 1);
  }

  /** Each tool definition as its minified JSON. */
  addTools(tools: unknown): void {
    if (tools === undefined || tools === null) return;
    if (!Array.isArray(tools)) this.fail('tools', 'an array', tools);
    tools.forEach((tool, i) => {
      if (!isJsonObject(tool)) this.fail(`tools[${i}]`, 'an object', tool);
      this.add('tools', JSON.stringify(tool), -1);
    });
  }

  /** A tool call of the current assistant message: name and arguments as two texts. */
  addCall(id: string, name: string, args: string, message: number, where: string): void {
    const call = [this.add('toolCalls', name, message), this.add('toolCalls', args, message)].filter(
      (t) => t !== undefined,
    );
    const step: TraceStep = { id, name, call, result: [], assistantText: [] };
    if (this.callsById.has(id))
      this.warnings.push(
        `tool call id ${JSON.stringify(id)} (${where}) is used twice; results with it go to the later call`,
      );
    this.callsById.set(id, { step, where, answered: false });
    this.groupCalls.push(step);
  }

  /** Closes a message: its calls become steps, the first one taking the pending assistant text. */
  endMessage(): void {
    if (this.groupCalls.length === 0) return;
    this.groupCalls[0]!.assistantText = this.pendingAssistant;
    this.pendingAssistant = [];
    this.steps.push(...this.groupCalls);
    this.groupCalls = [];
  }

  /** A tool result's texts, matched to its call by id. */
  addResult(id: string, texts: TraceText[], where: string): void {
    const open = this.callsById.get(id);
    if (!open) {
      this.warnings.push(
        `the tool result at ${where} answers ${JSON.stringify(id)}, which matches no tool call before it`,
      );
      return;
    }
    if (open.answered)
      this.warnings.push(
        `tool call ${JSON.stringify(id)} has a second result (${where}); both are counted in its step`,
      );
    open.answered = true;
    open.step.result.push(...texts);
  }

  /** The trace, with warnings for unanswered calls and skipped content. */
  finish(format: RequestFormat, noun: 'block' | 'part'): RequestTrace {
    for (const [id, open] of this.callsById) {
      if (!open.answered) this.warnings.push(`tool call ${JSON.stringify(id)} (${open.where}) has no result`);
    }
    for (const [kind, n] of this.skipped) {
      this.warnings.push(`${n} ${kind} ${noun}${n === 1 ? ' is' : 's are'} not counted`);
    }
    return { format, texts: this.texts, steps: this.steps, warnings: this.warnings };
  }
}

/** The block or part at `path` as an object with a string `type`. */
function typedObject(b: TraceBuilder, value: unknown, path: string, what: string): JsonObject & { type: string } {
  if (!isJsonObject(value)) b.fail(path, what, value);
  if (typeof value.type !== 'string') b.fail(`${path}.type`, 'a string', value.type);
  return value as JsonObject & { type: string };
}

/** A string field of `object`, or the error naming it. */
function stringField(b: TraceBuilder, object: JsonObject, key: string, path: string): string {
  const value = object[key];
  if (typeof value !== 'string') b.fail(`${path}.${key}`, 'a string', value);
  return value;
}

function parseAnthropic(body: JsonObject, b: TraceBuilder): void {
  const system = body.system;
  if (typeof system === 'string') b.add('system', system, -1);
  else if (Array.isArray(system)) {
    system.forEach((block, i) => {
      const path = `system[${i}]`;
      const typed = typedObject(b, block, path, 'a text block');
      if (typed.type !== 'text') b.fail(`${path}.type`, '"text"', typed.type);
      b.add('system', stringField(b, typed, 'text', path), -1);
    });
  } else if (system !== undefined && system !== null) b.fail('system', 'a string or an array of text blocks', system);
  b.addTools(body.tools);

  (body.messages as unknown[]).forEach((message, i) => {
    const path = `messages[${i}]`;
    if (!isJsonObject(message)) b.fail(path, 'an object', message);
    const role = message.role;
    if (role !== 'user' && role !== 'assistant') b.fail(`${path}.role`, '"user" or "assistant"', role);
    const textComponent: Component = role === 'user' ? 'user' : 'assistant';
    const content = message.content;
    if (typeof content === 'string') b.add(textComponent, content, i);
    else if (Array.isArray(content)) {
      content.forEach((raw, j) => {
        const at = `${path}.content[${j}]`;
        const block = typedObject(b, raw, at, 'an object (a content block)');
        switch (block.type) {
          case 'text':
            b.add(textComponent, stringField(b, block, 'text', at), i);
            break;
          case 'thinking':
            b.add('assistant', stringField(b, block, 'thinking', at), i);
            break;
          case 'tool_use': {
            const id = stringField(b, block, 'id', at);
            const name = stringField(b, block, 'name', at);
            if (block.input === undefined) b.fail(`${at}.input`, 'an object', undefined);
            b.addCall(id, name, JSON.stringify(block.input), i, at);
            break;
          }
          case 'tool_result': {
            const id = stringField(b, block, 'tool_use_id', at);
            const texts: TraceText[] = [];
            const push = (t: TraceText | undefined) => t && texts.push(t);
            const result = block.content;
            if (typeof result === 'string') push(b.add('toolResults', result, i));
            else if (Array.isArray(result)) {
              result.forEach((rawPart, k) => {
                const partAt = `${at}.content[${k}]`;
                const part = typedObject(b, rawPart, partAt, 'an object (a content block)');
                if (part.type === 'text') push(b.add('toolResults', stringField(b, part, 'text', partAt), i));
                else b.skip(part.type);
              });
            } else if (result !== undefined && result !== null)
              b.fail(`${at}.content`, 'a string or an array of blocks', result);
            b.addResult(id, texts, at);
            break;
          }
          default:
            // image, document, redacted_thinking, server tools' blocks: no text of their own to count.
            b.skip(block.type);
        }
      });
    } else b.fail(`${path}.content`, 'a string or an array of blocks', content);
    b.endMessage();
  });
}

/** The texts of an OpenAI `content` (string or parts), each added as `component`. */
function openAiContent(
  b: TraceBuilder,
  content: unknown,
  path: string,
  component: Component,
  message: number,
  nullable: boolean,
): TraceText[] {
  const texts: TraceText[] = [];
  const push = (t: TraceText | undefined) => t && texts.push(t);
  if (typeof content === 'string') push(b.add(component, content, message));
  else if (Array.isArray(content)) {
    content.forEach((raw, j) => {
      const at = `${path}[${j}]`;
      const part = typedObject(b, raw, at, 'an object (a content part)');
      if (part.type === 'text') push(b.add(component, stringField(b, part, 'text', at), message));
      else if (part.type === 'refusal') push(b.add(component, stringField(b, part, 'refusal', at), message));
      else b.skip(part.type);
    });
  } else if (!(nullable && (content === null || content === undefined)))
    b.fail(path, 'a string or an array of content parts', content);
  return texts;
}

function parseOpenAi(body: JsonObject, b: TraceBuilder): void {
  const messages = body.messages as unknown[];
  // Leading system/developer messages come before the tool definitions, as in the trace's order.
  let leading = 0;
  while (leading < messages.length) {
    const m = messages[leading];
    if (!isJsonObject(m) || (m.role !== 'system' && m.role !== 'developer')) break;
    leading++;
  }
  messages.forEach((message, i) => {
    if (i === leading) b.addTools(body.tools);
    const path = `messages[${i}]`;
    if (!isJsonObject(message)) b.fail(path, 'an object', message);
    const role = message.role;
    if (typeof role !== 'string' || !(OPENAI_ROLES as readonly string[]).includes(role)) {
      b.fail(`${path}.role`, `one of ${OPENAI_ROLES.map((r) => `"${r}"`).join(', ')}`, role);
    }
    switch (role as OpenAiRole) {
      case 'system':
      case 'developer':
        openAiContent(b, message.content, `${path}.content`, 'system', i, false);
        break;
      case 'user':
        openAiContent(b, message.content, `${path}.content`, 'user', i, false);
        break;
      case 'assistant': {
        openAiContent(b, message.content, `${path}.content`, 'assistant', i, true);
        if (message.refusal !== undefined && message.refusal !== null)
          b.add('assistant', stringField(b, message, 'refusal', path), i);
        const calls = message.tool_calls;
        if (Array.isArray(calls)) {
          calls.forEach((raw, j) => {
            const at = `${path}.tool_calls[${j}]`;
            if (!isJsonObject(raw)) b.fail(at, 'an object', raw);
            const id = stringField(b, raw, 'id', at);
            if (raw.type === 'custom' && isJsonObject(raw.custom)) {
              b.addCall(
                id,
                stringField(b, raw.custom, 'name', `${at}.custom`),
                stringField(b, raw.custom, 'input', `${at}.custom`),
                i,
                at,
              );
              return;
            }
            const fn = raw.function;
            if (!isJsonObject(fn)) b.fail(`${at}.function`, 'an object', fn);
            b.addCall(
              id,
              stringField(b, fn, 'name', `${at}.function`),
              stringField(b, fn, 'arguments', `${at}.function`),
              i,
              at,
            );
          });
        } else if (calls !== undefined && calls !== null) b.fail(`${path}.tool_calls`, 'an array', calls);
        b.endMessage();
        break;
      }
      case 'tool': {
        const id = stringField(b, message, 'tool_call_id', path);
        b.addResult(id, openAiContent(b, message.content, `${path}.content`, 'toolResults', i, false), path);
        break;
      }
    }
  });
  if (leading === messages.length) b.addTools(body.tools);
}

/**
 * Parse a pasted or dropped request body, OpenAI Chat Completions or Anthropic Messages (see
 * {@link detectFormat}), into the texts of its window and its tool steps.
 *
 * Components: system/developer messages and Anthropic `system` → `system`; each tool definition
 * (its minified JSON) → `tools`; user text → `user`; assistant text, refusals and Anthropic
 * `thinking` → `assistant`; each tool call's name and arguments (OpenAI's `arguments` string as
 * sent, Anthropic's `input` minified) → `toolCalls`; tool results' text, exactly as sent (a
 * result that is itself JSON is not re-serialized) → `toolResults`. Empty texts are dropped.
 * Each call becomes its own step, parallel ones included, and results find their call by
 * `tool_call_id` / `tool_use_id`; a result without a call, a call without a result, and content
 * without text (images, documents, redacted thinking, unknown block types) give warnings.
 * Fields other than these (model, temperature, response_format, …) are not counted.
 * @param source the input's name for messages, e.g. `request.json`.
 * @throws InputError for empty text, invalid JSON (with line and column), a body of neither
 *   format, or a field of the wrong shape (`request.json: messages[3].content must be a string or
 *   an array of blocks, found a number`).
 */
export function parseRequestBody(text: string, source = 'pasted text'): RequestTrace {
  const bodyText = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (bodyText.trim() === '') throw new InputError(`${source} is empty`, { source });
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch (error) {
    // The located InputError (`invalid JSON at line 3, column 5: …`), as data files get.
    if (error instanceof SyntaxError) throw jsonSyntaxError(bodyText, source, error.message);
    throw error;
  }
  const format = detectFormat(body, source);
  const builder = new TraceBuilder(source);
  if (format === 'anthropic-messages') {
    parseAnthropic(body as JsonObject, builder);
    return builder.finish(format, 'block');
  }
  parseOpenAi(body as JsonObject, builder);
  return builder.finish(format, 'part');
}
