import type { LadderSource, ReadOptions, SourceFile, WorkerRequest, WorkerResponse } from './protocol.ts';
import type { FormatId } from '../core/formats.ts';
import type { LadderCalls } from '../core/ladder/ladder.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';

type Answer = Exclude<WorkerResponse, { type: 'encoding-loading' }>;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * Requests that replace each other: a new request on a channel cancels the one still running on it
 * (it answers `cancelled`), so a count the user has moved on from stops instead of holding up the
 * new one.
 */
type Channel = 'ladder' | 'field-costs' | 'count' | 'profile';

/** Progress reported while a request runs (the encoding's ranks are being fetched). */
export type ProgressListener = (message: Extract<WorkerResponse, { type: 'encoding-loading' }>) => void;

/** A worker started ahead of the page's main script, and the error it reported meanwhile, if any. */
let early: { worker: Worker; error?: string } | undefined;

function spawnWorker(): Worker {
  return new Worker(new URL('./tokenizer.worker.ts', import.meta.url), { type: 'module', name: 'tokenizer' });
}

/**
 * Starts the tokenizer worker before the page's main script has loaded (`src/worker/boot.ts`, the
 * first script of index.html), so the worker's script, the default encoding's ranks and the WASM
 * load while the page's own JS is fetched and parsed. {@link createWorkerClient} takes it over.
 */
export function startTokenizerWorker(): void {
  if (early) return;
  const started: { worker: Worker; error?: string } = { worker: spawnWorker() };
  started.worker.addEventListener('error', (event) => (started.error ??= event.message || 'unknown error'));
  early = started;
}

/**
 * The page's handle on the tokenizer worker: every request gets an id and a promise of its answer.
 * The main thread never encodes; it only posts texts and settings and receives numbers.
 */
export function createWorkerClient(onProgress: ProgressListener) {
  const started = early;
  early = undefined;
  const worker = started?.worker ?? spawnWorker();
  // An error reported before this client existed fails every request, as a later one would.
  let failed: Error | undefined = started?.error
    ? new Error(`the tokenizer worker failed to start: ${started.error}`)
    : undefined;
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  const latest = new Map<Channel, number>();
  let nextId = 1;

  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const message = event.data;
    if (message.type === 'encoding-loading') return onProgress(message);
    pending.get(message.id)?.resolve(message);
    pending.delete(message.id);
  };
  worker.onerror = (event) => {
    const error = new Error(`the tokenizer worker failed to start: ${event.message || 'unknown error'}`);
    failed ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function send(request: WithoutId<Exclude<WorkerRequest, { type: 'cancel' }>>, channel?: Channel): Promise<Answer> {
    const id = nextId++;
    if (channel) {
      const previous = latest.get(channel);
      if (previous !== undefined && pending.has(previous))
        worker.postMessage({ id: previous, type: 'cancel' } satisfies WorkerRequest);
      latest.set(channel, id);
    }
    return new Promise<Answer>((resolve, reject) => {
      if (failed) return reject(failed);
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  return {
    /** Parses files in the worker; answers `loaded` (datasets, fields) or `error` (problems per file). */
    load: (files: SourceFile[], options: ReadOptions = { path: null, flatten: false }) =>
      send({ type: 'load', files, options }),
    /** Builds and counts the ladder and the added formats; answers `ladder` or `error`. */
    ladder: (
      encoding: EncodingName,
      fields: string[],
      formats: FormatId[],
      source: LadderSource,
      calls?: LadderCalls,
    ) => send({ type: 'ladder', encoding, fields, formats, source, ...(calls ? { calls } : {}) }, 'ladder'),
    /** Parses and profiles a real request body; answers `profile` or `error` (with the place of the problem). */
    profile: (encoding: EncodingName, name: string, text: string) =>
      send({ type: 'profile', encoding, name, text }, 'profile'),
    /** Counts texts the user typed (session texts); answers `counts` or `error`. */
    count: (encoding: EncodingName, texts: string[]) => send({ type: 'count', encoding, texts }, 'count'),
    /** Tokens each kept field costs in one representation at one scale; answers `field-costs` or `error`. */
    fieldCosts: (
      encoding: EncodingName,
      fields: string[],
      source: LadderSource,
      representation: string,
      label: string,
    ) => send({ type: 'field-costs', encoding, fields, source, representation, label }, 'field-costs'),
    /** The tokens of one rung's or format's exact text at one scale (at most the first 20,000); answers `tokens` or `error`. */
    tokens: (encoding: EncodingName, fields: string[], source: LadderSource, representation: string, label: string) =>
      send({ type: 'tokens', encoding, fields, source, representation, label }),
  };
}

/** The client's type, for the store. */
export type WorkerClient = ReturnType<typeof createWorkerClient>;
