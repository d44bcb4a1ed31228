/**
 * The worker's `models` request: one scale's ladder rows counted in each asked tokenizer in turn, each
 * loaded only now; one that fails to load is answered with its error and the others still counted.
 * Progress is in tokenizers; a cancel is seen at every pause and after every load.
 */
import { formatById } from '../core/formats.ts';
import type { LadderDataset } from '../core/ladder/ladder.ts';
import { ladderSteps } from '../core/ladder/ladder.ts';
import { RUNGS } from '../core/ladder/rungs.ts';
import type { TokenizerCount } from '../core/models-view/model-figures.ts';
import { Cancelled, type StepMeter, type Steps } from '../core/steps.ts';
import type { EncodingName, TokenCounter } from '../core/tokenizer/tokenizer.ts';
import type { CountProgress, LadderSource, WorkerRequest, WorkerResponse } from './protocol.ts';

/** What the engine lends a request: its steps' driver, its cancel flag, meter and progress. */
export interface RequestContext {
  drive: <T>(steps: Steps<T>) => Promise<T>;
  isCancelled: () => boolean;
  meter: StepMeter;
  progress: { measure(how: () => CountProgress): void; tick(): void };
}

/**
 * Counts the scale `request.label` of `request.source` (its data sets by `datasetsOf`) in every
 * tokenizer of `request`, in order.
 * @throws Cancelled when the request was cancelled; Error when no data set has that label.
 */
export async function countInTokenizers(
  request: Extract<WorkerRequest, { type: 'models' }>,
  datasetsOf: (source: LadderSource) => readonly LadderDataset[],
  loadCounter: (tokenizer: EncodingName) => Promise<TokenCounter>,
  { drive, isCancelled, meter, progress }: RequestContext,
): Promise<WorkerResponse> {
  const dataset = datasetsOf(request.source).find((d) => d.label === request.label);
  if (!dataset) throw new Error(`no data set named ${request.label}`);
  const formats = request.formats.map(formatById);
  const whole = request.whole ?? [];
  const total = request.tokenizers.length;
  // Within a tokenizer: its texts counted (one per rung, format and whole format, as a ladder's
  // progress counts them), the one being counted taken in part by its position.
  const perTokenizer = RUNGS.length + formats.length + whole.length;
  let finished = 0;
  let startedAt = 0;
  progress.measure(() => {
    const within = meter.of > 0 ? meter.at / meter.of : 0;
    const part = Math.min(1, (meter.texts - startedAt + within) / perTokenizer);
    return { done: Math.min(total, finished + part), total, unit: 'tokenizers' };
  });
  const counts: TokenizerCount[] = [];
  for (const tokenizer of request.tokenizers) {
    startedAt = meter.texts;
    let counter;
    try {
      counter = await loadCounter(tokenizer);
    } catch (error) {
      counts.push({ tokenizer, error: error instanceof Error ? error.message : String(error) });
      finished++;
      continue;
    }
    if (isCancelled()) throw new Cancelled();
    const ladder = await drive(ladderSteps([dataset], request.fields, counter, formats, undefined, whole));
    counts.push({ tokenizer, scale: ladder.scales[0]! });
    finished++;
    startedAt = meter.texts;
    progress.tick();
  }
  return { id: request.id, type: 'models', label: dataset.label, rows: dataset.records.length, counts };
}
