import { formatInt } from '../../core/report/format.ts';
import { countsExactness } from '../../core/money/exactness.ts';
import { notInLogWords } from '../../core/sessions/not-in-log.ts';
import type { SessionOpened } from '../../worker/protocol.ts';

/**
 * What one read log holds, in words: steps, compactions, encoding, whether counts are exact for the
 * log's model, and what the log does not show (core's `notInLogWords`). `testId` prefixes the
 * paragraphs' test ids.
 */
export function RunSummary({ opened, testId = 'session' }: { opened: SessionOpened; testId?: string }) {
  const { profile } = opened;
  return (
    <>
      <p data-testid={`${testId}-summary`}>
        {formatInt(profile.steps.length)}{' '}
        {profile.steps.length === 1 ? 'step (model request)' : 'steps (model requests)'}
        {opened.compactions.length > 0 &&
          `, ${formatInt(opened.compactions.length)} ${opened.compactions.length === 1 ? 'compaction' : 'compactions'}`}
        , counted with {profile.encoding}.
      </p>
      <p data-testid={`${testId}-estimate`}>{countsExactness(profile.model, profile.encoding).text}</p>
      <p data-testid={`${testId}-not-in-log`}>{notInLogWords(profile)}</p>
    </>
  );
}
