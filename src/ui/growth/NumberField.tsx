import { useEffect, useId, useState } from 'react';

interface Props {
  label: string;
  value: number;
  unit: string;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Allow decimals (prices); otherwise whole numbers only. */
  decimals?: boolean;
  testId?: string;
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
}: Props) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [error, setError] = useState('');
  useEffect(() => {
    // A change from elsewhere (a link, a preset) replaces the text unless it already says the same.
    setText((current) => (Number(current) === value ? current : String(value)));
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
  return (
    <div className="number-field">
      <label htmlFor={id}>{label}</label>
      <span className="number-input">
        <input
          id={id}
          inputMode={decimals ? 'decimal' : 'numeric'}
          value={text}
          onChange={(e) => edit(e.target.value)}
          aria-invalid={error !== ''}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
        />
        <span className="unit-label">{unit}</span>
      </span>
      {error && (
        <span className="field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
