import { formatInt } from '../../core/export/format.ts';
import { notInLogWords } from '../../core/sessions/not-in-log.ts';
import type { SessionOpened } from '../../worker/protocol.ts';

/**
 * What one read log holds, in words: its steps and compactions, the encoding, whether the counts
 * are estimates, and what the log does not show (its fixed part and the part beyond it, core's
 * `notInLogWords`). `testId` prefixes the paragraphs' test ids.
 */
export function RunSummary({ opened, testId = 'session' }: { opened: SessionOpened; testId?: string }) {
  const { profile } = opened;
  const model = profile.model ?? 'the model';
  return (
    <>
      <p data-testid={`${testId}-summary`}>
        {formatInt(profile.steps.length)}{' '}
        {profile.steps.length === 1 ? 'step (model request)' : 'steps (model requests)'}
        {opened.compactions.length > 0 &&
          `, ${formatInt(opened.compactions.length)} ${opened.compactions.length === 1 ? 'compaction' : 'compactions'}`}
        , counted with {profile.encoding}.
      </p>
      <p data-testid={`${testId}-estimate`}>
        {profile.estimate
          ? `Counts for models that are not OpenAI's are estimates: ${model} has its own tokenizer, and these are ${profile.encoding} counts.`
          : `Counts are exact: ${model} is an OpenAI model, whose tokenizer ${profile.encoding} is.`}
      </p>
      <p data-testid={`${testId}-not-in-log`}>{notInLogWords(profile)}</p>
    </>
  );
}
