/**
 * Limits a response runs into: the chosen model's context window, and Claude Code's limits on one
 * MCP tool result. Said beside the verdict's answer, for the text sent today and the winner.
 */
import { formatInt, formatOneDecimal } from '../format/numbers.ts';
import type { Verdict } from './verdict.ts';
import { saidTokens } from './said-tokens.ts';

type ReadyVerdict = Extract<Verdict, { ready: true }>;

/**
 * Claude Code's limits on one tool result (code.claude.com/docs/en/mcp "MCP output limits", tools-reference
 * "Output limits"; changelog 2.1.51, 2.1.91): MAX_MCP_OUTPUT_TOKENS and its fixed warning, the characters
 * past which it is saved to a file, a tool's own `anthropic/maxResultSizeChars` cap, Bash's output.
 */
export const CLAUDE_CODE_RESULT_LIMITS = {
  tokens: 25_000,
  warningTokens: 10_000,
  chars: 50_000,
  maxToolChars: 500_000,
  bashChars: 30_000,
} as const;

/**
 * What Claude Code does with one MCP tool result of `chars` characters and `tokens` tokens, in
 * words (`fileChars`: the tool's own file threshold); undefined when it enters the context whole.
 */
export function claudeCodeHandling(
  chars: number,
  tokens: number,
  fileChars: number = CLAUDE_CODE_RESULT_LIMITS.chars,
): { file: boolean; words: string } | undefined {
  const { tokens: limit } = CLAUDE_CODE_RESULT_LIMITS;
  if (chars > fileChars)
    return {
      file: true,
      words:
        `over ${formatInt(fileChars)} characters, Claude Code saves it to a file and gives the model a reference ` +
        "to it instead (code.claude.com/docs/en/mcp; the reference's text is not documented, so it is not counted)",
    };
  if (tokens > limit)
    return {
      file: false,
      words:
        `over MAX_MCP_OUTPUT_TOKENS (${formatInt(limit)} tokens by default; code.claude.com/docs/en/mcp): ` +
        'the docs do not say whether Claude Code cuts or refuses a longer result',
    };
  return undefined;
}

/** The limits line of a ready verdict; undefined when the text sent today fits every limit. */
export function limitsLine(v: ReadyVerdict): string | undefined {
  const { base, best } = v.payload;
  // Calibrated by a log, the limits are of the model's own tokens, ≈ counts × the ratio.
  const { value: said, words: tokens } = saidTokens(v);
  const over: string[] = [];
  if (v.window && said(base.tokens) > v.window.tokens) {
    const times = formatOneDecimal(said(base.tokens) / v.window.tokens);
    const fits = said(best.tokens) <= v.window.tokens ? `; ${best.label} (${tokens(best.tokens)}) fits` : '';
    over.push(
      `${base.label}, ${tokens(base.tokens)} per response, is ${times} × ${v.window.model}'s ` +
        `context window of ${formatInt(v.window.tokens)} tokens: it cannot be sent whole${fits}`,
    );
  }
  if (v.calls?.host === 'claude-code') {
    const { tokens: limit, chars } = CLAUDE_CODE_RESULT_LIMITS;
    if (said(base.tokens) > limit)
      over.push(
        `over Claude Code's limit on one MCP tool result, ${formatInt(limit)} tokens by default ` +
          '(MAX_MCP_OUTPUT_TOKENS; code.claude.com/docs/en/mcp)',
      );
    if (v.sentChars > chars)
      over.push(`over ${formatInt(chars)} characters, which Claude Code saves to a file and replaces by a reference`);
  }
  if (over.length === 0) return undefined;
  return `Limits: ${over.join('; ')}.`;
}
