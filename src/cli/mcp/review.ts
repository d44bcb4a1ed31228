/** `cce mcp`'s design review: a capture read from a file, the anatomy printed, the budget checks run. */
import type { McpCapture } from '../../core/mcp/capture.ts';
import { readCapture } from '../../core/mcp/capture.ts';
import type { McpAnatomy } from '../../core/mcp/anatomy/anatomy.ts';
import { mcpAnatomy } from '../../core/mcp/anatomy/anatomy.ts';
import type { CheckResult } from '../../core/mcp/anatomy/budget.ts';
import { checkBudget, checkIncrease } from '../../core/mcp/anatomy/budget.ts';
import { anatomyDiff } from '../../core/mcp/anatomy/diff.ts';
import { InputError } from '../../core/input/input-error.ts';
import {
  anatomyAnswer,
  anatomyPartsTable,
  anatomyServerTable,
  anatomyToolsTable,
} from '../../core/report/tables/mcp-anatomy.ts';
import { tableToMarkdown } from '../../core/report/table.ts';
import { tableToText } from '../../core/report/table-text.ts';
import type { HostId } from '../../core/hosts/types.ts';
import type { TokenCounter } from '../../core/tokenizer/tokenizer.ts';
import { readDecodedFile } from '../../node/read-file.ts';
import type { ReviewArgs } from './review-args.ts';
import { CliError, fsReason } from '../cli-error.ts';

/** The output formats of the anatomy and the diff. */
export type ReviewFormat = 'text' | 'markdown' | 'json';

/** `--json`, `--markdown`, else text. */
export function formatOf(args: { json: boolean; review: Pick<ReviewArgs, 'markdown'> }): ReviewFormat {
  return args.json ? 'json' : args.review.markdown ? 'markdown' : 'text';
}

/** The capture saved in `file` (`--save`'s shape). @throws CliError when it cannot be read or is not one. */
export function loadCapture(file: string): McpCapture {
  let text: string;
  try {
    text = readDecodedFile(file).text;
  } catch (error) {
    throw new CliError(`cannot read ${file}: ${fsReason(error)}`);
  }
  try {
    return readCapture(text, file);
  } catch (error) {
    if (error instanceof InputError) throw new CliError(error.message);
    throw error;
  }
}

/** The anatomy as `format`: the answer first, then the parts, the tools and the server's lists. */
export function anatomyOutput(anatomy: McpAnatomy, format: ReviewFormat, exactness: string): string {
  const answer = anatomyAnswer(anatomy);
  if (format === 'json') return `${JSON.stringify({ answer, ...anatomy }, null, 2)}\n`;
  const tables = [anatomyPartsTable(anatomy), anatomyToolsTable(anatomy), anatomyServerTable(anatomy)];
  const render = format === 'markdown' ? tableToMarkdown : tableToText;
  return [`${answer}\n\n${exactness}\n`, ...tables.map(render)].join('\n');
}

/** The checks `--budget` and `--baseline … --max-increase` asked for, of `anatomy`; none without them. */
export function reviewChecks(
  review: ReviewArgs,
  anatomy: McpAnatomy,
  host: HostId,
  counter: TokenCounter,
): CheckResult[] {
  const diff =
    review.baseline === undefined
      ? null
      : anatomyDiff(mcpAnatomy(loadCapture(review.baseline), host, counter), anatomy);
  const checks: CheckResult[] = [];
  if (review.budget !== undefined) checks.push(checkBudget(anatomy.toolsTotal, review.budget, diff, host));
  if (diff && review.maxIncrease && review.baseline !== undefined)
    checks.push(checkIncrease(diff, review.maxIncrease, review.baseline));
  return checks;
}
