import type { ReactNode } from 'react';

/** A long table folded behind one line that says what opening it shows ("Show all 86 steps: …"). */
export function TableFold({ summary, testId, children }: { summary: string; testId: string; children: ReactNode }) {
  return (
    <details className="panel table-fold" data-testid={testId}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
