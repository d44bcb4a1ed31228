/**
 * Long computations written as generators that `yield` between steps, so one body serves both the
 * command line (run to the end at once, {@link runSteps}) and the worker (which pauses between
 * steps to read new messages and stops a computation a newer request has replaced).
 */

/** A computation that may pause wherever it yields; it returns a `T` at the end. */
export type Steps<T> = Generator<void, T, void>;

/**
 * How far a driven computation has counted: finished texts (and their UTF-16 length), and the
 * position `at` of `of` in the current text (both 0 between texts). Filled while
 * {@link driveSteps} runs; read by the worker between steps.
 */
export interface StepMeter {
  texts: number;
  chars: number;
  at: number;
  of: number;
}

/** A meter at zero. */
export function createMeter(): StepMeter {
  return { texts: 0, chars: 0, at: 0, of: 0 };
}

// The meter of the computation running its step right now. Set only by driveSteps around one step,
// so runSteps (the CLI, and counts inside a step that nobody drives) reports nowhere; several
// requests interleave only at pauses, between steps.
let active: StepMeter | undefined;

/** Reports that the text being counted is at UTF-16 index `at` of `of` (called where a count yields). */
export function meterAt(at: number, of: number): void {
  if (active) {
    active.at = at;
    active.of = of;
  }
}

/** Reports that the count of one text of `length` UTF-16 code units finished. */
export function meterTextDone(length: number): void {
  if (active) {
    active.texts++;
    active.chars += length;
    active.at = 0;
    active.of = 0;
  }
}

/** Runs `steps` to the end without pausing and returns the result. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Thrown by {@link driveSteps} when `isCancelled` says the computation is no longer wanted. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled: a newer request replaced this one');
    this.name = 'Cancelled';
  }
}

/**
 * Runs `steps`, yielding to the event loop every `sliceMs` ms and throwing {@link Cancelled} if
 * `isCancelled()` after a pause, so a count blocks its thread for about `sliceMs` at a time (never
 * longer than its longest step). `meter` receives the counts.
 */
export async function driveSteps<T>(
  steps: Steps<T>,
  isCancelled: () => boolean,
  pause: () => Promise<void>,
  sliceMs = 12,
  meter?: StepMeter,
): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    active = meter;
    let next: IteratorResult<void, T>;
    try {
      next = steps.next();
    } finally {
      active = undefined;
    }
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await pause();
      if (isCancelled()) {
        steps.return(undefined as never);
        throw new Cancelled();
      }
      sliceStart = performance.now();
    }
  }
}
