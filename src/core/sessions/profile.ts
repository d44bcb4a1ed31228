import { runSteps } from '../steps.ts';
import type { Steps } from '../steps.ts';
import { countInSteps } from '../tokenizer/tokenizer.ts';
import type { EncodingName, TokenCounter } from '../tokenizer/tokenizer.ts';
import { zeroTokens } from '../parts.ts';
import { countsExactness } from '../models/exactness.ts';
import { calibrate } from './calibration.ts';
import type { Calibration } from './calibration.ts';
import { SESSION_PARTS } from './model.ts';
import { reasoningInWindow } from './reasoning.ts';
import type { ParsedSession, SessionFormat, SessionPart } from './model.ts';

/** Tokens by part. */
export type PartTokens = Record<SessionPart, number>;

/** One step (model request) of a profiled session. */
export interface StepProfile {
  /** 1-based, in request order. */
  step: number;
  /** Tokens of the window's texts by part, counted with the chosen encoding. */
  parts: PartTokens;
  /** The sum of {@link parts}: every text of the window the log shows, counted. */
  counted: number;
  /** Input tokens the log recorded for the request, or null when it has none. */
  recorded: number | null;
  /**
   * Reasoning tokens in the window, as the log recorded them (`reasoning.ts`): earlier requests'
   * `reasoning_output_tokens` of the same turn, in the model's tokens; 0 when the log records none.
   */
  reasoning: number;
  /**
   * `recorded − counted − reasoning`: what the request held that the log does not show (system
   * prompt, tool schemas), in the recorded tokenizer's units less ours; null without a record.
   */
  notInLog: number | null;
  /** The window restarted (compaction) just before this request. */
  afterCompaction: boolean;
}

/** A session counted step by step. */
export interface SessionProfile {
  format: SessionFormat;
  encoding: EncodingName;
  model?: string;
  steps: StepProfile[];
  /** Tokens of each text, `itemTokens[i]` for `session.items[i]`. */
  itemTokens: number[];
  /**
   * Σ recorded ÷ Σ counted over the steps that have a record: how far the log's own tokenizer and
   * the unseen context are from this count. Null when no step has a record.
   */
  recordedToCounted: number | null;
  /**
   * True when the counts are estimates: the encoding is not the tokenizer of the model the log
   * names (`countsExactness`: Claude and Gemini count with their own; a GPT-5 model with
   * o200k_base, so its cl100k_base counts are estimates; an unknown or absent model's is unknown).
   */
  estimate: boolean;
  /** Each tool result counted against the model's own count recovered from the usage (`calibration.ts`). */
  calibration: Calibration;
  /** The context window the log records (Codex's `model_context_window`): the limit drawn before the catalogue's. */
  loggedWindow?: number;
}

/**
 * Counts every distinct text of `session` once and sums each step's window by part with running sums (n
 * counts, s × 8 subtractions); yields between texts (`progress.done`: texts done) for progress and cancel.
 */
export function* profileSessionSteps(
  session: ParsedSession,
  counter: TokenCounter,
  progress?: { done: number },
): Steps<SessionProfile> {
  const byText = new Map<string, number>();
  const itemTokens: number[] = [];
  // running[p][i]: tokens of part p in items[0..i).
  const running = Object.fromEntries(SESSION_PARTS.map((p) => [p, [0]])) as Record<SessionPart, number[]>;
  for (const item of session.items) {
    let tokens = byText.get(item.text);
    if (tokens === undefined) {
      tokens = yield* countInSteps(counter, item.text);
      byText.set(item.text, tokens);
      // A short text's count does not pause within itself: pause between texts.
      yield;
    }
    if (progress) progress.done++;
    itemTokens.push(tokens);
    for (const p of SESSION_PARTS) {
      const sums = running[p];
      sums.push(sums.at(-1)! + (p === item.part ? tokens : 0));
    }
  }
  let recordedSum = 0;
  let countedSum = 0;
  const reasoning = reasoningInWindow(session);
  const steps = session.steps.map((s, i): StepProfile => {
    const parts = zeroTokens(SESSION_PARTS);
    let counted = 0;
    for (const p of SESSION_PARTS) {
      parts[p] = running[p][s.end]! - running[p][s.start]!;
      counted += parts[p];
    }
    if (s.recorded !== null) {
      recordedSum += s.recorded;
      countedSum += counted;
    }
    return {
      step: i + 1,
      parts,
      counted,
      recorded: s.recorded,
      reasoning: reasoning[i]!,
      notInLog: s.recorded === null ? null : s.recorded - counted - reasoning[i]!,
      afterCompaction: s.afterCompaction,
    };
  });
  return {
    format: session.format,
    encoding: counter.encoding,
    ...(session.model !== undefined ? { model: session.model } : {}),
    steps,
    itemTokens,
    recordedToCounted: countedSum > 0 ? recordedSum / countedSum : null,
    estimate: !countsExactness(session.model, counter.encoding).exact,
    calibration: calibrate(session, itemTokens, counter.encoding),
    ...(session.loggedWindow !== undefined ? { loggedWindow: session.loggedWindow } : {}),
  };
}

/**
 * Per step, the tokens the log does not show as text (`notInLog` plus the recorded reasoning, when
 * positive, else 0): the input a replay adds unchanged to every request so its totals are the
 * requests' real sizes.
 */
export function unseenTokens(profile: SessionProfile): number[] {
  return profile.steps.map((s) => Math.max(0, s.notInLog === null ? 0 : s.notInLog + s.reasoning));
}

/** {@link profileSessionSteps} run to the end at once (command line, tests). */
export function profileSession(session: ParsedSession, counter: TokenCounter): SessionProfile {
  return runSteps(profileSessionSteps(session, counter));
}
