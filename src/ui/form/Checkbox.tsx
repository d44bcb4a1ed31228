import { useId } from 'react';

interface Props {
  label: string;
  /** Whether it is ticked. */
  value: boolean;
  onChange(on: boolean): void;
}

/** A native checkbox with its label after it, on one line. */
export function Checkbox({ label, value, onChange }: Props) {
  const id = useId();
  return (
    <span>
      <input type="checkbox" id={id} checked={value} onChange={(e) => onChange(e.target.checked)} />{' '}
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
