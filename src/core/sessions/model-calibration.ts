/**
 * Which loaded log calibrates the chosen model: the first of its family with at least
 * {@link MIN_CALIBRATION_N} samples. Fewer are said, not used: a median of two or three requests is one
 * unusual result away from another.
 */
import type { EstimateContext } from '../models/calibration-words.ts';
import { formatCount, formatInt } from '../format/numbers.ts';
import { matchModel } from '../models/model-match.ts';
import { unknownModel } from '../models/unknown-model.ts';
import type { Calibration } from './calibration.ts';

/** Requests (samples) a ratio needs before it calibrates a count; below it the words say so. */
export const MIN_CALIBRATION_N = 5;

/** A log on the page: its name, the model it records, and its calibration. */
export interface LoadedCalibration {
  log: string;
  model: string | undefined;
  calibration: Calibration;
}

/** The calibration the chosen model's counts use, the log it comes from, or why there is none. */
export interface ModelCalibration {
  /** Null: no log of this model, or too few samples ({@link note} says which). */
  calibration: Calibration | null;
  /** The log's name, or null. */
  log: string | null;
  /** Why a log of this model does not calibrate (`only 3 requests…`), or null. */
  note: string | null;
}

/**
 * The calibration of `chosen` from `logs` (page order): the first log of the same family with n ≥
 * {@link MIN_CALIBRATION_N}, else the note. With `encoding`, a log counted in another encoding is passed
 * over: its ratio is to that encoding's tokens (until the page's new read arrives).
 */
export function calibrationForModel(
  logs: readonly LoadedCalibration[],
  chosen: string | undefined,
  encoding?: string,
): ModelCalibration {
  const family = matchModel(chosen)?.family;
  const none: ModelCalibration = { calibration: null, log: null, note: null };
  if (family === undefined) return none;
  let note: string | null = null;
  for (const { log, model, calibration } of logs) {
    if (matchModel(model)?.family !== family) continue;
    if (encoding !== undefined && calibration.encoding !== encoding) continue;
    const n = calibration.overall?.n ?? 0;
    if (n >= MIN_CALIBRATION_N) return { calibration, log, note: null };
    note ??=
      calibration.problem ??
      `${log} gives only ${formatCount(n, 'request')} to calibrate with (${formatInt(MIN_CALIBRATION_N)} needed)`;
  }
  return { ...none, note };
}

/**
 * What every count of the chosen model's tokens is worded with (`countEstimate`): the model as
 * the catalogue matches it and {@link calibrationForModel}'s answer for counts in `encoding`.
 */
export function modelEstimate(
  logs: readonly LoadedCalibration[],
  chosen: string | undefined,
  encoding: string,
): EstimateContext {
  const match = matchModel(chosen);
  const unknown = chosen !== undefined && unknownModel(chosen) ? { unknown: chosen } : {};
  return { match, ...calibrationForModel(logs, chosen, encoding), ...unknown };
}
