/**
 * The status line over every view once a ladder is counted: which encoding counted, and whether
 * that is exact for the chosen model. "Exactly" only when the encoding is the model's own
 * tokenizer (`exactness.ts`); for Claude and Gemini the estimate is worded by the calibration's
 * own sentence (`calibration-words.ts` `estimateNote`: the factor from a loaded log, or how to get
 * one), so the status line and the tables' notes never say it two ways.
 */
import type { PriceChoice } from '../money/choice.ts';
import { encodingStatus } from '../money/encoding-status.ts';
import { countsExact } from '../money/exactness.ts';
import { modelInfo } from '../money/model-match.ts';
import { CUSTOM_PRICE_ID } from '../money/prices.ts';
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
 * - another model's encoding, or custom prices: the encoding control's sentence after the dash.
 */
export function countedStatus(
  choice: PriceChoice,
  encoding: EncodingName,
  overridden: boolean,
  context: EstimateContext,
): string {
  const info = choice.model === CUSTOM_PRICE_ID ? undefined : modelInfo(choice.model);
  if (info && countsExact(encoding, info.tokenizer))
    return `Counted exactly with ${encoding}, ${info.name}'s own tokenizer, ${LOCAL}.`;
  const calibration = estimateNote(context, encoding);
  const why = calibration ?? encodingStatus(choice, encoding, overridden).detail;
  const forModel = info ? ` for ${info.name}` : '';
  return `Counted with ${encoding}${forModel}, ${LOCAL} — ${why.replace(/[^.]$/, '$&.')}`;
}
