import type { WorkerAnswer, WorkerClient, WorkerRequestBody } from '../worker/client.ts';
import type { CountProgress, InputProblem } from '../worker/protocol.ts';

/** The kinds of request the page sends: `load`, `ladder`, `count`, `profile`, `field-costs`, `tokens`. */
export type RequestKind = WorkerRequestBody['type'];

// The answer that completes each kind of request.
const ANSWER_TYPE = {
  load: 'loaded',
  ladder: 'ladder',
  count: 'counts',
  profile: 'profile',
  'field-costs': 'field-costs',
  tokens: 'tokens',
  session: 'session',
  'session-replay': 'session-replay',
  models: 'models',
  'mcp-capture': 'mcp-capture',
} as const satisfies Record<RequestKind, WorkerAnswer['type']>;

/** The answer that completes a request of kind `K`. */
export type AnswerTo<K extends RequestKind> = Extract<WorkerAnswer, { type: (typeof ANSWER_TYPE)[K] }>;

/** How the latest request under a key ended: its answer, or why it failed (the worker's message and problems). */
export type Outcome<K extends RequestKind> =
  { ok: true; answer: AnswerTo<K> } | { ok: false; message: string; problems: InputProblem[] };

/**
 * The one way the page asks the worker for something, keyed by kind and slot (`ladder/page`): a new
 * request under a key cancels the one before it and drops its answer; other keys are left alone.
 */
export interface RequestRoute {
  /**
   * Sends `body` into `slot`; `apply` receives its outcome only if no newer request under the same
   * key (nor {@link RequestRoute.cancel}) came first. Resolves once the outcome is applied or dropped.
   * `onCounted` receives how far it is (long ladders and counts), under the same condition.
   */
  send<B extends WorkerRequestBody>(
    slot: string,
    body: B,
    apply: (outcome: Outcome<B['type']>) => void,
    onCounted?: (progress: CountProgress) => void,
  ): Promise<void>;
  /** Drops the request under this key, if any, and tells the worker to stop it. */
  cancel(kind: RequestKind, slot: string): void;
}

/** A request's key: its kind and the slot it fills. */
export function requestKey(kind: RequestKind, slot: string): string {
  return `${kind}/${slot}`;
}

/** The keyed route over `client` (the page has one; tests give it a fake client). */
export function createRequestRoute(client: Pick<WorkerClient, 'request' | 'cancel'>): RequestRoute {
  // The token of the latest request under each key: an answer carrying another token is stale.
  const latest = new Map<string, object>();

  async function send<B extends WorkerRequestBody>(
    slot: string,
    body: B,
    apply: (outcome: Outcome<B['type']>) => void,
    onCounted?: (progress: CountProgress) => void,
  ): Promise<void> {
    const key = requestKey(body.type, slot);
    const mine = {};
    latest.set(key, mine);
    let outcome: Outcome<B['type']> | undefined;
    try {
      const counted = onCounted && ((progress: CountProgress) => latest.get(key) === mine && onCounted(progress));
      const answer = await client.request(body, key, counted);
      if (answer.type === ANSWER_TYPE[body.type]) outcome = { ok: true, answer: answer as AnswerTo<B['type']> };
      else if (answer.type === 'error') outcome = { ok: false, message: answer.message, problems: answer.problems };
    } catch (error) {
      outcome = { ok: false, message: error instanceof Error ? error.message : String(error), problems: [] };
    }
    if (latest.get(key) !== mine) return;
    latest.delete(key);
    // A `cancelled` answer to the latest request cannot come (only replaced ones are cancelled): nothing to apply.
    if (outcome) apply(outcome);
  }

  return {
    send,
    cancel(kind, slot) {
      const key = requestKey(kind, slot);
      latest.delete(key);
      client.cancel(key);
    },
  };
}
