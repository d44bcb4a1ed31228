/**
 * A real agent session as the window sees it: every text sent, in order, and the model requests (steps),
 * each a contiguous range of them; built by each format's parser, counted by `profile.ts`.
 * Log shapes: `shared/session-formats.md` of the project's steering repository.
 */
import { namedParts } from '../parts.ts';
import type { RequestFormat } from '../conversation/request-trace.ts';
import type { CallToolResult } from '../hosts/types.ts';
import type { RecordedUsage } from '../bill/usage.ts';

/**
 * The parts of a window a step is broken into: `SESSION_PARTS` in stacking order,
 * `SESSION_PART_NAMES` the words for each, for tables and legends.
 */
export const { ids: SESSION_PARTS, names: SESSION_PART_NAMES } = namedParts({
  system: 'System / instructions',
  tools: 'Tool definitions',
  user: 'User text',
  assistant: 'Assistant text',
  thinking: 'Thinking / reasoning',
  toolCalls: 'Tool calls',
  toolResults: 'Tool results',
  summary: 'Compaction summaries',
});

/**
 * The reasoning a Codex log records (`reasoning_output_tokens` of a turn's earlier requests, which
 * stay in the window: `sessions/reasoning.ts`), a part of its own beside the parts the log shows.
 */
export const REASONING_RECORDED = 'Reasoning (recorded)';

/** One of {@link SESSION_PARTS}. */
export type SessionPart = (typeof SESSION_PARTS)[number];

/** The log formats a session can be read from: agent logs, and successive API request bodies. */
export type SessionFormat = 'claude-code' | 'codex' | 'gemini' | RequestFormat;

/** Names of the formats, for messages (`Claude Code session JSONL`). */
export const SESSION_FORMAT_NAMES: Record<SessionFormat, string> = {
  'claude-code': 'Claude Code session JSONL',
  codex: 'Codex CLI rollout JSONL',
  gemini: 'Gemini CLI session JSON',
  'openai-chat': 'OpenAI Chat Completions request bodies',
  'openai-responses': 'OpenAI Responses request bodies',
  'anthropic-messages': 'Anthropic Messages request bodies',
};

/** One text the model read, with what it is. */
export interface SessionItem {
  part: SessionPart;
  /** The text as sent (a tool call's input as minified JSON; a result's text as the log holds it). */
  text: string;
  /** The tool's name, for tool calls and results (a result is paired with its call by id). */
  tool?: string;
  /** The call id that pairs a call with its result. */
  callId?: string;
}

/** One model request. */
export interface SessionStep {
  /** The window the request sent: `items[start]` up to, not including, `items[end]`. */
  start: number;
  end: number;
  /**
   * Input tokens the log recorded for this request (its own tokenizer's count), or null when
   * the log has none (or an all-zero usage record, which is no measurement).
   */
  recorded: number | null;
  /**
   * Output tokens the log recorded for the request's response, reasoning included (Codex
   * `output_tokens`, Claude `output_tokens` of the response's last line, Gemini `output + thoughts`);
   * absent when the log records none. `recover.ts` needs it: input(k+1) − input(k) − output(k).
   */
  output?: number;
  /** Of {@link output}, the reasoning tokens the log recorded separately (Codex, Gemini); absent otherwise. */
  reasoning?: number;
  /** The model that answered, when the log says. */
  model?: string;
  /** The window restarted (compaction) since the previous step. */
  afterCompaction: boolean;
  /**
   * The log's own id of the request, when it has one (Claude Code `message.id` and `requestId`,
   * Codex the `token_count` event's time and cumulative totals, Gemini the message `id`): how a
   * history over many logs (`core/history/`) recognises a request logged again by a resumed session.
   */
  id?: string;
  /** When the log says the request was made (its ISO 8601 timestamp as written). */
  time?: string;
  /** The usage record split as it is billed (read, written, uncached, output), when the log has one. */
  usage?: RecordedUsage;
}

/** What a log says of a request besides its size and model: its own id and time (see {@link SessionStep}). */
export type StepMeta = Pick<SessionStep, 'id' | 'time'>;

/** A parsed session: the texts, the steps, and what the parser noticed. */
export interface ParsedSession {
  format: SessionFormat;
  /** The model of the first step that names one. */
  model?: string;
  items: SessionItem[];
  steps: SessionStep[];
  /** Indexes (0-based) of the steps that follow a compaction. */
  compactions: number[];
  /** Other threads in the same file (Claude Code subagents), kept apart: each one's id, lines and model requests. */
  sidechains: SessionThread[];
  /**
   * Claude Code: the thread read (`id`, null for the main one; a file holding only one subagent's
   * thread opens that one) and how many model requests the main thread has.
   */
  thread?: { id: string | null; mainSteps: number };
  warnings: string[];
  /** Codex and Claude Code: each MCP call whose server result the log keeps, in the order the model got them (`forwarding.ts`). */
  mcpCalls?: LoggedMcpCall[];
  /** The context window the log itself records (Codex's `model_context_window`), in tokens. */
  loggedWindow?: number;
}

/**
 * One MCP call as a Codex or Claude Code log keeps it: the server's result (Codex
 * `mcp_tool_call_end` `result.Ok`; Claude Code `toolUseResult` with `mcpMeta.structuredContent`)
 * beside the text the model got (the `function_call_output` / `tool_result` already read).
 */
export interface LoggedMcpCall {
  /** Where the model's text sits in `items` (the first step whose window reaches past it holds it). */
  item: number;
  /** The tool as the model named it (`mcp__github__get_pull_request`). */
  tool: string;
  /** The server's `CallToolResult` as logged; for a failed call (Codex `result.Err`), its error as one text block. */
  server: CallToolResult;
  /** The text the model got: `function_call_output.output`, or the `tool_result` content's text. */
  modelGot: string;
  /** Codex logged `result.Err`: the call failed and the server sent no result. */
  failed?: boolean;
  /** Codex: the wall time its `function_call_output` header states, in seconds (`Wall time: 1.8344 seconds`). */
  wallTimeSeconds?: number;
}

/** A subagent's thread in a log: its agent id, its lines, and its model requests (steps). */
export interface SessionThread {
  id: string;
  lines: number;
  steps: number;
}

/**
 * Accumulates items and steps as a parser walks a log: the window start moves on compaction;
 * a step's window is everything from the window start up to the moment the request was sent.
 */
export class SessionBuilder {
  readonly items: SessionItem[] = [];
  readonly steps: SessionStep[] = [];
  readonly compactions: number[] = [];
  readonly warnings: string[] = [];
  /** The MCP calls whose server result the log keeps (see {@link LoggedMcpCall}). */
  readonly mcpCalls: LoggedMcpCall[] = [];
  private windowStart = 0;
  /** The context window the log records, when it records one (the last figure read). */
  loggedWindow: number | undefined;
  private compacted = false;
  private readonly pinned: SessionItem[] = [];

  /** Appends one text to the window; empty texts carry no tokens and are left out. */
  add(part: SessionPart, text: string, extra: Pick<SessionItem, 'tool' | 'callId'> = {}): void {
    if (text === '') return;
    this.items.push({ part, text, ...extra });
  }

  /** Appends a text every request sends, also after a compaction (the system prompt). */
  addPinned(part: SessionPart, text: string): void {
    if (text === '') return;
    this.pinned.push({ part, text });
    this.items.push({ part, text });
  }

  /**
   * A request sent now: its window is every item since the last compaction; `meta` its own id and
   * time, its recorded output (reasoning included), reasoning and billed usage, when the log has them.
   */
  step(
    recorded: number | null,
    model?: string,
    end = this.items.length,
    meta: StepMeta & Pick<SessionStep, 'output' | 'reasoning' | 'usage'> = {},
  ): void {
    if (this.compacted) this.compactions.push(this.steps.length);
    this.steps.push({
      start: this.windowStart,
      end,
      recorded,
      ...(meta.output !== undefined ? { output: meta.output } : {}),
      ...(meta.reasoning !== undefined ? { reasoning: meta.reasoning } : {}),
      ...(model ? { model } : {}),
      afterCompaction: this.compacted,
      ...(meta.id !== undefined ? { id: meta.id } : {}),
      ...(meta.time !== undefined ? { time: meta.time } : {}),
      ...(meta.usage !== undefined ? { usage: meta.usage } : {}),
    });
    this.compacted = false;
  }

  /** The window restarts here: later steps hold only the pinned texts and what comes after. */
  compact(): void {
    this.windowStart = this.items.length;
    this.compacted = true;
    this.items.push(...this.pinned.map((item) => ({ ...item })));
  }

  /** The session, once the whole log has been read. */
  build(format: SessionFormat, sidechains: SessionThread[] = [], thread?: ParsedSession['thread']): ParsedSession {
    const model = this.steps.find((s) => s.model)?.model;
    return {
      format,
      ...(model ? { model } : {}),
      items: this.items,
      steps: this.steps,
      compactions: this.compactions,
      sidechains,
      ...(thread && { thread }),
      warnings: this.warnings,
      ...(this.mcpCalls.length > 0 && { mcpCalls: this.mcpCalls }),
      ...(this.loggedWindow !== undefined && { loggedWindow: this.loggedWindow }),
    };
  }
}
