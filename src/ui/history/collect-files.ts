/**
 * The files a user picked or dropped, as the history worker takes them: each `File` (a handle,
 * its bytes not read here) with its path inside the pick, sorted by path so a run agrees with the
 * command line's walk. Nothing is read on the page's thread.
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

/** `a folder "logs" of 12 files`, `3 dropped files`: what a run read, in words. */
export function pickedWords(files: readonly HistoryFileRef[], folder: string | null): string {
  const n = `${files.length.toLocaleString('en-US')} file${files.length === 1 ? '' : 's'}`;
  return folder === null ? n : `the folder "${folder}" (${n})`;
}
