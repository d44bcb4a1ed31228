import { useId } from 'react';
import type { ReactNode } from 'react';

interface Props {
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  /** Controls under the text box (a reset button). */
  children?: ReactNode;
}

/** A labelled two-row text box across the whole field grid (placeholder and cleared-content texts). */
export function TextAreaField({ label, value, onChange, children }: Props) {
  const id = useId();
  return (
    <div className="number-field wide">
      <label htmlFor={id}>{label}</label>
      <textarea autoComplete="off" id={id} rows={2} value={value} onChange={(e) => onChange(e.target.value)} />
      {children}
    </div>
  );
}
