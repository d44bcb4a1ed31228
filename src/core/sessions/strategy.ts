import { formatInt, formatTokens } from '../export/format.ts';
import { representationById } from '../representations.ts';
import type { ParsedSession } from './model.ts';
import type { SessionProfile } from './profile.ts';
import type { ReplayStrategy } from './replay.ts';
import { rerepresentResults, tokensWith } from './rerepresent.ts';

/**
 * A strategy as the user sets it (texts, not their tokens): what the page sends the worker and
 * the command line reads from its options. `rung` re-represents the results that hold records.
 */
export type StrategyChoice =
  | Exclude<ReplayStrategy, { kind: 'placeholder' | 'clear-tool-uses' }>
  | WithText<Extract<ReplayStrategy, { kind: 'placeholder' }>>
  | WithText<Extract<ReplayStrategy, { kind: 'clear-tool-uses' }>>
  | { kind: 'rung'; representation: string; tools: readonly string[] | null };

/** A strategy whose placeholder is given as its text (counted when resolved), not its tokens. */
type WithText<S extends { placeholder: number }> = Omit<S, 'placeholder'> & { placeholder: string };

/** A strategy ready to replay: in tokens, with the texts' tokens it replays and its name for tables. */
export interface ResolvedStrategy {
  strategy: ReplayStrategy;
  itemTokens: readonly number[];
  name: string;
}

/**
 * Turns a {@link StrategyChoice} into tokens with `count` (the encoding's counter): the placeholder
 * text counted, a rung's rewritten results counted. Names say what the strategy does, with its sizes.
 * @throws RangeError for an unknown rung or format.
 */
export function resolveStrategy(
  choice: StrategyChoice,
  session: ParsedSession,
  profile: SessionProfile,
  count: (text: string) => number,
): ResolvedStrategy {
  const itemTokens = profile.itemTokens;
  switch (choice.kind) {
    case 'none':
      return { strategy: choice, itemTokens, name: 'no compaction' };
    case 'placeholder': {
      const placeholder = count(choice.placeholder);
      return {
        strategy: { ...choice, placeholder },
        itemTokens,
        name: `the placeholder (${formatTokens(placeholder)}) for ${choice.keepLast === 0 ? 'every result' : `every result but the newest ${formatInt(choice.keepLast)}`}`,
      };
    }
    case 'clear-tool-uses':
      return {
        strategy: { ...choice, placeholder: count(choice.placeholder) },
        itemTokens,
        name: `tool-result clearing over ${formatTokens(choice.trigger)}`,
      };
    case 'summary':
      return {
        strategy: choice,
        itemTokens,
        name: `a ${choice.summaryTokens}-token summary over ${choice.trigger} tokens`,
      };
    case 'rung': {
      const representation = representationById(choice.representation);
      const { texts } = rerepresentResults(session, { representation, tools: choice.tools });
      return {
        strategy: { kind: 'none' },
        itemTokens: tokensWith(itemTokens, texts, count),
        name: `tool results as ${representation.id} (${texts.size} rewritten)`,
      };
    }
  }
}
