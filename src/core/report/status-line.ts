/**
 * The status line over every view once a ladder is counted: which encoding counted, and whether
 * that is exact for the chosen model. "Exactly" only when the encoding is the model's own
 * tokenizer (`exactness.ts`); for Claude and Gemini the estimate is worded by the calibration's
 * own sentence (`calibration-words.ts` `estimateNote`: the factor from a loaded log, or how to get
 * one), so the status line and the tables' notes never say it two ways.
 */
import type { PriceChoice } from '../money/choice.ts';
import { chosenModel } from '../money/choice.ts';
import { encodingStatus } from '../money/encoding-status.ts';
import { countsExact } from '../money/exactness.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import type { EstimateContext } from './calibration-words.ts';
import { estimateNote } from './calibration-words.ts';

const LOCAL = 'in your browser; nothing is sent anywhere';

/**
 * The status line for counts in `encoding` with `choice` in the settings (`overridden` as the
 * store keeps it; `context` the chosen model's calibration, `selectModelCalibration`):
 * - the model's own tokenizer: `Counted exactly with o200k_base, GPT-5's own tokenizer, in your browser; nothing is sent anywhere.`
 * - Claude, Gemini: `Counted with cl100k_base for Claude Sonnet 4.5, in your browser; nothing is
 *   sent anywhere — estimate: Claude's tokenizer is not public; load a Claude Code log of this model
 *   to calibrate.` (with a log of that model: `— Claude tokens: each cl100k_base count × 1.25, …`);
 * - another model's encoding, custom prices, or an id the catalogue does not know (never exact:
 *   `for claude-sonnet-5 (not in the catalogue)`): the encoding control's sentence after the dash.
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
