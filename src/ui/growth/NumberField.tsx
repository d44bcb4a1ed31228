import type { ChangeEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { formatInt } from '../../core/format/numbers.ts';

/** What sets an input instead of the user, shown read-only: its value (undefined: it varies per step) and why. */
export interface SetBy {
  value: number | undefined;
  /** Shown under the input; without it, `reasonId` names the element that says why. */
  reason?: string;
  reasonId?: string;
}

interface Props {
  label: string;
  /** Undefined: nothing typed yet (an open model's price), shown empty. */
  value: number | undefined;
  unit: string;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Allow decimals (prices); otherwise whole numbers only. */
  decimals?: boolean;
  testId?: string;
  /** Set by something else (a replayed request, a linked rung): read-only, with the reason. */
  setBy?: SetBy;
}

/**
 * A labelled number input that keeps what the user typed while it is not (yet) a valid number,
 * says why, and only then passes the number on.
 */
export function NumberField({
  label,
  value,
  unit,
  onChange,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  decimals = false,
  testId,
  setBy,
}: Props) {
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [error, setError] = useState('');
  useEffect(() => {
    // A change from elsewhere (a link, a preset) replaces the text unless it already says the same.
    setText((current) => (value === undefined ? '' : Number(current) === value ? current : String(value)));
  }, [value]);
  function edit(next: string) {
    setText(next);
    const pattern = decimals ? /^\s*\d+(\.\d+)?\s*$/ : /^\s*\d+\s*$/;
    const n = Number(next);
    if (!pattern.test(next) || n < min || n > max) {
      setError(
        `${decimals ? 'A number' : 'A whole number'} from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`,
      );
      return;
    }
    setError('');
    onChange(n);
  }
  // Set elsewhere: read-only, showing what is used. What the user typed stays in the form (and
  // comes back here) once nothing else sets it.
  const reasonId = setBy?.reason ? `${id}-set-by` : setBy?.reasonId;
  const input = setBy
    ? {
        readOnly: true,
        value: setBy.value === undefined ? 'varies per step' : formatInt(setBy.value),
        'aria-describedby': reasonId,
      }
    : {
        inputMode: decimals ? ('decimal' as const) : ('numeric' as const),
        value: text,
        onChange: (e: ChangeEvent<HTMLInputElement>) => edit(e.target.value),
        'aria-invalid': error !== '',
        'aria-describedby': error ? `${id}-error` : undefined,
      };
  return (
    <div className={setBy ? 'number-field set-by' : 'number-field'}>
      <label htmlFor={id}>{label}</label>
      <span className="number-input">
        <input id={id} {...input} data-testid={testId} />
        <span className="unit-label">{unit}</span>
      </span>
      {setBy?.reason && (
        <span className="hint" id={reasonId}>
          {setBy.reason}
        </span>
      )}
      {!setBy && error && (
        <span className="field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
