/** `cce mcp`'s design-review options: `--anatomy`, `--markdown`. */
import { UsageError } from './usage-error.ts';

/** The host the review options count for when `--host` is not given: what a server's users run. */
export const REVIEW_HOST = 'claude-code';

/** The options as parseArgs declares them. */
export const REVIEW_OPTIONS = {
  anatomy: { type: 'boolean' },
  markdown: { type: 'boolean' },
} as const;

/** Their lines in `--help`'s Options (a column of 21). */
export const REVIEW_HELP = `  --anatomy            each tool part by part (name, title, description, each input property's
                       description, type, enum, default and examples, $defs targets, output schema,
                       annotations, structure), the parts adding up to the tool's total; text, or
                       --markdown, or --json
  --markdown           print Markdown (the default without --anatomy)
  --capture FILE       read a capture (--save) instead of a live server`;

/** What the review options asked for. */
export interface ReviewArgs {
  anatomy: boolean;
  markdown: boolean;
}

/** The review options' values checked. @throws UsageError for --json with --markdown. */
export function parseReviewArgs(values: { json?: boolean; anatomy?: boolean; markdown?: boolean }): ReviewArgs {
  if (values.json && values.markdown) throw new UsageError('give --json or --markdown, not both');
  return {
    anatomy: values.anatomy ?? false,
    markdown: values.markdown ?? false,
  };
}

/** True when any review option asks for the anatomy's figures (and so the review host by default). */
export function reviewWanted(review: ReviewArgs): boolean {
  return review.anatomy;
}
