import { countedStatus } from '../../core/report/status-line.ts';
import { progressText } from '../../core/progress-text.ts';
import { selectModelCalibration } from '../../state/models/calibration.ts';
import { useApp } from '../shared/store-context.tsx';

/**
 * What the counter is doing: loading an encoding, counting (how far, once it runs long), or why it
 * failed; once counted, core's `countedStatus`: exact only in the chosen model's own tokenizer.
 */
export function StatusBar() {
  const result = useApp((s) => s.result);
  const encoding = useApp((s) => s.encoding);
  const pricing = useApp((s) => s.pricing);
  const overridden = useApp((s) => s.encodingOverridden);
  const calibration = useApp(selectModelCalibration);
  // A failed read is already announced by the Data panel's alert: here it is said once, quietly.
  const readFailed = useApp((s) => s.load.status === 'error');
  const kept = readFailed && result.ladder !== undefined;
  const progress = result.status === 'counting' ? result.progress : undefined;
  let text = '';
  if (result.status === 'loading-encoding') text = `Loading the ${result.loadingEncoding ?? encoding} tokenizer…`;
  else if (progress) text = `Counting… ${progressText(progress.done, progress.total, progress.unit)}`;
  else if (result.status === 'counting' || result.status === 'idle') text = 'Counting tokens…';
  else if (result.status === 'ready')
    text = countedStatus(pricing, result.ladder?.encoding ?? encoding, overridden, calibration);
  return (
    <div className={`status status-${result.status}`} role="status" aria-live="polite" data-testid="status">
      {kept ? (
        <span data-testid="status-kept">
          The new data was not read (see Data): the verdict and views below are still the previous data&apos;s.
        </span>
      ) : result.status === 'error' && readFailed ? (
        <span>Nothing counted: {result.error}.</span>
      ) : result.status === 'error' ? (
        <span role="alert">
          <strong>Could not count:</strong> {result.error}
        </span>
      ) : (
        text
      )}
      {progress && (
        <progress
          className="status-progress"
          max={progress.total}
          value={progress.done}
          aria-label="Counted so far"
          data-testid="status-progress"
        />
      )}
    </div>
  );
}
