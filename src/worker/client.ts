import type { EarlySlot } from './early-worker.ts';
import type { CountProgress, WorkerRequest, WorkerResponse } from './protocol.ts';

/** Every answer a request can end with (progress messages are not answers). */
export type WorkerAnswer = Exclude<WorkerResponse, { type: 'encoding-loading' | 'progress' }>;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A request as the page writes it: the client gives it its id. */
export type WorkerRequestBody = WithoutId<Exclude<WorkerRequest, { type: 'cancel' }>>;

/** Progress reported while a request runs (the encoding's ranks are being fetched). */
export type ProgressListener = (message: Extract<WorkerResponse, { type: 'encoding-loading' }>) => void;

/** The parts of a `Worker` the client uses; tests hand it a fake. */
export interface WorkerPort {
  postMessage(message: WorkerRequest): void;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** The performance mark set when the worker first answers a request (`npm run bench:browser` reads it). */
export const WORKER_ANSWERED_MARK = 'cce:worker-answered';

// As early-worker.ts makes it: importing that module here would put it in a chunk shared with boot.ts,
// which would then wait on that second file before starting the worker.
function spawnWorker(): Worker {
  return new Worker(new URL('./tokenizer.worker.ts', import.meta.url), { type: 'module', name: 'tokenizer' });
}

/**
 * The page's handle on the tokenizer worker (the one `early-worker.ts` started, else a new one).
 * The main thread never encodes; it only posts texts and settings and receives numbers.
 */
export function createWorkerClient(onProgress: ProgressListener) {
  const slot = globalThis as EarlySlot;
  const started = slot.cceEarlyWorker;
  slot.cceEarlyWorker = undefined;
  slot.cceClientMade = true;
  return connectWorkerClient(started?.worker ?? spawnWorker(), onProgress, started?.error);
}

/**
 * Every request to `worker` gets an id and a promise of its answer; a new request on a channel cancels
 * the one still running there, so a count the user moved on from stops. A worker error, or `startError`
 * (reported before the client existed), rejects every pending and later request.
 */
export function connectWorkerClient(worker: WorkerPort, onProgress: ProgressListener, startError?: string) {
  let failed: Error | undefined = startError
    ? new Error(`the tokenizer worker failed to start: ${startError}`)
    : undefined;
  const pending = new Map<
    number,
    {
      resolve: (answer: WorkerAnswer) => void;
      reject: (error: Error) => void;
      onCounted?: ((progress: CountProgress) => void) | undefined;
    }
  >();
  const latest = new Map<string, number>();
  let nextId = 1;
  let answered = false;

  worker.onmessage = (event) => {
    const message = event.data;
    if (message.type === 'encoding-loading') return onProgress(message);
    if (message.type === 'progress') {
      const { done, total, unit } = message;
      return pending.get(message.id)?.onCounted?.({ done, total, unit });
    }
    if (!answered) performance.mark(WORKER_ANSWERED_MARK);
    answered = true;
    pending.get(message.id)?.resolve(message);
    pending.delete(message.id);
  };
  worker.onerror = (event) => {
    const error = new Error(`the tokenizer worker failed to start: ${event.message || 'unknown error'}`);
    failed ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function cancel(channel: string): void {
    const previous = latest.get(channel);
    latest.delete(channel);
    const replaced = previous === undefined ? undefined : pending.get(previous);
    if (!replaced) return;
    // Progress the worker sent before it read the cancel is not passed on.
    replaced.onCounted = undefined;
    worker.postMessage({ id: previous!, type: 'cancel' });
  }

  return {
    /**
     * Posts `body` with a fresh id; resolves with the worker's answer (`error` and `cancelled`
     * included), rejects when the worker failed. With a `channel`, first cancels the request it replaces.
     * `onCounted` receives how far the request is while it runs long, until it is answered or cancelled.
     */
    request(
      body: WorkerRequestBody,
      channel?: string,
      onCounted?: (progress: CountProgress) => void,
    ): Promise<WorkerAnswer> {
      const id = nextId++;
      if (channel !== undefined) {
        cancel(channel);
        latest.set(channel, id);
      }
      return new Promise<WorkerAnswer>((resolve, reject) => {
        if (failed) return reject(failed);
        pending.set(id, { resolve, reject, onCounted });
        worker.postMessage({ ...body, id } as WorkerRequest);
      });
    },
    /** Stops the request still running on `channel`, if any (it answers `cancelled`). */
    cancel,
  };
}

/** The client's type, for the request route. */
export type WorkerClient = ReturnType<typeof connectWorkerClient>;

/** The history worker (`history.worker.ts`), started when the History view first reads a folder. */
export function spawnHistoryWorker(): Worker {
  return new Worker(new URL('./history.worker.ts', import.meta.url), { type: 'module', name: 'history' });
}
