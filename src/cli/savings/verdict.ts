/** `npm run savings --verdict`: the verdict card as the page computes it, as lines or `--json`. */
import type { Baseline } from '../../core/analysis/moves.ts';
import type { Percentage } from '../../core/analysis/percent.ts';
import { defaultBaseline } from '../../core/analysis/default-baseline.ts';
import type { BreakEven } from '../../core/analysis/break-even.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import type { CurrencyCode } from '../../core/models/catalogue.ts';
import { DEFAULT_PRICE_CHOICE } from '../../core/money/choice.ts';
import { resolveModel } from '../../core/models/resolved-model.ts';
import { countsExact } from '../../core/models/exactness.ts';
import { modelInfo } from '../../core/models/model-match.ts';
import { verdictLines } from '../../core/verdict/lines.ts';
import type { VerdictSide } from '../../core/verdict/split.ts';
import type { Verdict } from '../../core/verdict/verdict.ts';
import { currentVerdict } from '../../core/verdict/verdict.ts';
import type { SavingsArgs } from './args.ts';
import type { RungId } from '../../core/ladder/rungs.ts';

/** A session text with its token count and, unless generated, the file it came from. */
export interface CountedSessionText {
  text: string;
  tokens: number;
  file?: string;
}

/** The session texts of a report: schema response and alias legend always, a custom text if given. */
export interface SessionInputs {
  schema: CountedSessionText;
  legend: CountedSessionText;
  custom?: CountedSessionText & { neededBy: RungId[] };
}

/** The settings the verdict reads from the command line. */
type VerdictArgs = Pick<SavingsArgs, 'at' | 'model' | 'steps' | 'transport'> & { base?: Baseline };

/**
 * The verdict for `ladder`, as the page computes it for the same inputs (against the text as
 * received unless `base` says otherwise); `available` is every field the data has.
 */
export function verdictOf(
  ladder: Ladder,
  texts: SessionInputs,
  args: VerdictArgs,
  available?: readonly string[],
): Verdict {
  const { custom } = texts;
  return currentVerdict({
    result: { ladder, schema: texts.schema, legend: texts.legend },
    detailRows: args.at ?? null,
    session: { schema: null, legend: null, custom: custom?.text ?? '', customNeededBy: custom?.neededBy ?? [] },
    sessionCounts: custom ? { [custom.text]: custom.tokens } : {},
    baseline: args.base ?? defaultBaseline('own'),
    model: resolveModel({ ...DEFAULT_PRICE_CHOICE, model: args.model }),
    transport: args.transport ?? 'cli',
    sim: { steps: args.steps },
    ...(available ? { availableFields: available } : {}),
  });
}

/** The verdict's lines, one per line. */
export function verdictText(verdict: Verdict): string {
  return verdictLines(verdict)
    .map((line) => `${line.text}\n`)
    .join('');
}

/** The `--verdict --json` object: the figures of the card, money in `currency` (null without a price), and its lines. */
export type VerdictJson =
  | { ready: false; reason: string; lines: { id: string; text: string }[] }
  | {
      ready: true;
      encoding: string;
      /** The catalogue id the money is priced at, and whether the counts are its own tokens. */
      model: string;
      exact: boolean;
      baseline: Baseline;
      rows: number;
      best: VerdictSide;
      base: VerdictSide;
      saved: number;
      percent: Percentage;
      currency: CurrencyCode | null;
      perCall: number | null;
      /** Calls per session, the tokens read once per session, and the money saved per 1,000 sessions. */
      session: { calls: number; oneTime: number; perThousand: number | null };
      breakEven: BreakEven | null;
      lines: { id: string; text: string }[];
    };

/** {@link VerdictJson} of `verdict`, priced at `args.model`. */
export function verdictJson(verdict: Verdict, args: VerdictArgs): VerdictJson {
  const lines = verdictLines(verdict).map(({ id, text }) => ({ id, text }));
  if (!verdict.ready) return { ready: false, reason: verdict.reason, lines };
  const { payload, sessions } = verdict;
  return {
    ready: true,
    encoding: verdict.encoding,
    model: args.model,
    exact: countsExact(verdict.encoding, modelInfo(args.model)?.tokenizer),
    baseline: args.base ?? defaultBaseline('own'),
    rows: verdict.rows,
    best: payload.best,
    base: payload.base,
    saved: payload.saved,
    percent: payload.percent,
    currency: verdict.price?.currency ?? null,
    perCall: payload.perCall,
    session: { calls: sessions.calls, oneTime: sessions.oneTime, perThousand: sessions.perThousand },
    breakEven: verdict.breakEven ?? null,
    lines,
  };
}
