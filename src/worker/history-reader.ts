/**
 * The page's history read in the worker one file at a time, each dropped before the next, so memory is
 * bounded by the largest file plus the tables; progress after each file, a cancel seen between files.
 * Every figure comes from `core/history/`.
 */
import { HistoryAccumulator } from '../core/history/accumulator.ts';
import { dayFunction } from '../core/history/days.ts';
import type { HistoryReport } from '../core/history/history-model.ts';
import { pickedFileSkip } from '../core/history/picked-file.ts';
import { decodeBytes } from '../core/input/decode.ts';
import type { EncodingName, TokenCounter } from '../core/tokenizer/tokenizer.ts';
import type { HistoryFileRef, HistoryProgress } from './protocol.ts';

/** What a read needs besides the files. */
export interface HistoryReadDeps {
  /** A loaded counter per encoding (both loaded before the read starts: counting is synchronous). */
  counterFor: (encoding: EncodingName) => TokenCounter;
  /** The IANA zone days are in (`UTC`, `Europe/Paris`). */
  zone: string;
  onProgress: (progress: HistoryProgress) => void;
  /** True once the page asked to stop. */
  cancelled: () => boolean;
  /** Lets queued messages (a cancel) in between files. */
  pause: () => Promise<void>;
  /** The largest file read (default: a JavaScript string's limit). */
  maxBytes?: number;
}

/** A finished read, or where a cancel stopped it. */
export type HistoryRead =
  { kind: 'done'; report: HistoryReport; progress: HistoryProgress } | { kind: 'cancelled'; progress: HistoryProgress };

/** Progress before the first file of `files`: none read, their sizes summed (bytes). */
export function startProgress(files: readonly HistoryFileRef[]): HistoryProgress {
  return { files: 0, totalFiles: files.length, bytes: 0, totalBytes: files.reduce((t, f) => t + f.file.size, 0) };
}

/**
 * Reads `files` in order into one history. A file that is not a log, too large or unreadable is
 * listed as skipped with its reason (the report's `skipped`), and the rest still opens.
 * @throws RangeError for a zone `Intl` does not know.
 */
export async function readHistoryFiles(files: readonly HistoryFileRef[], deps: HistoryReadDeps): Promise<HistoryRead> {
  const history = new HistoryAccumulator({
    counterFor: deps.counterFor,
    dayOf: dayFunction(deps.zone),
    zone: deps.zone,
  });
  const progress = startProgress(files);
  for (const { file, path, inFolder } of files) {
    await deps.pause();
    if (deps.cancelled()) return { kind: 'cancelled', progress: { ...progress } };
    const skip = pickedFileSkip(path, file.size, inFolder, deps.maxBytes);
    if (skip !== null) history.skip(path, skip);
    else {
      let bytes: Uint8Array | null = null;
      try {
        bytes = new Uint8Array(await file.arrayBuffer());
      } catch (error) {
        history.skip(
          path,
          `cannot be read (${error instanceof Error ? error.message : String(error)}): a folder dropped where the browser cannot open one? Use "Choose a folder…"`,
        );
      }
      if (bytes !== null) history.add(path, decodeBytes(bytes).text);
    }
    progress.files++;
    progress.bytes += file.size;
    deps.onProgress({ ...progress });
  }
  return { kind: 'done', report: history.report(), progress: { ...progress } };
}
