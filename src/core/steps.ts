/**
 * Long computations written as generators that `yield` between steps, so one body serves both the
 * command line (run to the end at once, {@link runSteps}) and the worker (which pauses between
 * steps to read new messages and stops a computation a newer request has replaced).
 */

/** A computation that may pause wherever it yields; it returns a `T` at the end. */
export type Steps<T> = Generator<void, T, void>;

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
 * Runs `steps`, giving the event loop a turn (`pause`) whenever `sliceMs` milliseconds have passed
 * since the last one, and stopping with {@link Cancelled} if `isCancelled()` is true after a pause.
 * So a running count blocks its thread for about `sliceMs` at a time, never longer than its
 * longest single step.
 */
export async function driveSteps<T>(
  steps: Steps<T>,
  isCancelled: () => boolean,
  pause: () => Promise<void>,
  sliceMs = 12,
): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
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
