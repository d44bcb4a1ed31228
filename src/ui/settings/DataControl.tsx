import { forgetData, loadFiles } from '../../state/data/load.ts';
import { hasDrafts } from '../../state/data/drafts.ts';
import { DataOptions } from './DataOptions.tsx';
import { DropZone, FileButton } from '../form/DropZone.tsx';
import { PasteData } from './PasteData.tsx';
import { ProblemsBox } from '../shared/Problems.tsx';
import { useApp, useAppHandles } from '../shared/store-context.tsx';
import { formatCount } from '../../core/format/numbers.ts';

/** What the data picker offers: JSON, JSON Lines, CSV, TSV, YAML and plain text (the content decides). */
const DATA_ACCEPT =
  '.json,.jsonl,.ndjson,.csv,.tsv,.yaml,.yml,.txt,application/json,text/csv,text/tab-separated-values,application/yaml,text/plain';

/** Load your own data: drop or pick JSON, JSON Lines, CSV, TSV or YAML files (one scale per file). */
export function DataControl() {
  const { store, route } = useAppHandles();
  const source = useApp((s) => s.source);
  const load = useApp((s) => s.load);
  const drafts = useApp(hasDrafts);
  const openedCapture = useApp((s) => (s.mcp.open?.viaData ? s.mcp.open.name : null));
  const take = (files: File[]) => void loadFiles(store, route, files);

  return (
    <section className="control" aria-labelledby="data-title">
      <h3 id="data-title">Data</h3>
      <p className="hint" data-testid="data-source">
        {source.kind === 'fixture'
          ? "Built-in task-tracker fixture (8 string fields per record): the article's example until you drop your own."
          : `${formatCount(source.datasets.length, 'loaded file')}: ${source.datasets.map((d) => d.label).join(', ')}.`}
      </p>
      <DropZone testId="drop-zone" onFiles={take}>
        <p>
          Drop JSON, JSON Lines, CSV, TSV or YAML files here: one scale per file (an MCP capture opens in Transport).
        </p>
        <FileButton
          text="Choose files…"
          label="Choose data files"
          multiple
          accept={DATA_ACCEPT}
          testId="file-input"
          onFiles={take}
        />
      </DropZone>
      {openedCapture && (
        <p className="hint" data-testid="data-capture-opened">
          {openedCapture} is an MCP capture (<code>npm run mcp -- --save</code>): it opened as a server in the Transport
          view, under “Your MCP server”, not as data.
        </p>
      )}
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
          <ProblemsBox
            error={load.message}
            kept="Nothing is counted for it: the verdict and views still show the data before, and say so."
            problems={load.problems}
            action={
              <button type="button" className="link-button" onClick={() => store.getState().dismissLoadError()}>
                Dismiss
              </button>
            }
          />
        )}
      </div>
    </section>
  );
}
