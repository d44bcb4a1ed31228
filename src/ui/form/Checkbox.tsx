import { useId } from 'react';

interface Props {
  label: string;
  /** Whether it is ticked. */
  value: boolean;
  onChange(on: boolean): void;
  /** Set elsewhere: shown, not changeable; `describedBy` names the element that says why. */
  disabled?: boolean;
  describedBy?: string;
}

/** A native checkbox with its label after it, on one line. */
export function Checkbox({ label, value, onChange, disabled, describedBy }: Props) {
  const id = useId();
  return (
    <span>
      <input
        type="checkbox"
        id={id}
        checked={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />{' '}
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
