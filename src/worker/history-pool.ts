/**
 * The page's history read by a pool of counting workers (1 GB in ≤ 30 s needs both cores), merged here in
 * the files' order so the tables equal a single reader's; at most {@link IN_FLIGHT_PER_WORKER} files per
 * worker are out at once, bounding memory. No file is handed on after a cancel.
 */
import { HistoryAccumulator } from '../core/history/accumulator.ts';
import { dayFunction } from '../core/history/days.ts';
import { pickedFileSkip } from '../core/history/picked-file.ts';
import type { FileFacts } from '../core/history/file-facts.ts';
import type { HistoryRead, HistoryReadDeps } from './history-reader.ts';
import { startProgress } from './history-reader.ts';
import type { HistoryCountReply, HistoryCountTask, HistoryFileRef } from './protocol.ts';

/** Files sent to a counting worker before its first answer is back (one counted while the next is read). */
export const IN_FLIGHT_PER_WORKER = 2;

/**
 * The largest file whose bytes this worker reads ahead and transfers to a counting worker; a larger one
 * the counting worker reads itself when its turn comes, so read-ahead holds at most
 * {@link IN_FLIGHT_PER_WORKER} files of this size per counting worker.
 */
export const READ_AHEAD_MAX_BYTES = 32 * 1024 * 1024;

/** The parts of a counting `Worker` the pool uses; tests hand it fakes. */
export interface CountPort {
  postMessage(message: HistoryCountTask, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<HistoryCountReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** One file's outcome: its facts, or why it was not read. */
type Outcome = { facts: FileFacts } | { skip: string };

// Task ids are unique across runs, so a cancelled run's late answers are told apart and dropped.
let nextTaskId = 0;

/**
 * Reads `files` in order into one history with the counting workers `ports` (one run at a time each); a
 * file that is no log, too large or unreadable is skipped with its reason.
 * @throws RangeError for a zone `Intl` does not know; Error when a counting worker fails.
 */
export function readHistoryPooled(
  files: readonly HistoryFileRef[],
  ports: readonly CountPort[],
  deps: Omit<HistoryReadDeps, 'counterFor' | 'pause'>,
): Promise<HistoryRead> {
  const history = new HistoryAccumulator({
    // Counting happens in the counting workers; this one only merges their facts (addFacts).
    counterFor: () => {
      throw new Error('the history worker merges; its counting workers count');
    },
    dayOf: dayFunction(deps.zone),
    zone: deps.zone,
  });
  const progress = startProgress(files);
  const outcomes = new Map<number, Outcome | null>(); // file index → outcome once back (null: still out)
  const byTask = new Map<number, { index: number; port: CountPort }>();
  const out = new Map<CountPort, number>(ports.map((p) => [p, 0]));
  let next = 0; // the next file to send
  let merged = 0; // the next file to merge
  return new Promise<HistoryRead>((resolve, reject) => {
    let settled = false;
    const finish = (read: HistoryRead | Error) => {
      if (settled) return;
      settled = true;
      for (const port of ports) [port.onmessage, port.onerror] = [null, null];
      if (read instanceof Error) reject(read);
      else resolve(read);
    };
    const mergeReady = () => {
      for (let o = outcomes.get(merged); o; o = outcomes.get(merged)) {
        outcomes.delete(merged);
        const { path, file } = files[merged]!;
        if ('skip' in o) history.skip(path, o.skip);
        else history.addFacts(path, o.facts);
        merged++;
        progress.files++;
        progress.bytes += file.size;
        deps.onProgress({ ...progress });
      }
      if (merged === files.length) finish({ kind: 'done', report: history.report(), progress: { ...progress } });
    };
    const feed = (port: CountPort) => {
      while (next < files.length && out.get(port)! < IN_FLIGHT_PER_WORKER) {
        const index = next++;
        const { file, path, inFolder } = files[index]!;
        const skip = pickedFileSkip(path, file.size, inFolder, deps.maxBytes);
        if (skip !== null) {
          outcomes.set(index, { skip });
          continue;
        }
        outcomes.set(index, null);
        const id = nextTaskId++;
        byTask.set(id, { index, port });
        out.set(port, out.get(port)! + 1);
        // Read here, in a thread mostly idle, and transferred: read in the counting worker, even ahead, the
        // read seemed to advance only between counts, and the worker waited for bytes 7-12 % of its time.
        if (file.size > READ_AHEAD_MAX_BYTES) port.postMessage({ id, file, path });
        else
          file.arrayBuffer().then(
            (bytes) => {
              if (!settled) port.postMessage({ id, file, path, bytes }, [bytes]);
            },
            () => {
              if (!settled) port.postMessage({ id, file, path }); // the counting worker reads it and says why not
            },
          );
      }
    };
    const step = () => {
      try {
        if (deps.cancelled()) return finish({ kind: 'cancelled', progress: { ...progress } });
        for (const port of ports) feed(port);
        mergeReady();
      } catch (error) {
        finish(error as Error);
      }
    };
    for (const port of ports) {
      port.onmessage = ({ data: reply }) => {
        const task = byTask.get(reply.id);
        if (!task) return; // an earlier run's
        byTask.delete(reply.id);
        out.set(task.port, out.get(task.port)! - 1);
        const { path } = files[task.index]!;
        if ('crashed' in reply) return finish(new Error(`counting ${path} failed: ${reply.crashed}`));
        outcomes.set(
          task.index,
          'facts' in reply
            ? { facts: reply.facts }
            : {
                skip: `cannot be read (${reply.unreadable}): a folder dropped where the browser cannot open one? Use "Choose a folder…"`,
              },
        );
        step();
      };
      port.onerror = (event) => finish(new Error(`a counting worker failed: ${event.message || 'unknown error'}`));
    }
    deps.onProgress({ ...progress }); // the sizes, which the page does not read
    step();
  });
}
