/**
 * What a request held that the log does not show (recorded − counted), in tokens, split into a fixed
 * part and the part beyond it that grows with the session; a ratio of sums would hide which grows.
 * Rules: docs/sessions.md, "What the log does not show".
 */
import { formatInt, formatSigned } from '../format/numbers.ts';
import type { SessionProfile, StepProfile } from './profile.ts';

/** One step's recorded − counted, as the fixed part and what lies beyond it. */
export interface StepNotInLog {
  /** 1-based. */
  step: number;
  /** The fixed part (the base step's recorded − counted), or null when this step has no record. */
  fixed: number | null;
  /** recorded − counted − fixed: negative when the step holds less unseen than the base step. */
  beyond: number | null;
}

/** The split over a session. */
export interface NotInLogSplit {
  /** The first step (1-based) with a record, whose recorded − counted is the fixed part; null: none. */
  baseStep: number | null;
  /** The fixed part in tokens (recorded − counted at `baseStep`), or null without a record. */
  fixed: number | null;
  steps: StepNotInLog[];
}

/**
 * Splits each step's `notInLog` into the first recorded step's (fixed) and the rest (beyond),
 * so `fixed + beyond === notInLog` at every step with a record; steps without one get nulls.
 */
export function splitNotInLog(steps: readonly Pick<StepProfile, 'step' | 'notInLog'>[]): NotInLogSplit {
  const base = steps.find((s) => s.notInLog !== null);
  const fixed = base?.notInLog ?? null;
  return {
    baseStep: base?.step ?? null,
    fixed,
    steps: steps.map((s) =>
      s.notInLog === null || fixed === null
        ? { step: s.step, fixed: null, beyond: null }
        : { step: s.step, fixed, beyond: s.notInLog - fixed },
    ),
  };
}

/**
 * The split in words for the run summary and the profile table's note: the base step's recorded,
 * counted and fixed part, and how far the part beyond it went (last recorded step, largest).
 */
export function notInLogWords(profile: Pick<SessionProfile, 'steps' | 'encoding'>): string {
  const split = splitNotInLog(profile.steps);
  if (split.baseStep === null || split.fixed === null)
    return 'The log records no input size, so what it does not show cannot be measured.';
  const base = profile.steps.find((s) => s.step === split.baseStep)!;
  const recorded = split.steps.filter((s) => s.beyond !== null);
  const last = recorded.at(-1)!;
  const largest = recorded.reduce((a, b) => (b.beyond! > a.beyond! ? b : a));
  const fixedWords =
    `Step ${formatInt(base.step)} recorded ${formatInt(base.recorded!)} input tokens (the log's own count), ` +
    `${formatInt(base.counted)} of them counted with ${profile.encoding} in the log: the other ` +
    `${formatInt(split.fixed)} are the fixed part not in the log (system prompt and tool definitions), ` +
    'carried by every request.';
  if (recorded.length === 1) return fixedWords;
  const beyond =
    ` Beyond it, the part not in the log is ${formatSigned(last.beyond!)} tokens at step ${formatInt(last.step)}` +
    (largest.step === last.step || largest.beyond! <= 0
      ? '.'
      : ` (at most ${formatSigned(largest.beyond!)}, at step ${formatInt(largest.step)}).`);
  return fixedWords + beyond;
}
