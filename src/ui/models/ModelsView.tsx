import { useMemo } from 'react';
import { detailScale } from '../../core/analysis/current.ts';
import { formatInt, formatRows } from '../../core/format/numbers.ts';
import { modelCostsTable, tokenizersTable } from '../../core/report/tables/models.ts';
import { comparedModels } from '../../core/models-view/compared-models.ts';
import { compareCounts } from '../../core/models-view/model-figures.ts';
import { modelsChartRows } from '../../core/models-view/chart-rows.ts';
import { progressText } from '../../core/progress-text.ts';
import { loadedCalibrations } from '../../state/models/calibration.ts';
import { MODEL_TOKENIZERS } from '../../state/models/sync.ts';
import { useApp } from '../shared/store-context.tsx';
import { ModelsChart } from './ModelsChart.tsx';
import { ModelsTable } from './ModelsTable.tsx';
import './models.css';

const MODELS = comparedModels();

/**
 * The Models view: the detail scale's response in every tokenizer and at every model's input price.
 * Nothing is counted until the user asks, as the open models' tokenizer files are fetched then; after
 * that it follows the ladder's settings while open.
 */
export function ModelsView() {
  const models = useApp((s) => s.models);
  const askModels = useApp((s) => s.askModels);
  const cancelModels = useApp((s) => s.cancelModels);
  const runA = useApp((s) => s.sessions.opened);
  const runB = useApp((s) => s.sessions.compare.opened);
  const scale = useApp((s) => detailScale(s));
  const logs = useMemo(() => loadedCalibrations([runA, runB]), [runA, runB]);
  const answer = models.answer;
  const comparison = useMemo(
    () => answer && compareCounts(answer.counts, MODELS, logs, { label: answer.label, rows: answer.rows }),
    [answer, logs],
  );
  const tables = useMemo(
    () =>
      comparison && {
        tokenizers: tokenizersTable(comparison, MODELS),
        costs: modelCostsTable(comparison),
        chart: modelsChartRows(comparison, MODELS),
      },
    [comparison],
  );
  const counting = models.status === 'counting';
  return (
    <div className="models-view">
      <section className="panel" aria-labelledby="models-title">
        <h2 id="models-title">One response in every model’s tokenizer</h2>
        <p className="caption">
          The response at {scale ? <strong>{formatRows(scale.rows)}</strong> : 'the detail scale'} (the scale the
          verdict measures), every rung and format, counted in each of the {formatInt(MODEL_TOKENIZERS.length)}{' '}
          tokenizers the catalogue’s models use ({MODEL_TOKENIZERS.join(', ')}), then priced at each model’s list input
          price. Counting fetches each open model’s tokenizer file (several MB each) once.
        </p>
        <div className="models-status" aria-live="polite" data-testid="models-status">
          {!models.asked && (
            <button type="button" onClick={askModels} data-testid="models-count">
              Count in every tokenizer
            </button>
          )}
          {counting && (
            <>
              <span>
                Counting…{' '}
                {models.progress
                  ? progressText(models.progress.done, models.progress.total, models.progress.unit)
                  : `${formatInt(MODEL_TOKENIZERS.length)} tokenizers`}
              </span>
              <progress
                max={models.progress?.total ?? MODEL_TOKENIZERS.length}
                value={models.progress?.done ?? 0}
                aria-label="Tokenizers counted"
              />
              <button type="button" onClick={cancelModels}>
                Cancel
              </button>
            </>
          )}
          {!models.asked && models.cancelledAt && (
            <span role="alert">
              Cancelled
              {models.cancelledAt.total > 0 &&
                ` after ${progressText(models.cancelledAt.done, models.cancelledAt.total, 'tokenizers')}`}
              : nothing is shown until a count finishes.
            </span>
          )}
          {models.status === 'error' && (
            <span className="problem" role="alert">
              The count in every tokenizer failed: {models.error}
            </span>
          )}
          {models.status === 'ready' && comparison && (
            <span data-testid="models-done">
              Counted in {formatInt(comparison.tokenizers.filter((t) => t.tokens).length)} of{' '}
              {formatInt(comparison.tokenizers.length)} tokenizers.
            </span>
          )}
        </div>
      </section>
      {comparison && tables && (
        <div className={counting ? 'stale' : undefined} aria-busy={counting}>
          <ModelsTable
            table={tables.tokenizers}
            id="tokenizers"
            items={comparison.items}
            lead={2}
            keys={comparison.tokenizers.map((t) => t.tokenizer)}
          />
          <ModelsChart comparison={comparison} rows={tables.chart} />
          <ModelsTable
            table={tables.costs}
            id="costs"
            items={comparison.items}
            lead={2}
            keys={comparison.models.map((f) => f.model.id)}
          />
        </div>
      )}
    </div>
  );
}
