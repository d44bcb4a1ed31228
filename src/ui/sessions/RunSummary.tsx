import { formatInt } from '../../core/export/format.ts';
import { countsExactness } from '../../core/money/exactness.ts';
import type { SessionOpened } from '../../worker/protocol.ts';

/**
 * What one read log holds, in words: its steps and compactions, the encoding, whether the counts
 * are exact for the model the log names (only when the encoding is its own tokenizer), and the
 * recorded ÷ counted ratio. `testId` prefixes the paragraphs' test ids.
 */
export function RunSummary({ opened, testId = 'session' }: { opened: SessionOpened; testId?: string }) {
  const { profile } = opened;
  return (
    <>
      <p data-testid={`${testId}-summary`}>
        {formatInt(profile.steps.length)} {profile.steps.length === 1 ? 'step' : 'steps'} (model requests)
        {opened.compactions.length > 0 &&
          `, ${formatInt(opened.compactions.length)} ${opened.compactions.length === 1 ? 'compaction' : 'compactions'}`}
        , counted with {profile.encoding}.
      </p>
      <p data-testid={`${testId}-estimate`}>
        {countsExactness(profile.model, profile.encoding).text}{' '}
        {profile.recordedToCounted === null
          ? 'The log records no input size, so there is nothing to compare the counts with.'
          : `Over the steps the log records, it recorded ${profile.recordedToCounted.toFixed(3)} × what was counted (recorded ÷ counted): the rest is what the log does not show, such as the system prompt and tool definitions.`}
      </p>
    </>
  );
}
