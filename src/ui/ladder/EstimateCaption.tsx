import { estimateNote } from '../../core/models/calibration-words.ts';
import { selectModelCalibration } from '../../state/models/calibration.ts';
import { useApp } from '../shared/store-context.tsx';

/**
 * What a view's counts are for a Claude or Gemini model, in core's words (`estimateNote`): the
 * factor from a log open in Sessions, or the sentence saying they stay in `encoding` and how to
 * calibrate. Nothing for an OpenAI model.
 */
export function EstimateCaption({ encoding, testId }: { encoding: string; testId: string }) {
  const note = estimateNote(useApp(selectModelCalibration), encoding);
  if (note === undefined) return null;
  return (
    <p className="caption" data-testid={testId}>
      {note}
    </p>
  );
}
