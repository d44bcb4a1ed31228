/** `cce mcp`'s design-review options: `--anatomy`, `--markdown`, `--budget`, `--baseline`, `--max-increase`. */
import type { MaxIncrease } from '../../core/mcp/anatomy/budget.ts';
import { parseWholeNumber } from '../args/parse.ts';
import { UsageError } from '../args/usage-error.ts';

/** The host the review options count for when `--host` is not given: what a server's users run. */
export const REVIEW_HOST = 'claude-code';

/** The options as parseArgs declares them. */
export const REVIEW_OPTIONS = {
  anatomy: { type: 'boolean' },
  markdown: { type: 'boolean' },
  budget: { type: 'string' },
  baseline: { type: 'string' },
  'max-increase': { type: 'string' },
} as const;

/** Their lines in `--help`'s Options (a column of 21). */
export const REVIEW_HELP = `  --anatomy            each tool part by part (name, title, description, each input property's
                       description, type, enum, default and examples, $defs targets, output schema,
                       annotations, structure), the parts adding up to the tool's total; text, or
                       --markdown, or --json
  --markdown           print Markdown (the default without --anatomy)
  --budget N           exit 1 when the tools list as the host sends it is over N tokens
  --baseline FILE      a capture (--save) to compare with; needs --max-increase
  --max-increase P%|N  exit 1 when the tools list grew past P % of the baseline's, or N tokens
  --capture FILE       read a capture (--save) instead of a live server`;

/** What the review options asked for. */
export interface ReviewArgs {
  anatomy: boolean;
  markdown: boolean;
  budget: number | undefined;
  baseline: string | undefined;
  maxIncrease: MaxIncrease | undefined;
}

/** `5%` or `200`. @throws UsageError for anything else. */
export function parseMaxIncrease(text: string): MaxIncrease {
  const percent = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(text);
  if (percent) return { unit: 'percent', value: Number(percent[1]) };
  return { unit: 'tokens', value: parseWholeNumber('max-increase', text, 'a percentage (5%) or whole tokens (200)') };
}

/** The review options' values checked. @throws UsageError for a bad number or one of `--baseline`/`--max-increase` alone. */
export function parseReviewArgs(values: {
  json?: boolean;
  anatomy?: boolean;
  markdown?: boolean;
  budget?: string;
  baseline?: string;
  'max-increase'?: string;
}): ReviewArgs {
  if ((values.baseline === undefined) !== (values['max-increase'] === undefined))
    throw new UsageError(
      values.baseline === undefined
        ? '--max-increase needs --baseline FILE'
        : '--baseline needs --max-increase P% or N',
    );
  if (values.json && values.markdown) throw new UsageError('give --json or --markdown, not both');
  return {
    anatomy: values.anatomy ?? false,
    markdown: values.markdown ?? false,
    budget: values.budget === undefined ? undefined : parseWholeNumber('budget', values.budget, 'whole tokens'),
    baseline: values.baseline === '' ? failEmpty() : values.baseline,
    maxIncrease: values['max-increase'] === undefined ? undefined : parseMaxIncrease(values['max-increase']),
  };
}

function failEmpty(): never {
  throw new UsageError('--baseline needs a file');
}

/** True when any review option asks for the anatomy's figures (and so the review host by default). */
export function reviewWanted(review: ReviewArgs): boolean {
  return review.anatomy || review.budget !== undefined || review.baseline !== undefined;
}
