import { RUNGS } from '../core/ladder/rungs.ts';
import type { StepMeter } from '../core/steps.ts';
import type { CountProgress } from './protocol.ts';

/** A request runs this long (milliseconds) before its first progress message. */
export const PROGRESS_AFTER_MS = 300;
/** Progress messages of one request are at least this far apart (milliseconds). */
export const PROGRESS_EVERY_MS = 100;

/** How far a count of `texts` is by its `meter`, in UTF-16 code units of the texts. */
export function countProgress(texts: readonly string[], meter: StepMeter): CountProgress {
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  return { done: Math.min(total, meter.chars + meter.at), total, unit: 'characters' };
}

/**
 * How far a ladder of `scales` data sets with `formats` added formats is by its `meter`, in texts:
 * one per scale and rung or format (core/ladder/ladder.ts `ladderSteps`), the one being counted
 * taken in part by its position.
 */
export function ladderProgress(scales: number, formats: number, meter: StepMeter): CountProgress {
  const total = scales * (RUNGS.length + formats);
  const within = meter.of > 0 ? meter.at / meter.of : 0;
  return { done: Math.min(total, meter.texts + within), total, unit: 'texts' };
}

/** How far a session request is: the log's characters read, then its texts counted (of `items`). */
export interface SessionTracker {
  read: { read: number };
  counted: { done: number };
  items: number;
}

/** A tracker at zero. */
export function createSessionTracker(): SessionTracker {
  return { read: { read: 0 }, counted: { done: 0 }, items: 0 };
}

/**
 * How far reading and profiling a log of `length` characters is, in characters of the log:
 * reading it is the first half, counting its texts the second (each about as long on a large log).
 */
export function sessionProgress(length: number, tracker: SessionTracker): CountProgress {
  const read = Math.min(1, tracker.read.read / Math.max(1, length));
  const counted = tracker.items > 0 ? tracker.counted.done / tracker.items : 0;
  return { done: Math.round((length * (read + counted)) / 2), total: length, unit: 'characters' };
}

/**
 * A reporter for one request started at `now()`: `tick()` (called at each pause) posts what
 * `measure` says once the request has run {@link PROGRESS_AFTER_MS}, then at most every
 * {@link PROGRESS_EVERY_MS}; `measure` is set by the kind of request (none: no progress).
 */
export function progressReporter(now: () => number, post: (progress: CountProgress) => void) {
  const started = now();
  let last = -Infinity;
  let measure: (() => CountProgress) | undefined;
  return {
    measure(how: () => CountProgress): void {
      measure = how;
    },
    tick(): void {
      const at = now();
      if (!measure || at - started < PROGRESS_AFTER_MS || at - last < PROGRESS_EVERY_MS) return;
      last = at;
      post(measure());
    },
  };
}
