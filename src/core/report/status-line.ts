/**
 * The status line over every view once a ladder is counted: which encoding counted, and whether
 * that is exact for the chosen model. Estimates reuse `estimateNote`'s sentence, so the status
 * line and the tables' notes never say it two ways.
 */
import type { PriceChoice } from '../money/choice.ts';
import { chosenModel } from '../money/choice.ts';
import { encodingStatus } from '../models/encoding-status.ts';
import { countsExact } from '../models/exactness.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import type { EstimateContext } from '../models/calibration-words.ts';
import { estimateNote } from '../models/calibration-words.ts';

const LOCAL = 'in your browser; nothing is sent anywhere';

/**
 * The status line for counts in `encoding` with `choice` (`context`: the chosen model's
 * calibration): "exactly" only with the model's own tokenizer; else the encoding, then after a dash
 * the estimate sentence or the encoding control's sentence.
 */
export function countedStatus(
  choice: PriceChoice,
  encoding: EncodingName,
  overridden: boolean,
  context: EstimateContext,
): string {
  const info = chosenModel(choice);
  // An id the catalogue does not know is never exact: its family is only what its name suggests.
  const unknown = info?.listed === 'unknown';
  if (info && !unknown && countsExact(encoding, info.tokenizer))
    return `Counted exactly with ${encoding}, ${info.name}'s own tokenizer, ${LOCAL}.`;
  // An unknown id's own sentence names it and points to the catalogue (and says what its name tells).
  const calibration = unknown ? undefined : estimateNote(context, encoding);
  const why = calibration ?? encodingStatus(choice, encoding, overridden).detail;
  const forModel = info ? ` for ${info.name}${unknown ? ' (not in the catalogue)' : ''}` : '';
  return `Counted with ${encoding}${forModel}, ${LOCAL} — ${why.replace(/[^.]$/, '$&.')}`;
}
