import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import type { HistoryFileRef } from '../../worker/protocol.ts';
import type { DirectoryHandle } from './collect-files.ts';
import { canDropFolders, fromDirectory, fromDrop, fromFileList, pickedWords } from './collect-files.ts';

interface Props {
  /** Called with what was picked and its words; an empty pick is told here, not sent. */
  onPick: (files: HistoryFileRef[], picked: string) => void;
  busy: boolean;
}

type WithPicker = Window & { showDirectoryPicker?: () => Promise<DirectoryHandle> };

const FOLDER_BUTTON = 'Choose a folder…';

/**
 * Where a history comes from: a folder picker (File System Access, else a directory input), files
 * picked, or files and folders dropped. Only `File` handles are collected; the worker reads them.
 */
export function HistoryPick({ onPick, busy }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const folderInput = useRef<HTMLInputElement>(null);
  const picker = typeof window !== 'undefined' ? (window as WithPicker).showDirectoryPicker : undefined;
  const folders = canDropFolders();

  const send = (files: HistoryFileRef[], folder: string | null) => {
    if (files.length === 0) {
      setProblem(
        folder === null
          ? 'No file was dropped or picked.'
          : `The folder ${folder ? `"${folder}" ` : 'you picked '}holds no files: nothing to read.`,
      );
      return;
    }
    setProblem(null);
    onPick(files, pickedWords(files, folder));
  };
  const folderOf = (files: HistoryFileRef[]) => files[0]?.path.split('/')[0] ?? null;

  async function chooseFolder() {
    if (!picker) return folderInput.current?.click();
    try {
      const root = await picker.call(window);
      send(await fromDirectory(root), root.name);
    } catch (error) {
      // The user closing the picker is no error; anything else is said.
      if ((error as DOMException).name !== 'AbortError') setProblem(`The folder could not be read: ${String(error)}`);
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (busy) return;
    // The items are read now: a drop's data is gone once its event returns.
    fromDrop(event.dataTransfer.items, event.dataTransfer.files).then(
      (dropped) => send(dropped.files, dropped.folder),
      (error: unknown) =>
        setProblem(`The dropped folder could not be read: ${String(error)}. Use "${FOLDER_BUTTON}" instead.`),
    );
  }

  return (
    <section className="panel history-pick" aria-labelledby="history-pick-title">
      <h2 id="history-pick-title">Read many logs</h2>
      <p>
        A folder of agent logs: <code>~/.claude/projects</code>, <code>~/.codex/sessions</code>, Gemini CLI's{' '}
        <code>~/.gemini/tmp</code>. Read in a worker on this device, file by file; nothing is uploaded or kept.
      </p>
      <div
        className={over ? 'history-drop over' : 'history-drop'}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="history-drop"
      >
        <div className="history-drop-main">
          <button type="button" className="history-folder-button" onClick={() => void chooseFolder()} disabled={busy}>
            {FOLDER_BUTTON}
          </button>
          <span className="history-drop-hint">
            {folders
              ? 'or drop a folder or log files here'
              : `or drop log files here (to read a folder, use "${FOLDER_BUTTON}")`}
          </span>
        </div>
        <details className="history-more">
          <summary>Other ways to pick</summary>
          <label className="history-file-label">
            Pick log files (several at once)
            <input
              type="file"
              multiple
              accept=".jsonl,.json,.ndjson"
              data-testid="history-files-input"
              disabled={busy}
              onChange={(e) => {
                send(fromFileList(e.currentTarget.files ?? []), null);
                e.currentTarget.value = '';
              }}
            />
          </label>
          <label className="history-file-label">
            Pick a folder with the browser's file input
            <input
              ref={folderInput}
              type="file"
              data-testid="history-folder-input"
              // React does not know the attribute; the browsers that have it read it from the DOM.
              {...{ webkitdirectory: '', directory: '' }}
              multiple
              disabled={busy}
              onChange={(e) => {
                const files = fromFileList(e.currentTarget.files ?? []);
                send(files, folderOf(files) ?? '');
                e.currentTarget.value = '';
              }}
            />
          </label>
        </details>
      </div>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
