/**
 * `npm run -s mcp -- [options] -- COMMAND ARGS...` or `--url URL`: your own MCP server measured live
 * through the official SDK, per host, with deferred tools and `--save`'s capture (docs/cli.md, "mcp").
 * Every failure prints one `mcp: …` line on stderr and exits 2; nothing is left running.
 */
import { writeFileSync } from 'node:fs';
import type { McpCapture } from '../../core/mcp/capture.ts';
import { redactSecrets } from '../../core/mcp/capture.ts';
import { builtinContractTools } from '../../core/mcp/deferred.ts';
import { countsExactness } from '../../core/models/exactness.ts';
import type { TokenCounter } from '../../core/tokenizer/tokenizer.ts';
import { nodeCounter } from '../../node/counter.ts';
import { captureServer, secretsOf } from '../../node/mcp/capture-server.ts';
import type { ServerTarget } from '../../node/mcp/connect.ts';
import { McpFailure } from '../../node/mcp/connect.ts';
import type { McpArgs } from './args.ts';
import { MCP_USAGE, parseMcpArgs } from './args.ts';
import { CliError, fsReason } from '../cli-error.ts';
import type { CliOutput } from '../runner.ts';
import { processOutput, runCommand, runIfMainAsync } from '../runner.ts';
import { ladderMarkdown } from '../ladder/markdown.ts';
import { aliasLegend, assignAliases } from '../../core/serializers/aliases.ts';
import { callLadder } from './call-ladder.ts';
import type { CallLadder } from './call-ladder.ts';
import { deferredOf, mcpJson, mcpReport } from '../../core/mcp/report.ts';
import { deferredMarkdown, mcpMarkdown } from './markdown.ts';
import { DEFAULT_PRICE_CHOICE, chosenWindow } from '../../core/money/choice.ts';
import { hostLabel } from '../../core/mcp/host-texts.ts';
import { mcpAnatomy } from '../../core/mcp/anatomy/anatomy.ts';
import { anatomyOutput, formatOf, loadCapture, reviewChecks } from './review.ts';
import { reviewWanted } from './review-args.ts';
import { runMcpDiffCli } from './diff.ts';
import { limitsOutput } from './limits.ts';
import { captureResultSizes } from '../../core/mcp/result-sizes.ts';

/** The sentence on the counts: exact for the model named, or what they are an estimate of. */
function exactnessOf(args: McpArgs): string {
  if (args.model !== undefined) return countsExactness(args.model, args.encoding).text;
  return `Tokens are ${args.encoding} counts: exact for a model that counts with ${args.encoding}, an estimate for any other.`;
}

/** The parsed server as the node glue's target. */
function targetOf(server: Extract<McpArgs['server'], { kind: 'stdio' | 'http' }>): ServerTarget {
  return server.kind === 'stdio'
    ? { kind: 'stdio', command: server.command, args: server.args, env: server.env }
    : { kind: 'http', url: server.url, headers: server.headers };
}

/** `--builtin`: the deferred-tools comparison for the article's contract, no server. */
function builtinReport(args: McpArgs, counter: TokenCounter, output: CliOutput): number {
  const deferred = deferredOf(builtinContractTools(), args.host, counter);
  if (args.json) {
    const { definitions, ...rest } = deferred;
    const at = args.deferred === undefined ? undefined : deferred.sessions[Math.min(args.deferred, definitions.length)];
    const json = {
      encoding: counter.encoding,
      host: args.host.id,
      tools: definitions,
      deferred: { ...rest, ...(at ? { at } : {}) },
    };
    output.stdout(`${JSON.stringify(json, null, 2)}\n`);
  } else {
    output.stdout(
      `# Deferred tools for the built-in contract (the article's tools/list, ${hostLabel(args.host.id)})\n\n${exactnessOf(args)}\n\n` +
        deferredMarkdown(deferred, args.deferred),
    );
  }
  return 0;
}

/** Each call's ladder (`--ladder`) as Markdown sections. */
function laddersMarkdown(ladders: readonly CallLadder[], counter: TokenCounter): string {
  return ladders
    .map((entry) => {
      if ('problem' in entry)
        return `## Ladder of ${entry.name}\n\nNo records to put through the ladder: ${entry.problem}\n`;
      const legend = counter.count(aliasLegend(entry.ladder.fields, assignAliases(entry.ladder.fields)));
      return `## Ladder of ${entry.name}\n\n${ladderMarkdown(entry.ladder, legend)}`;
    })
    .join('\n');
}

/** Write the capture to `file`. @throws CliError when it cannot be written. */
function save(file: string, capture: McpCapture): void {
  try {
    writeFileSync(file, `${JSON.stringify(capture, null, 2)}\n`, 'utf8');
  } catch (error) {
    throw new CliError(`cannot write ${file}: ${fsReason(error)}`);
  }
}

/** The connected server's report, printed; the capture saved when asked. */
async function serverReport(args: McpArgs, counter: TokenCounter, output: CliOutput): Promise<number> {
  if (args.server.kind === 'builtin') return builtinReport(args, counter, output);
  const target = args.server.kind === 'capture' ? null : targetOf(args.server);
  const capture = target
    ? await captureServer(target, { timeoutMs: args.timeoutMs, maxResultBytes: args.maxResultBytes, calls: args.calls })
    : loadCapture((args.server as { file: string }).file);
  const secrets = target ? secretsOf(target) : [];
  if (args.save !== undefined) save(args.save, capture);
  const anatomy = reviewWanted(args.review) ? mcpAnatomy(capture, args.host.id, counter) : null;
  const checks = anatomy ? reviewChecks(args.review, anatomy, args.host.id, counter) : [];
  if (args.limits)
    output.stdout(
      redactSecrets(limitsOutput(captureResultSizes(capture, counter), formatOf(args), exactnessOf(args)), secrets)
        .value,
    );
  else if (anatomy && args.review.anatomy)
    output.stdout(redactSecrets(anatomyOutput(anatomy, formatOf(args), exactnessOf(args)), secrets).value);
  else printReport(args, capture, counter, output, secrets);
  if (args.save !== undefined) output.stderr(`mcp: wrote ${args.save}\n`);
  for (const check of checks) output.stderr(`mcp: ${check.passed ? '' : 'failed: '}${check.line}\n`);
  return checks.every((check) => check.passed) ? 0 : 1;
}

/** The report of `npm run mcp` (no --anatomy), printed; the capture saved when asked. */
function printReport(
  args: McpArgs,
  capture: McpCapture,
  counter: TokenCounter,
  output: CliOutput,
  secrets: readonly string[],
): void {
  const report = mcpReport(capture, args.host, counter);
  for (const call of report.calls) {
    if (call.error !== null) output.stderr(`mcp: the call ${call.name} failed: ${call.error}\n`);
    else if (call.isError)
      output.stderr(`mcp: the call ${call.name} returned isError: true (counted like any result)\n`);
  }
  const ladders = args.ladder
    ? capture.calls.flatMap((call) => (call.result ? [callLadder(call.name, call.result, args.fields, counter)] : []))
    : [];
  let text = args.json
    ? `${JSON.stringify({ ...mcpJson(report, args.deferred), ...(args.ladder ? { ladders } : {}) }, null, 2)}\n`
    : mcpMarkdown(
        report,
        exactnessOf(args),
        args.deferred,
        args.model === undefined ? undefined : chosenWindow({ ...DEFAULT_PRICE_CHOICE, model: args.model }),
      ) + (args.ladder ? `\n${laddersMarkdown(ladders, counter)}` : '');
  // The capture is redacted already; this is the last guard on what is printed.
  text = redactSecrets(text, secrets).value;
  output.stdout(text);
}

/**
 * Run `npm run mcp` with `argv` (`diff …`: {@link runMcpDiffCli}) to its exit status: 0 on success, 1
 * past `--budget` or `--max-increase`, 2 after one `mcp: …` line for a usage error, an unreadable capture
 * or a failed server ({@link McpFailure}); the target's secrets never reach stdout, stderr or the capture.
 */
export async function runMcpCli(argv: readonly string[], output: CliOutput = processOutput): Promise<number> {
  if (argv[0] === 'diff') return runMcpDiffCli(argv.slice(1), output);
  let args: McpArgs | undefined;
  const status = runCommand('mcp', output, () => {
    args = parseMcpArgs(argv);
    if (args.help) output.stdout(MCP_USAGE);
    else if (args.encodingNote) output.stderr(`mcp: ${args.encodingNote}\n`);
    return 0;
  });
  if (status !== 0 || !args || args.help) return status;
  const parsed = args;
  try {
    return await serverReport(parsed, nodeCounter(parsed.encoding), output);
  } catch (error) {
    if (error instanceof McpFailure || error instanceof CliError) {
      const { server } = parsed;
      const secrets = server.kind === 'stdio' || server.kind === 'http' ? secretsOf(targetOf(server)) : [];
      output.stderr(`mcp: ${redactSecrets(error.message, secrets).value}\n`);
      return 2;
    }
    throw error;
  }
}

runIfMainAsync(import.meta.url, runMcpCli);
