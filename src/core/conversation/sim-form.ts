import type { CompactionMode } from './model.ts';

/**
 * The seed article's placeholder line ("Re run" there, spelt "Re-run" here; 17 tokens either way in
 * cl100k_base and o200k_base), counted live in the chosen encoding.
 */
export const DEFAULT_PLACEHOLDER = 'This tool call was successful. Re-run the tool if you need the data again.';

/**
 * Tool results the Conversation growth view keeps raw by default: the newest, as the seed article's loop
 * replaces each result "in the next request"; the Sessions view keeps 3 instead (`DEFAULT_KEEP_NEWEST`,
 * Anthropic's context-editing default).
 */
export const ARTICLE_KEEP_NEWEST = 1;

/** Why {@link ARTICLE_KEEP_NEWEST}, in words for the Growth view's hint. */
export const ARTICLE_KEEP_NEWEST_WHY =
  `By default the newest ${ARTICLE_KEEP_NEWEST} result stays raw, as in the seed article's loop: each result is read ` +
  'once, in the request right after it returns, then replaced by the placeholder. (The Sessions view keeps 3, as ' +
  "Anthropic's context editing does.)";

/** Where a step's tool response size comes from: typed in, or a rung or format of the ladder at some rows. */
export interface ResponseLink {
  /** A rung (`L0`) or added format (`csv`) id. */
  id: string;
  rows: number;
}

/** The simulator's inputs as the user edits them; sizes in tokens. */
export interface SimForm {
  system: number;
  tools: number;
  user: number;
  steps: number;
  modelResponse: number;
  toolRequest: number;
  /** Used when `link` is null. */
  toolResponse: number;
  /** The tool response linked to the ladder (and, with `viaTransport`, costed as a call). */
  link: ResponseLink | null;
  /** A second series: the same loop with compaction, the tool response linked to another rung. */
  compare: ResponseLink | null;
  viaTransport: boolean;
  /** Replay the profiled real request instead of the typed sizes. */
  useProfile: boolean;
  placeholder: string;
  notes: number;
  keepLast: number;
  mode: CompactionMode;
  /**
   * Context-window limit line, in tokens; null: the chosen model's context window
   * (`window-limit.ts`, `growthLimit`).
   */
  limit: number | null;
  /** Price per million input tokens, and per million cached input tokens (any currency). */
  price: number;
  cachedPrice: number;
  /** The step whose window is broken down in the stacked bar. */
  breakdownStep: number;
}

/**
 * The defaults: turn one of the second seed article (system 5,000, tools 2,500, request 50,
 * response 5,000, model response 200) over 25 steps, the newest result kept raw
 * ({@link ARTICLE_KEEP_NEWEST}), the window limit the chosen model's.
 */
export const DEFAULT_SIM: SimForm = {
  system: 5000,
  tools: 2500,
  user: 0,
  steps: 25,
  modelResponse: 200,
  toolRequest: 50,
  toolResponse: 5000,
  link: null,
  compare: null,
  viaTransport: false,
  useProfile: false,
  placeholder: DEFAULT_PLACEHOLDER,
  notes: 0,
  keepLast: ARTICLE_KEEP_NEWEST,
  mode: { kind: 'every-step' },
  limit: null,
  price: 3,
  cachedPrice: 0.3,
  breakdownStep: 25,
};

/** The most steps the simulator draws (the series is downsampled above a few hundred points). */
export const MAX_STEPS = 5000;
