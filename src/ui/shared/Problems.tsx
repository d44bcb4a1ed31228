import type { ReactNode } from 'react';
import { formatInt } from '../../core/format/numbers.ts';
import type { InputProblem } from '../../worker/protocol.ts';

interface Props {
  /** What failed, without the full stop. */
  error: string | undefined;
  /** What was kept (the data shown, the text typed). */
  kept?: ReactNode;
  problems: readonly InputProblem[];
  /**
   * The problems' messages do not say where they are: add the line and column after each. Else
   * (their messages say it) the line number stands before each excerpt.
   */
  locate?: boolean;
  /** A way out after the problems (a button). */
  action?: ReactNode;
}

/** A failed read: what failed and what was kept, then each problem, with the line it is on and an excerpt. */
export function ProblemsBox({ error, kept, problems, locate = false, action }: Props) {
  return (
    <div className="error-box" role="alert">
      <p>
        <strong>{error}.</strong> {kept}
      </p>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            <p>
              {p.message}
              {locate &&
                p.line !== undefined &&
                ` (line ${formatInt(p.line)}${p.column !== undefined ? `, column ${formatInt(p.column)}` : ''})`}
            </p>
            {p.excerpt !== undefined && (
              <pre className="excerpt">
                {!locate && p.line !== undefined ? `line ${formatInt(p.line)}: ` : ''}
                {p.excerpt}
              </pre>
            )}
          </li>
        ))}
      </ul>
      {action}
    </div>
  );
}

/** Notes on what was read (a reader's warnings), one a line; nothing when there are none. */
export function HintList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="hint">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
