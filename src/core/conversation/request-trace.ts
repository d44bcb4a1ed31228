import { describeValue as describeOf } from '../describe-value.ts';
/**
 * The trace a request body is read into (its texts in window order, its tool steps) and the
 * builder both formats' readers fill, with the checks and messages they share.
 */
import type { JsonObject } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { InputError } from '../input/input-error.ts';
import type { Component } from './model.ts';

/** The request-body shapes `parseRequestBody` reads. */
export type RequestFormat = 'openai-chat' | 'openai-responses' | 'anthropic-messages';

/** Names of the request formats, for messages and tables (`OpenAI Chat Completions`). */
export const REQUEST_FORMAT_NAMES: Record<RequestFormat, string> = {
  'openai-chat': 'OpenAI Chat Completions',
  'openai-responses': 'OpenAI Responses',
  'anthropic-messages': 'Anthropic Messages',
};

/** The window of one real request, split into the texts the model reads, in order. */
export interface TraceText {
  component: Component;
  text: string;
  /** index of the message it came from, -1 for system/tools */
  message: number;
  /** Set on thinking / reasoning text (component `assistant`), which session profiles count apart. */
  thinking?: true;
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
export const describeValue = (value: unknown): string => describeOf(value, { quoteStrings: true });

/** The state of one parse: texts and steps so far, open calls, skipped non-text content. */
export class TraceBuilder {
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
      value === undefined ? `is missing (expected ${expected})` : `must be ${expected}, found ${describeValue(value)}`;
    throw new InputError(`${this.source}: ${path} ${problem}`, { source: this.source });
  }

  /** Adds a text (empty ones are dropped: nothing to count) and returns it; `thinking` marks reasoning text. */
  add(component: Component, text: string, message: number, thinking = false): TraceText | undefined {
    if (text === '') return undefined;
    const entry: TraceText = { component, text, message, ...(thinking ? { thinking: true as const } : {}) };
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
  finish(format: RequestFormat, noun: 'block' | 'part' | 'item'): RequestTrace {
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
export function typedObject(
  b: TraceBuilder,
  value: unknown,
  path: string,
  what: string,
): JsonObject & { type: string } {
  if (!isJsonObject(value)) b.fail(path, what, value);
  if (typeof value.type !== 'string') b.fail(`${path}.type`, 'a string', value.type);
  return value as JsonObject & { type: string };
}

/** A string field of `object`, or the error naming it. */
export function stringField(b: TraceBuilder, object: JsonObject, key: string, path: string): string {
  const value = object[key];
  if (typeof value !== 'string') b.fail(`${path}.${key}`, 'a string', value);
  return value;
}
