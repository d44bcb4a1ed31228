import { describe, expect, test } from 'vitest';
import type { DroppedEntry, DroppedItem } from './collect-files.ts';
import { fromDrop, pickedWords } from './collect-files.ts';

/** A dropped file's entry, as Chromium gives it. */
const fileEntry = (name: string, text = name): DroppedEntry => ({
  isFile: true,
  isDirectory: false,
  name,
  file: (ok) => ok(new File([text], name)),
});

/** A dropped folder's entry; its reader gives `batch` entries per call, then an empty batch (Chromium: 100). */
function folderEntry(name: string, children: DroppedEntry[], batch = 2): DroppedEntry & { reads: number } {
  const entry = {
    isFile: false as const,
    isDirectory: true as const,
    name,
    reads: 0,
    createReader: () => {
      let at = 0;
      return {
        readEntries: (ok: (e: DroppedEntry[]) => void) => {
          entry.reads++;
          ok(children.slice(at, (at += batch)));
        },
      };
    },
  };
  return entry;
}

const item = (entry: DroppedEntry): DroppedItem => ({
  kind: 'file',
  webkitGetAsEntry: () => entry,
  getAsFile: () => null,
});

const paths = (refs: { path: string; inFolder: boolean }[]) => refs.map((r) => [r.path, r.inFolder]);

describe('a drop walked into files', () => {
  test('a dropped folder is walked recursively, subagents/ included, every batch of its reader read, paths sorted', async () => {
    const shop = folderEntry('shop', [
      fileEntry('s2.jsonl'),
      fileEntry('s1.jsonl'),
      folderEntry('s1', [folderEntry('subagents', [fileEntry('agent-a1.jsonl')])]),
      fileEntry('README.txt'),
      fileEntry('s3.jsonl'),
    ]);
    const logs = folderEntry('logs', [shop, folderEntry('empty', [])]);
    const dropped = await fromDrop([item(logs)], []);
    expect(dropped.entries).toBe(true);
    expect(dropped.folder).toBe('logs');
    expect(paths(dropped.files)).toEqual([
      ['logs/shop/README.txt', true],
      ['logs/shop/s1.jsonl', true],
      ['logs/shop/s1/subagents/agent-a1.jsonl', true],
      ['logs/shop/s2.jsonl', true],
      ['logs/shop/s3.jsonl', true],
    ]);
    // Five entries in batches of two: three full or partial batches, then the empty one.
    expect(shop.reads).toBe(4);
    expect(await dropped.files[1]!.file.text()).toBe('s1.jsonl');
    expect(pickedWords(dropped.files, dropped.folder)).toBe('the folder "logs" (5 files)');
  });

  test('files dropped on their own are read whatever their name; a folder beside them names no folder', async () => {
    const dropped = await fromDrop(
      [item(fileEntry('b.txt')), item(folderEntry('logs', [fileEntry('a.jsonl')])), item(fileEntry('a.jsonl'))],
      [],
    );
    expect(dropped.folder).toBeNull();
    expect(paths(dropped.files)).toEqual([
      ['a.jsonl', false],
      ['b.txt', false],
      ['logs/a.jsonl', true],
    ]);
    expect(pickedWords(dropped.files, dropped.folder)).toBe('3 files');
  });

  test('without webkitGetAsEntry the dropped files as they are, and the page told folders cannot be walked', async () => {
    const files = [new File(['x'], 'z.jsonl'), new File(['y'], 'a.jsonl')];
    const dropped = await fromDrop(
      files.map((f) => ({ kind: 'file', getAsFile: () => f })),
      files,
    );
    expect(dropped).toMatchObject({ folder: null, entries: false });
    expect(paths(dropped.files)).toEqual([
      ['a.jsonl', false],
      ['z.jsonl', false],
    ]);
  });

  test('a folder the browser refuses to list rejects with its reason; a dragged text is no file', async () => {
    const locked: DroppedEntry = {
      isFile: false,
      isDirectory: true,
      name: 'locked',
      createReader: () => ({ readEntries: (_ok, fail) => fail(new DOMException('not readable', 'NotReadableError')) }),
    };
    await expect(fromDrop([item(locked)], [])).rejects.toThrow('not readable');
    const text = { kind: 'string', webkitGetAsEntry: () => null, getAsFile: () => null };
    expect(await fromDrop([text], [])).toEqual({ files: [], folder: null, entries: false });
  });
});
