/**
 * The files a user picked or dropped, as the history worker takes them: unread `File` handles with
 * their paths, sorted so a run agrees with the command line's walk. DOM glue only: which files are
 * logs is decided in the worker (`core/history/picked-file.ts`).
 */
import type { HistoryFileRef } from '../../worker/protocol.ts';

const byPath = (a: HistoryFileRef, b: HistoryFileRef) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** The files of an `<input type=file>` (a folder's with `webkitdirectory`: their relative paths). */
export function fromFileList(list: FileList | readonly File[]): HistoryFileRef[] {
  return Array.from(list, (file) => {
    const relative = file.webkitRelativePath;
    return { file, path: relative || file.name, inFolder: Boolean(relative) };
  }).sort(byPath);
}

/** The folder-handle shape `showDirectoryPicker` gives (the File System Access API, Chromium). */
export interface DirectoryHandle {
  kind: 'directory';
  name: string;
  values(): AsyncIterable<DirectoryHandle | { kind: 'file'; name: string; getFile(): Promise<File> }>;
}

/** Every file under a picked folder, walked recursively (a `File` each, still unread). */
export async function fromDirectory(root: DirectoryHandle): Promise<HistoryFileRef[]> {
  const files: HistoryFileRef[] = [];
  const walk = async (dir: DirectoryHandle, prefix: string) => {
    for await (const entry of dir.values()) {
      const path = `${prefix}/${entry.name}`;
      if (entry.kind === 'directory') await walk(entry, path);
      else files.push({ file: await entry.getFile(), path, inFolder: true });
    }
  };
  await walk(root, root.name);
  return files.sort(byPath);
}

/**
 * The entry shapes `DataTransferItem.webkitGetAsEntry()` gives (the File and Directory Entries
 * API: Chromium, Firefox, Safari): a file, or a folder whose reader lists its entries.
 */
export type DroppedEntry =
  | { isFile: true; isDirectory: false; name: string; file(ok: (file: File) => void, fail: (e: unknown) => void): void }
  | {
      isFile: false;
      isDirectory: true;
      name: string;
      createReader(): {
        readEntries(ok: (entries: DroppedEntry[]) => void, fail: (e: unknown) => void): void;
      };
    };

/** One dropped item as a drop event lists it (`DataTransferItem`, or a test's stand-in); its entry is a {@link DroppedEntry}. */
export interface DroppedItem {
  kind: string;
  // Typed loosely: the DOM's `FileSystemEntry` is the base type, its file or folder kind told by `isFile`.
  webkitGetAsEntry?: () => { isFile: boolean; isDirectory: boolean; name: string } | null;
  getAsFile(): File | null;
}

/** What a drop brought: its files, the folder's name when one folder alone was dropped, and whether folders could be opened. */
export interface Dropped {
  files: HistoryFileRef[];
  /** The one folder dropped (with no loose file beside it), else null. */
  folder: string | null;
  /** False where the browser offers no `webkitGetAsEntry`: a dropped folder cannot be walked there. */
  entries: boolean;
}

/** Every entry of a folder: its reader gives them in batches (Chromium: 100) until an empty one. */
async function entriesOf(dir: Extract<DroppedEntry, { isDirectory: true }>): Promise<DroppedEntry[]> {
  const reader = dir.createReader();
  const all: DroppedEntry[] = [];
  for (;;) {
    const batch = await new Promise<DroppedEntry[]>((ok, fail) => reader.readEntries(ok, fail));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walkEntry(entry: DroppedEntry, path: string, inFolder: boolean, into: HistoryFileRef[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((ok, fail) => entry.file(ok, fail));
    into.push({ file, path, inFolder });
    return;
  }
  for (const child of await entriesOf(entry)) await walkEntry(child, `${path}/${child.name}`, true, into);
}

/**
 * The files of a drop, folders walked recursively; the entries are taken at once, as a drop's items
 * are readable only during its event. Without `webkitGetAsEntry`, the `files` as they are.
 * @throws (the promise rejects) when the browser refuses to list a folder or open a file.
 */
export function fromDrop(items: ArrayLike<DroppedItem>, files: FileList | readonly File[]): Promise<Dropped> {
  const list = Array.from(items).filter((item) => item.kind === 'file');
  if (list.length === 0 || list.some((item) => typeof item.webkitGetAsEntry !== 'function'))
    return Promise.resolve({ files: fromFileList(files), folder: null, entries: false });
  const entries = list.map((item) => item.webkitGetAsEntry!() as DroppedEntry | null).filter((e) => e !== null);
  return (async () => {
    const found: HistoryFileRef[] = [];
    for (const entry of entries) await walkEntry(entry, entry.name, false, found);
    const folder = entries.length === 1 && entries[0]!.isDirectory ? entries[0]!.name : null;
    return { files: found.sort(byPath), folder, entries: true };
  })();
}

/** True where dropped folders can be walked (the browser has `DataTransferItem.webkitGetAsEntry`). */
export function canDropFolders(): boolean {
  return typeof DataTransferItem !== 'undefined' && typeof DataTransferItem.prototype.webkitGetAsEntry === 'function';
}

/** `a folder "logs" of 12 files`, `3 dropped files`: what a run read, in words. */
export function pickedWords(files: readonly HistoryFileRef[], folder: string | null): string {
  const n = `${files.length.toLocaleString('en-US')} file${files.length === 1 ? '' : 's'}`;
  return folder === null ? n : `the folder "${folder}" (${n})`;
}
