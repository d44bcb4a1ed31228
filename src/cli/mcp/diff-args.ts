/** `cce mcp diff A B`: its `--help` text and its arguments. */
import type { HostSpec } from '../../core/mcp/host-texts.ts';
import { hostIds } from '../../core/mcp/host-texts.ts';
import { wrapHelp } from '../args/help.ts';
import type { ReviewArgs } from './review-args.ts';
import { REVIEW_HOST, parseReviewArgs } from './review-args.ts';
import type { CommonArgs } from '../args/parse.ts';
import { parseCommandLine, stringOptions, tokenizerHelp } from '../args/parse.ts';
import { parseHost } from '../transport/args.ts';
import { UsageError } from '../args/usage-error.ts';
import { DEFAULT_TIMEOUT_SECONDS } from './args.ts';

/** The `--help` text of `cce mcp diff`. */
export const MCP_DIFF_USAGE = wrapHelp(`Usage: npm run -s mcp -- diff A B [options]

Compares two versions of an MCP server's tool definitions as the host sends them: the tools
added, removed and changed, each with its token change and the parts that changed (cce mcp
--anatomy's parts). A and B are each a capture file (saved with cce mcp --save), an http:// or
https:// URL, or a server command in one argument ('node dist/server.js').

Options:
  --host ID            the host whose definitions are compared: ${hostIds().join(', ')}
                       (default ${REVIEW_HOST})
  --markdown           print a comment a pull request can carry
  --json               print one JSON object
  --budget N           exit 1 when B's tools list is over N tokens
  --max-increase P%|N  exit 1 when B grew past P % of A's tools list, or N tokens
  --timeout SECONDS    how long one request to a live server may take (default ${DEFAULT_TIMEOUT_SECONDS})
${tokenizerHelp(21, 'count in the tokenizer of this model')}
  -h, --help           print this help

Example:
  npm run -s mcp -- diff base.json 'node dist/server.js' --markdown > token-diff.md

Exit status: 0 on success and within --budget and --max-increase, 1 past either (a line on
stderr names the tools and parts that grew), 2 on a usage error, a capture that cannot be read
or a server that fails.
`);

/** One side of the comparison. */
export type DiffSide =
  | { kind: 'capture'; file: string }
  | { kind: 'http'; url: string }
  | { kind: 'stdio'; command: string; args: string[] };

/** What `cce mcp diff` was asked to do. */
export interface McpDiffArgs extends Omit<CommonArgs, 'files'> {
  sides: [DiffSide, DiffSide];
  names: [string, string];
  host: HostSpec;
  review: ReviewArgs;
  timeoutMs: number;
}

/** A command in one argument split into words; `'…'` and `"…"` group words. */
export function commandWords(text: string): string[] {
  const words = [...text.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
  if (words.length === 0) throw new UsageError('a server command is empty');
  return words;
}

/** `text` as a side: a capture when `isFile(text)`, a URL, else a command. */
function sideOf(text: string, isFile: (path: string) => boolean): DiffSide {
  if (isFile(text)) return { kind: 'capture', file: text };
  if (/^https?:\/\//.test(text)) return { kind: 'http', url: text };
  const [command, ...args] = commandWords(text);
  return { kind: 'stdio', command: command!, args };
}

/**
 * Parse the arguments after `cce mcp diff`; `isFile` tells a capture from a command.
 * @throws UsageError for what `parseCommandLine` refuses, not two sides, or a bad option value.
 */
export function parseMcpDiffArgs(argv: readonly string[], isFile: (path: string) => boolean): McpDiffArgs {
  const { values, common } = parseCommandLine(argv, {
    ...stringOptions('host', 'timeout', 'budget', 'max-increase'),
    markdown: { type: 'boolean' },
  });
  const { files: positionals, ...rest } = common;
  if (positionals.length !== 2 && !common.help)
    throw new UsageError(`diff needs two sides, A and B; got ${positionals.length}`);
  // B is held to A: --max-increase needs no --baseline here.
  const review = parseReviewArgs({ ...values, baseline: values['max-increase'] === undefined ? undefined : 'A' });
  const timeout = Number(values.timeout ?? DEFAULT_TIMEOUT_SECONDS);
  if (!Number.isFinite(timeout) || timeout <= 0)
    throw new UsageError(`--timeout needs a positive number, got ${JSON.stringify(values.timeout)}`);
  const [a = '', b = ''] = positionals;
  return {
    ...rest,
    sides: common.help ? [sideOf('-', () => true), sideOf('-', () => true)] : [sideOf(a, isFile), sideOf(b, isFile)],
    names: [a, b],
    host: parseHost(values.host ?? REVIEW_HOST, undefined),
    review,
    timeoutMs: Math.round(timeout * 1000),
  };
}
