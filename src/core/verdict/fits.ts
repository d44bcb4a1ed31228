/**
 * Which rungs and formats fit: one response, as the host hands it over, against the chosen model's
 * context window and, for Claude Code, its limits on one MCP tool result (`CLAUDE_CODE_RESULT_LIMITS`).
 */
import type { HostId } from '../hosts/types.ts';
import type { Ladder, LadderScale } from '../ladder/ladder.ts';
import { representationLabel, shownRepresentations, sizeOf } from '../representation-list.ts';
import { formatInt, formatRows } from '../format/numbers.ts';
import { CLAUDE_CODE_RESULT_LIMITS } from './limits.ts';
import { saidTokens } from './said-tokens.ts';

/** One rung or format at a scale: the tokens of its result and the characters of its text. */
export interface FitSide {
  label: string;
  tokens: number;
  chars: number;
}

// The limits `side` is over, in words (its `tokens` as the model counts them); none when it fits every one.
function overWords(
  side: FitSide,
  tokens: number,
  window: { model: string; tokens: number } | undefined,
  host: HostId,
): string[] {
  const over: string[] = [];
  if (window && tokens > window.tokens) over.push(`${window.model}'s window`);
  if (host === 'claude-code' && tokens > CLAUDE_CODE_RESULT_LIMITS.tokens)
    over.push(`Claude Code's ${formatInt(CLAUDE_CODE_RESULT_LIMITS.tokens)}-token limit`);
  if (host === 'claude-code' && side.chars > CLAUDE_CODE_RESULT_LIMITS.chars)
    over.push(`${formatInt(CLAUDE_CODE_RESULT_LIMITS.chars)} characters (saved to a file)`);
  return over;
}

/**
 * One sentence: every side fits, or which are over which limit and which fit. Under a log's
 * calibration (`estimate`) each side is compared, and said, in the model's own tokens, ≈ counts × the ratio.
 */
export function fitsLine(
  sides: readonly FitSide[],
  rows: number,
  window: { model: string; tokens: number } | undefined,
  host: HostId,
  estimate?: { ratio: number; tokens: string },
): string {
  const said = saidTokens({ estimate });
  const overOf = (s: FitSide) => overWords(s, said.value(s.tokens), window, host);
  const limits = [
    ...(window ? [`${window.model}'s context window (${formatInt(window.tokens)} tokens)`] : []),
    ...(host === 'claude-code'
      ? [
          `Claude Code's limits on one MCP tool result (${formatInt(CLAUDE_CODE_RESULT_LIMITS.tokens)} tokens, ${formatInt(CLAUDE_CODE_RESULT_LIMITS.chars)} characters)`,
        ]
      : []),
  ];
  const at = `At ${formatRows(rows)}`;
  if (limits.length === 0) return `${at}, no limit is known for this model and host.`;
  const over = sides.flatMap((s) => {
    const words = overOf(s);
    return words.length === 0 ? [] : [`${s.label} (${said.words(s.tokens)}: over ${words.join(' and ')})`];
  });
  if (over.length === 0) return `${at}, every rung and format fits ${limits.join(' and ')}.`;
  const fit = sides.filter((s) => overOf(s).length === 0).map((s) => s.label);
  const fits = fit.length === 0 ? 'none fits' : `these fit: ${fit.join(', ')}`;
  return `${at}, against ${limits.join(' and ')}: ${over.join('; ')}; ${fits}.`;
}

/** Each shown rung and format at `scale`: its call's result tokens where costed (what the host hands over), else its payload's. */
export function fitSides(ladder: Ladder, scale: LadderScale): FitSide[] {
  return shownRepresentations(ladder).flatMap((r) => {
    const size = sizeOf(scale, r.id);
    if (!size) return [];
    return [{ label: representationLabel(r), tokens: scale.calls?.[r.id]?.result ?? size.tokens, chars: size.chars }];
  });
}
