/**
 * Files of a history counted by a pool of worker threads while this thread merges their facts in the
 * files' order, so the tables equal one thread's; at most {@link IN_FLIGHT_PER_WORKER} files per worker
 * are out at once, bounding memory.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { WhatIfParams } from '../../core/bill/what-ifs.ts';
import type { FileFacts } from '../../core/history/file-facts.ts';
import { IN_BUNDLE, bundledEntryUrl } from '../package-files.ts';
import type { WalkedFile } from './walk.ts';

/** The built `cce`'s entry of `count.worker.ts` (vite.cli.config.ts). */
export const HISTORY_WORKER = 'history-worker.js';

/** Files sent to a worker before its first answer is back (one counted while the next is read). */
export const IN_FLIGHT_PER_WORKER = 2;

/** A file for a worker. */
export interface PoolTask {
  id: number;
  path: string;
}

/** A worker's answer: the file's facts, the read error's code, or an error of the counting itself. */
export type PoolReply =
  { id: number; facts: FileFacts } | { id: number; unreadable: string } | { id: number; crashed: string };

/** One file's outcome, in the walk's order. */
export type PooledFile =
  { file: WalkedFile; kind: 'skip'; reason: string } | { file: WalkedFile; kind: 'facts'; facts: FileFacts };

/**
 * What every worker counts with (plain data, sent as `workerData`): whether results are
 * re-represented, the dates asked for with their zone (results read only outside them are
 * not re-represented; null zone: UTC), and the what-ifs' parameters (absent: the defaults).
 */
export interface PoolSettings {
  rerepresent: boolean;
  zone: string | null;
  since?: string;
  until?: string;
  whatIfParams?: WhatIfParams;
}

/** Workers for this machine: one per core the process may use. */
export function defaultJobs(): number {
  return availableParallelism();
}

/**
 * A worker running `count.worker.ts`: in the built `cce` its built copy; from the sources, after
 * registering tsx (a worker does not inherit the parent's loader hooks), resolved from here.
 */
function startWorker(settings: PoolSettings): Worker {
  if (IN_BUNDLE) return new Worker(bundledEntryUrl(HISTORY_WORKER), { workerData: settings satisfies PoolSettings });
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./count.worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, workerData: settings satisfies PoolSettings });
}

/**
 * Counts `files` with `jobs` workers, calling `onFile` with each outcome in the walk's order (a `skip`
 * file passed on unread, an unreadable one with its reason); resolves when all are handed on.
 * @throws Error when a worker fails (its stack in the message); the other workers are ended.
 */
export async function countFilesPooled(
  files: Iterable<WalkedFile>,
  jobs: number,
  settings: PoolSettings,
  onFile: (outcome: PooledFile) => void,
): Promise<void> {
  const workers = Array.from({ length: Math.max(1, jobs) }, () => startWorker(settings));
  const pending = new Map<number, PooledFile | null>(); // id → outcome once back (null: still out)
  const walked = new Map<number, WalkedFile>();
  const iterator = files[Symbol.iterator]();
  let nextId = 0;
  let nextOut = 0; // the next id to hand on
  let done = false;
  try {
    await new Promise<void>((resolve, reject) => {
      const out = new Map<Worker, number>(workers.map((w) => [w, 0]));
      const handOn = () => {
        for (let o = pending.get(nextOut); o; o = pending.get(nextOut)) {
          pending.delete(nextOut);
          walked.delete(nextOut);
          nextOut++;
          onFile(o);
        }
        if (done && pending.size === 0) resolve();
      };
      const feed = (worker: Worker) => {
        while (!done && out.get(worker)! < IN_FLIGHT_PER_WORKER) {
          const step = iterator.next();
          if (step.done) {
            done = true;
            break;
          }
          const id = nextId++;
          const file = step.value;
          if (file.skip !== undefined) {
            pending.set(id, { file, kind: 'skip', reason: file.skip });
            continue;
          }
          pending.set(id, null);
          walked.set(id, file);
          out.set(worker, out.get(worker)! + 1);
          worker.postMessage({ id, path: file.path } satisfies PoolTask);
        }
        handOn();
      };
      // An error of onFile or of the walk rejects the whole read (it would otherwise be uncaught).
      const guarded = (f: () => void) => {
        try {
          f();
        } catch (error) {
          reject(error as Error);
        }
      };
      for (const worker of workers) {
        worker.on('error', reject);
        worker.on('message', (reply: PoolReply) => {
          out.set(worker, out.get(worker)! - 1);
          const file = walked.get(reply.id)!;
          if ('crashed' in reply) return reject(new Error(`history worker failed on ${file.path}: ${reply.crashed}`));
          pending.set(
            reply.id,
            'facts' in reply
              ? { file, kind: 'facts', facts: reply.facts }
              : { file, kind: 'skip', reason: `cannot be read (${reply.unreadable})` },
          );
          guarded(() => feed(worker));
        });
      }
      for (const worker of workers) guarded(() => feed(worker));
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
