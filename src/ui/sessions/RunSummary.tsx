import { useMemo } from 'react';
import { runSummaryLines } from '../../core/report/session-summary.ts';
import type { SessionOpened } from '../../worker/protocol.ts';

/** What one read log holds, in core's words (`runSummaryLines`); `testId` prefixes the paragraphs' test ids. */
export function RunSummary({ opened, testId = 'session' }: { opened: SessionOpened; testId?: string }) {
  const lines = useMemo(
    () => runSummaryLines(opened.profile, opened.compactions.length),
    [opened.profile, opened.compactions.length],
  );
  return (
    <>
      {lines.map((l) => (
        <p key={l.id} data-testid={`${testId}-${l.id}`}>
          {l.text}
        </p>
      ))}
    </>
  );
}
