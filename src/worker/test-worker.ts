import type { WorkerPort } from './client.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';

/**
 * A stand-in for the tokenizer worker in Node tests: it keeps every message the page posts and
 * answers only when the test says so.
 */
export class TestWorker implements WorkerPort {
  readonly posted: WorkerRequest[] = [];
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;

  postMessage(message: WorkerRequest): void {
    this.posted.push(message);
  }

  /** The requests posted so far, cancels left out. */
  requests(): Exclude<WorkerRequest, { type: 'cancel' }>[] {
    return this.posted.filter((m) => m.type !== 'cancel');
  }

  /** The ids of the requests the page cancelled, in order. */
  cancelled(): number[] {
    return this.posted.filter((m) => m.type === 'cancel').map((m) => m.id);
  }

  /** The last request posted of a type (throws when there is none). */
  last<T extends WorkerRequest['type']>(type: T): Extract<WorkerRequest, { type: T }> {
    const found = this.posted.filter((m): m is Extract<WorkerRequest, { type: T }> => m.type === type).at(-1);
    if (!found) throw new Error(`no ${type} request was posted`);
    return found;
  }

  /** Delivers `message` to the page as the worker would. */
  answer(message: WorkerResponse): void {
    this.onmessage?.({ data: message } as MessageEvent<WorkerResponse>);
  }

  /** Reports a worker error, as a failed start does. */
  fail(message: string): void {
    this.onerror?.({ message } as ErrorEvent);
  }
}

/** Lets pending promise callbacks (answers travelling through the client and route) run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
