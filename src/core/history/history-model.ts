/** The tables of a history over many logs, as `accumulator.ts` builds them (tokens unless said). */
import type { ToolResults } from '../mcp/result-sizes.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import type { SessionPart } from '../sessions/model.ts';
import type { HistoryBill } from './bill-model.ts';
import type { HistoryHost, ReadLog } from './read-log.ts';
import type { HistoryWhatIfs } from './what-if-accumulator.ts';

/** One session: its main file, its subagents' files, and what its counted requests held. */
export interface HistorySession {
  key: string;
  host: HistoryHost;
  /** The log's session id, or null (then the file names it). */
  sessionId: string | null;
  /** The files read for it, the main one first when there is one (subagent files after). */
  files: string[];
  project: string | null;
  /** Day (in the history's time zone) of its first counted request, or null. */
  date: string | null;
  /** The main thread's model (else a subagent's), or null. */
  model: string | null;
  /** Encodings counted with (the models' own: o200k_base for GPT-5, cl100k_base for the rest). */
  encodings: EncodingName[];
  /** Some counts are estimates: the encoding is not the model's own tokenizer. */
  estimate: boolean;
  /** Counted requests of the main thread, and of subagents (their files and in-file threads). */
  steps: number;
  subagentSteps: number;
  subagents: number;
  /** The largest request: recorded input where the log has it, else the counted window. */
  peak: number;
  /** Σ recorded input over the counted requests that have a record (the provider's own tokens). */
  recorded: number;
  /** Σ over counted requests of the window: recorded where the log has it (and it is larger), else counted. */
  input: number;
  /** Input cost at the models' list prices with the prompt cache as replayed, or null when no model has a price. */
  cost: number | null;
  currency: string | null;
  /** Counted requests whose model has no price (left out of `cost`). */
  unpricedSteps: number;
  /** Requests and results logged again (by a resumed session) and counted once. */
  duplicateSteps: number;
  /** Σ input of the counted requests after each strategy (by `HISTORY_STRATEGIES` id). */
  replayed: Record<string, number>;
}

/** One tool across the history. */
export interface HistoryTool {
  tool: string;
  /** Results counted (each once). */
  calls: number;
  /** Tokens of those results, counted with each session's encoding. */
  tokens: number;
  /** Σ over counted requests of this tool's results in the window: what the history paid for them. */
  carried: number;
  /** Results with the provider's own count recovered from usage (`provider.ts`), Σ of those counts, and Σ of our counts of the same results. */
  providerResults: number;
  providerTokens: number;
  providerCounted: number;
  /** Results that hold JSON records, their tokens and carried tokens as logged. */
  jsonResults: number;
  jsonTokens: number;
  jsonCarried: number;
  /** Per rung or format (`REPRESENTATIONS` order): Σ tokens of the JSON results so written, and carried. */
  rep: number[];
  repCarried: number[];
}

/** One of the largest tool results. */
export interface LargestResult {
  session: string;
  /** 1-based request of its file's thread that first read it, or null when none did. */
  step: number | null;
  tool: string;
  target: string | null;
  tokens: number;
}

/**
 * A part of the window: one the log shows, the reasoning it records without text, or what it does
 * not show (recorded − counted − reasoning recorded).
 */
export type HistoryPart = SessionPart | 'reasoning' | 'notLogged';

/** One day of the history. */
export interface HistoryDay {
  day: string;
  sessions: number;
  requests: number;
  recorded: number;
  input: number;
  cost: number;
}

/** One tool result as `--jsonl` writes it (one row each). */
export interface ResultRow {
  session: string;
  step: number | null;
  time: string | null;
  host: HistoryHost;
  model: string | null;
  tool: string;
  tokens: number;
  /** The provider's own count where recovered from usage, else null (see `provider.ts`). */
  providerTokens: number | null;
  /** Input tokens later requests carried this result for: its tokens × the counted requests holding it. */
  carried: number;
  /** Only with names included: the file and project. */
  file?: string;
  project?: string | null;
}

/** A history's tables. */
export interface HistoryReport {
  zone: string;
  files: number;
  sessions: HistorySession[];
  tools: HistoryTool[];
  largest: LargestResult[];
  parts: Record<HistoryPart, number>;
  days: HistoryDay[];
  skipped: { file: string; reason: string }[];
  warnings: { file: string; message: string }[];
  duplicateSteps: number;
  duplicateResults: number;
  /** False when the re-representation what-if was skipped (`npm run history --skip-rerepresent`). */
  rerepresented: boolean;
  /** Strategy id → its name with its sizes, and the per-session saving distribution (% of each session's input). */
  strategies: { id: string; name: string }[];
  /** The bill as logged and its cache misses (`bill-accumulator.ts`). */
  bill: HistoryBill;
  /** The settings a team can switch on, re-billed over the counted requests (`what-if-accumulator.ts`). */
  whatIfs: HistoryWhatIfs;
  /** Each tool's results sized for Claude Code's limits (`result-sizes.ts`). */
  resultSizes: ToolResults[];
}

/** A session's row before any of its requests is counted. */
export function emptySession(log: Omit<ReadLog, 'threads'>, strategies: readonly string[]): HistorySession {
  return {
    key: log.sessionKey,
    host: log.host,
    sessionId: log.sessionId,
    files: [],
    project: log.project,
    date: null,
    model: null,
    encodings: [],
    estimate: false,
    steps: 0,
    subagentSteps: 0,
    subagents: 0,
    peak: 0,
    recorded: 0,
    input: 0,
    cost: null,
    currency: null,
    unpricedSteps: 0,
    duplicateSteps: 0,
    replayed: Object.fromEntries(strategies.map((id) => [id, 0])),
  };
}

/** A day's row before any of its requests is counted. */
export function emptyDay(day: string): HistoryDay {
  return { day, sessions: 0, requests: 0, recorded: 0, input: 0, cost: 0 };
}

/** A tool's row before any of its results is counted; `representations`: how many rungs and formats. */
export function emptyTool(tool: string, representations: number): HistoryTool {
  const zeros = () => new Array<number>(representations).fill(0);
  return {
    tool,
    calls: 0,
    tokens: 0,
    carried: 0,
    providerResults: 0,
    providerTokens: 0,
    providerCounted: 0,
    jsonResults: 0,
    jsonTokens: 0,
    jsonCarried: 0,
    rep: zeros(),
    repCarried: zeros(),
  };
}
