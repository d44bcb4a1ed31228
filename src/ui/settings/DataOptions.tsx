import * as Toggle from '@radix-ui/react-toggle';
import { useId } from 'react';
import { loadTexts } from '../../state/data/load.ts';
import { formatRows } from '../../core/format/numbers.ts';
import { WHOLE_OBJECT } from '../../core/input/locate-records.ts';
import { useApp, useAppHandles } from '../shared/store-context.tsx';

/** How the loaded files are read: the array inside an object, flattening, and what the reader noticed. */
export function DataOptions() {
  const { store, route } = useAppHandles();
  const source = useApp((s) => s.source);
  const loaded = useApp((s) => s.loaded);
  const saveNotice = useApp((s) => s.saveNotice);
  const pathId = useId();
  if (source.kind !== 'files' || !loaded) return null;
  const candidates = source.datasets.flatMap((d) => d.candidates.map((c) => c.path));
  // A top-level object can always be read whole, as one record (a `get` response).
  const objects = source.datasets.some((d) => d.format === 'json-object' || d.format === 'yaml-object');
  const paths = [
    ...new Set([
      ...(objects ? [WHOLE_OBJECT] : []),
      ...source.datasets.map((d) => d.path).filter((p): p is string => p !== null),
      ...candidates,
    ]),
  ];
  const current = source.datasets[0]?.path ?? null;
  // The same texts read another way: the choices made on them carry over (new fields kept).
  const reread = (options: { path: string | null; flatten: boolean }) =>
    void loadTexts(store, route, loaded.files, options, store.getState().fields);
  return (
    <div className="data-options">
      {paths.length > 0 && (
        <div className="number-field">
          <label htmlFor={pathId}>Records at</label>
          <select
            id={pathId}
            value={current ?? ''}
            onChange={(e) => reread({ path: e.target.value, flatten: loaded.flatten })}
          >
            {paths.map((p) => {
              const rows = p === WHOLE_OBJECT ? 1 : source.datasets[0]?.candidates.find((c) => c.path === p)?.rows;
              return (
                <option key={p} value={p}>
                  {p === WHOLE_OBJECT ? 'the whole object, as one record' : p}
                  {rows !== undefined && p !== WHOLE_OBJECT ? ` (${formatRows(rows)})` : ''}
                </option>
              );
            })}
          </select>
        </div>
      )}
      <Toggle.Root
        className="segment"
        pressed={loaded.flatten}
        onPressedChange={(flatten) => reread({ path: loaded.path ?? current, flatten })}
        aria-label="Flatten nested objects into dotted fields (user.login)"
      >
        {loaded.flatten ? 'Nested objects flattened (user.login)' : 'Flatten nested objects'}
      </Toggle.Root>
      {source.datasets.some((d) => d.notices.length > 0) && (
        <ul className="notices" aria-label="Notes on reading the data">
          {source.datasets.flatMap((d) => d.notices.map((n) => <li key={`${d.label}: ${n}`}>{`${d.label}: ${n}`}</li>))}
        </ul>
      )}
      <p className="hint">
        {saveNotice ? `Your data is ${saveNotice}.` : 'Kept in this browser for your next visit; never sent anywhere.'}
      </p>
    </div>
  );
}
