import type { SessionBill } from '../core/bill/bill.ts';
import type { WhatIf } from '../core/bill/what-ifs.ts';
import type { FieldCost, FieldCosts } from '../core/analysis/field-cost.ts';
import type { TraceProfile } from '../core/conversation/profile.ts';
import type { FormatId } from '../core/formats.ts';
import type { WholeFormatId } from '../core/whole/formats.ts';
import type { DecodedInfo } from '../core/input/decode.ts';
import type { InputFormat } from '../core/input/read-input.ts';
import type { InspectedText } from '../core/inspect/inspect-text.ts';
import type { Ladder, LadderCalls } from '../core/ladder/ladder.ts';
import type { McpCapture } from '../core/mcp/capture.ts';
import type { HostSpec } from '../core/hosts/index.ts';
import type { CaptureCounts } from '../core/mcp/capture-counts.ts';
import type { McpRevision } from '../core/mcp/revisions.ts';
import type { ToolsListProfile } from '../core/mcp/tools-list.ts';
import type { ToolSetCounts } from '../core/hosts/tool-set.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import type { Prices } from '../core/conversation/summary.ts';
import type { BiggestBlocks } from '../core/sessions/blocks.ts';
import type { BeforeAfter } from '../core/sessions/compare.ts';
import type { ForwardingCall } from '../core/sessions/forwarding.ts';
import type { ParsedSession } from '../core/sessions/model.ts';
import type { SessionProfile } from '../core/sessions/profile.ts';
import type { ReplayStep } from '../core/sessions/replay.ts';
import type { StrategyChoice } from '../core/sessions/strategy.ts';
import type { FileFacts } from '../core/history/file-facts.ts';
import type { HistoryReport } from '../core/history/history-model.ts';
import type { TokenizerCount } from '../core/models-view/model-figures.ts';

/** A text file the user dropped or picked, read on the main thread and parsed in the worker. */
export interface SourceFile {
  name: string;
  text: string;
  /** How a dropped or picked file's bytes were decoded into {@link text} (`decodeBytes`); absent for pasted text. */
  decoded?: DecodedInfo;
}

/** How loaded files are read: which array inside an object (dotted path), and whether to flatten nested objects. */
export interface ReadOptions {
  path: string | null;
  flatten: boolean;
}

/**
 * Where the ladder's records come from: the built-in fixture at some row counts, or loaded files.
 * With `rows` and one loaded file, each row count below its record count is also a scale of its
 * first k records (`core/ladder/file-scales.ts`); `labels` then picks among all the scales.
 */
export type LadderSource =
  { kind: 'fixture'; rows: number[] } | { kind: 'files'; sourceId: number; rows?: number[]; labels?: string[] };

/** A problem with one input file, located as precisely as the parser can (1-based line and column). */
export interface InputProblem {
  source: string;
  message: string;
  line?: number;
  column?: number;
  excerpt?: string;
}

/** Messages from the page to the worker. */
export type WorkerRequest =
  /** Stop request `id` (a newer one replaced it); it answers `cancelled` if it was still running. */
  | { id: number; type: 'cancel' }
  | { id: number; type: 'load'; files: SourceFile[]; options: ReadOptions }
  | {
      id: number;
      type: 'ladder';
      encoding: EncodingName;
      fields: string[];
      formats: FormatId[];
      /** The whole-response formats to count for loaded data (none for the fixture, which has no document). */
      whole?: WholeFormatId[];
      source: LadderSource;
      /** Cost every rung and format as a call over this transport (and build the tools/list results). */
      calls?: LadderCalls;
    }
  | { id: number; type: 'count'; encoding: EncodingName; texts: string[] }
  | { id: number; type: 'profile'; encoding: EncodingName; name: string; text: string }
  /** Read an agent session log, keep it in the worker, and profile it step by step. */
  | {
      id: number;
      type: 'session';
      encoding: EncodingName;
      name: string;
      text: string;
      thread: string | null;
      /** Which run it is (default `a`): the worker keeps one session per run, to compare two. */
      run?: SessionRun;
    }
  /** Replay a kept session with a strategy. */
  | {
      id: number;
      type: 'session-replay';
      encoding: EncodingName;
      sessionId: number;
      strategy: StrategyChoice;
      firstSteps: number | null;
      loggedOnly: boolean;
      /** Null: no price (an open model with none typed); the tables then cost nothing. */
      prices: Prices | null;
      /** A second kept session (run B) to compare this one with, both without a strategy. */
      compareWith?: number;
    }
  | {
      id: number;
      type: 'field-costs';
      encoding: EncodingName;
      fields: string[];
      source: LadderSource;
      /** A rung id (`L4`) or a format id (`csv`). */
      representation: string;
      /** The data set (scale) to measure, by label. */
      label: string;
    }
  /** A live server's capture counted: its tools/list under `host`, its calls under every host. */
  | { id: number; type: 'mcp-capture'; encoding: EncodingName; capture: McpCapture; host: HostSpec }
  | {
      id: number;
      type: 'tokens';
      encoding: EncodingName;
      fields: string[];
      source: LadderSource;
      /** A rung id (`L4`) or a format id (`csv`): its exact text is taken apart into tokens. */
      representation: string;
      /** The data set (scale), by label. */
      label: string;
    }
  /**
   * The Models view's count: one scale's rungs, added formats, text as received and whole formats
   * in each of `tokenizers`, one after another (each file fetched when first needed).
   */
  | {
      id: number;
      type: 'models';
      tokenizers: EncodingName[];
      fields: string[];
      formats: FormatId[];
      whole?: WholeFormatId[];
      source: LadderSource;
      /** The data set (scale), by label. */
      label: string;
    };

/** One parsed file as the page lists it: label, row count, and how it was read. */
export interface LoadedDataset {
  label: string;
  rows: number;
  format: InputFormat;
  /** The array used inside an object, and the other arrays of objects found there. */
  path: string | null;
  candidates: { path: string; rows: number }[];
  /** What the user should know that did not stop the reading. */
  notices: string[];
}

/** A session text generated for the current data and projection, and what it costs. */
export interface CountedText {
  text: string;
  tokens: number;
}

/** One generated `tools/list` result for the data: its profile, shape, text and tokens. */
export interface ToolsListEntry extends CountedText {
  profile: ToolsListProfile;
  revision: McpRevision;
}

/** A session log read and profiled: its id in the worker and what the page draws (no texts). */
export interface SessionOpened extends Pick<ParsedSession, 'compactions' | 'sidechains' | 'thread' | 'warnings'> {
  sessionId: number;
  name: string;
  profile: Omit<SessionProfile, 'itemTokens'>;
  /** Each MCP call a Codex or Claude Code log keeps, counted against every host profile (custom: `{text}`). */
  forwarding: ForwardingCall[];
  /** What the log's usage records, priced at each request's model's list price, and the cache's misses. */
  bill: SessionBill;
  /** Each setting a team can switch on that applies to the log, at its API's defaults, billed as the log is. */
  whatIfs: WhatIf[];
}

/** A kept session replayed: without and with the strategy, the seed's table, the biggest blocks. */
export interface SessionReplayed {
  sessionId: number;
  /** What the strategy does, in words, with its sizes. */
  name: string;
  none: ReplayStep[];
  steps: ReplayStep[];
  table: BeforeAfter;
  /** The whole run, as logged against replayed (the session verdict's figures). */
  run: BeforeAfter;
  blocks: BiggestBlocks;
  /** With `compareWith`: run B without a strategy, and the seed's table of run A against run B. */
  compare?: { sessionId: number; name: string; none: ReplayStep[]; table: BeforeAfter };
}

/** One of two runs of the same task kept to compare: `a`, the session replayed; `b`, the one compared with it. */
export type SessionRun = 'a' | 'b';

/**
 * What `done` and `total` of a progress message count: `characters` (UTF-16 units of typed text),
 * `texts` (the ladder's texts, the current one in part) or `tokenizers` (the Models view's, in part).
 */
export type ProgressUnit = 'characters' | 'texts' | 'tokenizers';

/** How far a running request is: `done` of `total` `unit`s (done may be fractional for `texts`). */
export interface CountProgress {
  done: number;
  total: number;
  unit: ProgressUnit;
}

/** Messages from the worker to the page; `id` answers the request with the same id. */
export type WorkerResponse =
  | { id: number; type: 'loaded'; sourceId: number; datasets: LoadedDataset[]; fields: string[] }
  | { id: number; type: 'encoding-loading'; encoding: EncodingName }
  /** Sent while a long request runs (after ~300 ms, at most every ~100 ms); not an answer. */
  | ({ id: number; type: 'progress' } & CountProgress)
  | {
      id: number;
      type: 'ladder';
      ladder: Ladder;
      legend: CountedText;
      schema: CountedText;
      toolsLists?: ToolsListEntry[];
      /** The contract's tools under every host, with the deferred texts (with `toolsLists`). */
      toolSet?: ToolSetCounts;
    }
  | { id: number; type: 'counts'; counts: number[] }
  | ({ id: number; type: 'mcp-capture' } & CaptureCounts)
  | ({ id: number; type: 'session' } & SessionOpened)
  | ({ id: number; type: 'session-replay' } & SessionReplayed)
  | { id: number; type: 'profile'; name: string; profile: TraceProfile }
  | {
      id: number;
      type: 'field-costs';
      label: string;
      rows: number;
      representation: string;
      /** Tokens of the representation with every kept field: the denominator of each cost. */
      total: number;
      costs: FieldCost[];
      /** The fields were not costed: fields × characters is over the budget. */
      overBudget?: FieldCosts['overBudget'];
    }
  /** One text's tokens: ids, spans and display segments of at most the first 20,000 tokens (`truncated` when cut). */
  | ({ id: number; type: 'tokens'; label: string; rows: number; representation: string } & InspectedText)
  /** One scale counted in each tokenizer asked, in that order (a file that did not load: its error). */
  | { id: number; type: 'models'; label: string; rows: number; counts: TokenizerCount[] }
  | { id: number; type: 'error'; message: string; problems: InputProblem[] }
  /** The request was stopped before it finished, because the page sent a newer one in its place. */
  | { id: number; type: 'cancelled' };

/** One file of a history handed to the history worker: the file (read there, never here) and its path in the pick. */
export interface HistoryFileRef {
  file: File;
  /** Its path inside the picked folder (`logs/projects/shop/s1.jsonl`), or its name. */
  path: string;
  /** True when it came with a folder (then only `.jsonl`, `.json`, `.ndjson` are read). */
  inFolder: boolean;
}

/** Messages from the page to the history worker (`history.worker.ts`). */
export type HistoryRequest =
  | { id: number; type: 'history'; files: HistoryFileRef[]; zone: string }
  /** Files of run `id` sent ahead of its `history` message, which brings the last ones (a large pick goes in parts). */
  | { id: number; type: 'history-files'; files: HistoryFileRef[] }
  | { id: number; type: 'cancel' };

/** A file for one of the history worker's counting workers (`history-count.worker.ts`); `id` is unique per page. */
export interface HistoryCountTask {
  id: number;
  file: File;
  path: string;
  /** `file`'s bytes when the history worker read them ahead (transferred); else the counting worker reads `file`. */
  bytes?: ArrayBuffer;
}

/** A counting worker's answer: the file's facts (no text), why it could not be read, or an error of the counting. */
export type HistoryCountReply =
  { id: number; facts: FileFacts } | { id: number; unreadable: string } | { id: number; crashed: string };

/** Files and bytes read so far of a history's files. */
export interface HistoryProgress {
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
}

/** Messages from the history worker: progress after each file, then one answer. */
export type HistoryResponse =
  | ({ id: number; type: 'history-progress' } & HistoryProgress)
  | { id: number; type: 'history-done'; report: HistoryReport; progress: HistoryProgress }
  | { id: number; type: 'history-cancelled'; progress: HistoryProgress }
  | { id: number; type: 'history-error'; message: string };
