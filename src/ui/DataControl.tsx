import { useRef, useState } from 'react';
import { forgetData, loadFiles } from '../state/load-data.ts';
import { hasDrafts } from '../state/drafts.ts';
import { DataOptions } from './DataOptions.tsx';
import { PasteData } from './PasteData.tsx';
import { formatInt } from '../core/export/format.ts';
import { useApp, useAppHandles } from './store-context.tsx';

/** Load your own data: drop or pick JSON files (one array of records each, one scale per file). */
export function DataControl() {
  const { store, route } = useAppHandles();
  const source = useApp((s) => s.source);
  const load = useApp((s) => s.load);
  const drafts = useApp(hasDrafts);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (files: FileList | null) => void loadFiles(store, route, files ? [...files] : []);

  return (
    <section className="control" aria-labelledby="data-title">
      <h3 id="data-title">Data</h3>
      <p className="hint" data-testid="data-source">
        {source.kind === 'fixture'
          ? 'Built-in task-tracker fixture (8 string fields per record).'
          : `${source.datasets.length} loaded ${source.datasets.length === 1 ? 'file' : 'files'}: ${source.datasets.map((d) => d.label).join(', ')}.`}
      </p>
      <div
        className={`drop-zone${over ? ' over' : ''}`}
        data-testid="drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          take(e.dataTransfer.files);
        }}
      >
        <p>Drop JSON or JSON Lines files here: one scale per file.</p>
        <button type="button" onClick={() => input.current?.click()}>
          Choose files…
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,.jsonl,.ndjson,.txt,application/json,text/plain"
          multiple
          hidden
          aria-label="Choose JSON files"
          data-testid="file-input"
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      <PasteData />
      <DataOptions />
      {(source.kind === 'files' || drafts) && (
        <button type="button" className="link-button" onClick={() => forgetData(store, route)}>
          {source.kind === 'files'
            ? 'Clear my data and go back to the built-in fixture'
            : 'Clear my data (the texts typed, kept in this browser)'}
        </button>
      )}
      <div aria-live="polite">
        {load.status === 'reading' && <p className="hint">Reading files…</p>}
        {load.status === 'error' && (
          <div className="error-box" role="alert">
            <p>
              <strong>{load.message}.</strong> The data shown is unchanged.
            </p>
            <ul>
              {load.problems.map((p, i) => (
                <li key={i}>
                  <p>{p.message}</p>
                  {p.excerpt !== undefined && (
                    <pre className="excerpt">
                      {p.line !== undefined ? `line ${formatInt(p.line)}: ` : ''}
                      {p.excerpt}
                    </pre>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
