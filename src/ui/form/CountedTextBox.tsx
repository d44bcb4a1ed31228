import { useId } from 'react';
import type { ReactNode } from 'react';
import { formatTokens } from '../../core/format/numbers.ts';
import { COUNTING } from '../../core/report/tables/break-even.ts';

interface Props {
  label: string;
  /** What the text is for, beneath the label (it describes the text box). */
  hint: ReactNode;
  value: string;
  onChange: (text: string) => void;
  /** The text's count: null when there is no text, undefined while the worker counts it. */
  tokens: number | null | undefined;
  /** What the count says when there is no text. */
  none?: string;
  rows: number;
  /** Test ids of the count and of the text box. */
  tokensTestId: string;
  testId?: string;
  /** Controls under the text box (reset button, rung toggles). */
  children?: ReactNode;
}

/**
 * A labelled text box whose text the worker counts live, its tokens beside the label and what it
 * is for beneath (the break-even view's session texts, the transport view's pasted tool lists).
 */
export function CountedTextBox({
  label,
  hint,
  value,
  onChange,
  tokens,
  none = 'nothing pasted',
  rows,
  tokensTestId,
  testId,
  children,
}: Props) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="text-box">
      <div className="text-box-head">
        <label htmlFor={id}>{label}</label>
        <span
          className={
            tokens === undefined
              ? 'text-box-tokens counting'
              : tokens === null
                ? 'text-box-tokens none'
                : 'text-box-tokens'
          }
          data-testid={tokensTestId}
        >
          {tokens === undefined ? COUNTING : tokens === null ? none : formatTokens(tokens)}
        </span>
      </div>
      <p className="hint" id={hintId}>
        {hint}
      </p>
      <textarea
        id={id}
        value={value}
        rows={rows}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={hintId}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}
