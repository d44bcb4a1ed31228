import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId, useState } from 'react';
import { MAX_CUSTOM_ROWS, PRESET_SCALES } from '../state/presets.ts';
import { formatInt, formatRows } from '../core/export/format.ts';
import { useApp } from './store-context.tsx';

/** Row counts of the built-in fixture: the four reference scales and any custom count. */
export function ScalesControl() {
  const scales = useApp((s) => s.scales);
  const setScales = useApp((s) => s.setScales);
  const source = useApp((s) => s.source);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState('');
  const inputId = useId();
  const offered = [...new Set([...PRESET_SCALES, ...scales])].sort((a, b) => a - b);

  if (source.kind === 'files') {
    return (
      <section className="control" aria-labelledby="scales-title">
        <h3 id="scales-title">Scales</h3>
        <p className="hint">One scale per loaded file:</p>
        <ul className="file-scales">
          {source.datasets.map((d) => (
            <li key={d.label}>
              <span>{d.label}</span> <span className="num">{formatRows(d.rows)}</span>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  function addCustom() {
    const rows = /^\s*\d+\s*$/.test(custom) ? Number(custom) : Number.NaN;
    if (!Number.isSafeInteger(rows) || rows < 1 || rows > MAX_CUSTOM_ROWS) {
      setError(`Enter a whole number of rows from 1 to ${formatInt(MAX_CUSTOM_ROWS)}.`);
      return;
    }
    setError('');
    setCustom('');
    setScales([...scales, rows]);
  }

  return (
    <section className="control" aria-labelledby="scales-title">
      <h3 id="scales-title">Scales (rows per response)</h3>
      <ToggleGroup.Root
        type="multiple"
        className="chips"
        value={scales.map(String)}
        onValueChange={(values) => values.length > 0 && setScales(values.map(Number))}
        aria-label="Row counts shown"
      >
        {offered.map((rows) => (
          <ToggleGroup.Item key={rows} value={String(rows)} className="chip" aria-label={formatRows(rows)}>
            {formatInt(rows)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <form
        className="custom-rows"
        onSubmit={(event) => {
          event.preventDefault();
          addCustom();
        }}
      >
        <label htmlFor={inputId}>Custom row count</label>
        <input
          id={inputId}
          inputMode="numeric"
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
          aria-invalid={error !== ''}
          aria-describedby={error ? `${inputId}-error` : undefined}
          placeholder="e.g. 50"
        />
        <button type="submit" aria-label="Add row count">
          Add
        </button>
      </form>
      {error && (
        <p className="field-error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
