/**
 * `cce mcp diff A B`: two versions of a server's tool definitions compared part by part, as text, a
 * pull request's Markdown comment or JSON, with `--budget` and `--max-increase` held to B.
 */
import { statSync } from 'node:fs';
import type { McpCapture } from '../../core/mcp/capture.ts';
import { mcpAnatomy } from '../../core/mcp/anatomy/anatomy.ts';
import type { CheckResult } from '../../core/mcp/anatomy/budget.ts';
import { checkBudget, checkIncrease } from '../../core/mcp/anatomy/budget.ts';
import { anatomyDiff } from '../../core/mcp/anatomy/diff.ts';
import type { AnatomyDiff } from '../../core/mcp/anatomy/diff.ts';
import { diffAnswer, diffTable } from '../../core/report/tables/mcp-diff.ts';
import { tableToMarkdown } from '../../core/report/table.ts';
import { tableToText } from '../../core/report/table-text.ts';
import { nodeCounter } from '../../node/counter.ts';
import { captureServer } from '../../node/mcp/capture-server.ts';
import { McpFailure } from '../../node/mcp/connect.ts';
import type { DiffSide, McpDiffArgs } from './diff-args.ts';
import { MCP_DIFF_USAGE, parseMcpDiffArgs } from './diff-args.ts';
import { DEFAULT_MAX_RESULT_MB } from './args.ts';
import { CliError } from '../cli-error.ts';
import type { CliOutput } from '../runner.ts';
import { runCommand } from '../runner.ts';
import { formatOf, loadCapture } from './review.ts';

/** True when `path` is a file there is (a capture), not a command or a URL. */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** One side's capture: read from its file, or listed from the live server. */
async function captureOf(side: DiffSide, timeoutMs: number): Promise<McpCapture> {
  if (side.kind === 'capture') return loadCapture(side.file);
  const target =
    side.kind === 'http'
      ? { kind: 'http' as const, url: side.url, headers: {} }
      : { kind: 'stdio' as const, command: side.command, args: side.args, env: {} };
  return captureServer(target, { timeoutMs, maxResultBytes: DEFAULT_MAX_RESULT_MB * 1024 * 1024, calls: [] });
}

/** The comparison as text, Markdown or JSON. */
function diffOutput(diff: AnatomyDiff, args: McpDiffArgs, checks: CheckResult[]): string {
  const [a, b] = args.names;
  const answer = diffAnswer(diff, 'A');
  const format = formatOf(args);
  if (format === 'json') return `${JSON.stringify({ a, b, answer, ...diff, checks }, null, 2)}\n`;
  const sides = `A: ${a}; B: ${b}; counted in ${args.encoding}.`;
  if (format === 'text') return `${answer}\n\n${sides}\n\n${tableToText(diffTable(diff))}`;
  const verdicts = checks.map((c) => `- ${c.passed ? 'within' : '**failed**'}: ${c.line}`);
  return [
    `## MCP tool definitions: token diff`,
    '',
    answer,
    '',
    sides,
    '',
    tableToMarkdown(diffTable(diff)),
    ...verdicts,
  ]
    .join('\n')
    .replace(/\n*$/, '\n');
}

/** Run `cce mcp diff` with `argv`: 0, 1 past a check, 2 on bad input or a failed server. */
export async function runMcpDiffCli(argv: readonly string[], output: CliOutput): Promise<number> {
  let args: McpDiffArgs | undefined;
  const status = runCommand('mcp diff', output, () => {
    args = parseMcpDiffArgs(argv, isFile);
    if (args.help) output.stdout(MCP_DIFF_USAGE);
    else if (args.encodingNote) output.stderr(`mcp diff: ${args.encodingNote}\n`);
    return 0;
  });
  if (status !== 0 || !args || args.help) return status;
  const parsed = args;
  try {
    const counter = nodeCounter(parsed.encoding);
    const [before, after] = await Promise.all(parsed.sides.map((side) => captureOf(side, parsed.timeoutMs)));
    const diff = anatomyDiff(mcpAnatomy(before!, parsed.host.id, counter), mcpAnatomy(after!, parsed.host.id, counter));
    const { budget, maxIncrease } = parsed.review;
    const checks = [
      ...(budget === undefined ? [] : [checkBudget(diff.after, budget, diff, parsed.host.id)]),
      ...(maxIncrease === undefined ? [] : [checkIncrease(diff, maxIncrease, 'A')]),
    ];
    output.stdout(diffOutput(diff, parsed, checks));
    for (const check of checks) output.stderr(`mcp diff: ${check.passed ? '' : 'failed: '}${check.line}\n`);
    return checks.every((check) => check.passed) ? 0 : 1;
  } catch (error) {
    if (error instanceof McpFailure || error instanceof CliError) {
      output.stderr(`mcp diff: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
