import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId, useState } from 'react';
import { MAX_CUSTOM_ROWS, PRESET_SCALES } from '../../state/fields/presets.ts';
import { formatInt, formatRows } from '../../core/format/numbers.ts';
import { fileScales } from '../../core/ladder/file-scales.ts';
import type { LoadedDataset } from '../../worker/protocol.ts';
import { useApp } from '../shared/store-context.tsx';

/** Row-count chips, one per offered scale, and the custom row count (1 to `max`) that adds one. */
function ScaleChips({
  offered,
  chosen,
  max,
  onChange,
  whole,
  lastKept,
}: {
  offered: readonly number[];
  chosen: readonly number[];
  max: number;
  onChange: (rows: number[]) => void;
  /** The whole file, always shown: a chip that cannot be switched off. */
  whole?: { label: string; rows: number };
  /** Why the one chosen row count cannot be switched off, when it cannot (the store keeps one scale at least). */
  lastKept?: string;
}) {
  const [custom, setCustom] = useState('');
  const [error, setError] = useState('');
  const inputId = useId();
  const lastKeptId = useId();
  const locked = lastKept !== undefined && chosen.length === 1 ? chosen[0] : undefined;

  function addCustom() {
    const rows = /^\s*\d+\s*$/.test(custom) ? Number(custom) : Number.NaN;
    if (!Number.isSafeInteger(rows) || rows < 1 || rows > max) {
      setError(`Enter a whole number of rows from 1 to ${formatInt(max)}.`);
      return;
    }
    setError('');
    setCustom('');
    if (rows !== whole?.rows) onChange([...chosen, rows]);
  }

  return (
    <>
      <ToggleGroup.Root
        type="multiple"
        className="chips"
        value={chosen.map(String)}
        onValueChange={(values) => (values.length > 0 || whole) && onChange(values.map(Number))}
        aria-label="Row counts shown"
      >
        {offered.map((rows) => (
          <ToggleGroup.Item
            key={rows}
            value={String(rows)}
            className="chip"
            aria-label={formatRows(rows)}
            disabled={rows === locked}
            aria-describedby={rows === locked ? lastKeptId : undefined}
          >
            {formatInt(rows)}
          </ToggleGroup.Item>
        ))}
        {whole && (
          <span className="chip whole-file" title={`${whole.label}: always shown`} data-testid="whole-file-scale">
            {formatInt(whole.rows)} (whole file)
          </span>
        )}
      </ToggleGroup.Root>
      {locked !== undefined && (
        <p className="hint" id={lastKeptId} data-testid="last-scale">
          {lastKept}
        </p>
      )}
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
          placeholder={`1 to ${formatInt(max)}`}
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
    </>
  );
}

/** One loaded file: scales of its first k records (k below its record count) and the whole file. */
function OneFileScales({ dataset }: { dataset: LoadedDataset }) {
  const scales = useApp((s) => s.scales);
  const setScales = useApp((s) => s.setScales);
  const { offered, chosen, why } = fileScales(dataset.rows, scales, PRESET_SCALES);
  // Row counts this file cannot show stay chosen for the built-in fixture (and other files).
  const elsewhere = scales.filter((k) => k >= dataset.rows);
  return (
    <section className="control" aria-labelledby="scales-title">
      <h3 id="scales-title">Scales (first rows of {dataset.label})</h3>
      <ScaleChips
        offered={offered}
        chosen={chosen}
        max={dataset.rows}
        whole={{ label: dataset.label, rows: dataset.rows }}
        lastKept={
          elsewhere.length === 0
            ? 'One row count stays chosen: the built-in data needs one (the whole file is always shown).'
            : undefined
        }
        onChange={(rows) => {
          const next = [...rows, ...elsewhere];
          if (next.length > 0) setScales(next);
        }}
      />
      {why && (
        <p className="hint" data-testid="scales-not-offered">
          {why}.
        </p>
      )}
    </section>
  );
}

/** Row counts: the fixture's four reference scales and any custom count; one file's first k records; or one scale per file. */
export function ScalesControl() {
  const scales = useApp((s) => s.scales);
  const setScales = useApp((s) => s.setScales);
  const source = useApp((s) => s.source);

  if (source.kind === 'files' && source.datasets.length === 1) return <OneFileScales dataset={source.datasets[0]!} />;
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

  return (
    <section className="control" aria-labelledby="scales-title">
      <h3 id="scales-title">Scales (rows per response)</h3>
      <ScaleChips
        offered={[...new Set([...PRESET_SCALES, ...scales])].sort((a, b) => a - b)}
        chosen={scales}
        max={MAX_CUSTOM_ROWS}
        onChange={setScales}
        lastKept={`At least one scale is needed: add another row count before switching off ${formatRows(scales[0] ?? 0)}.`}
      />
    </section>
  );
}
