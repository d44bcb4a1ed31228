import { formatInt, formatTokens } from '../format/numbers.ts';
import { representationById } from '../representation-list.ts';
import type { ParsedSession } from './model.ts';
import type { SessionProfile } from './profile.ts';
import type { ReplayStrategy } from './replay.ts';
import { rerepresentResultsSteps } from './rerepresent.ts';
import { runSteps } from '../steps.ts';
import type { Steps } from '../steps.ts';

/**
 * Tool results a replay keeps raw by default (the newest): Anthropic context editing's default `keep`;
 * none would hide each result from the request that asked for it. Source: docs/sessions.md, "Replays and
 * the prompt cache".
 */
export const DEFAULT_KEEP_NEWEST = 3;

/** Why {@link DEFAULT_KEEP_NEWEST}, in words for the page's hint and the command line's help. */
export const DEFAULT_KEEP_NEWEST_WHY =
  `By default the newest ${DEFAULT_KEEP_NEWEST} results stay raw, as Anthropic's context editing keeps its newest ` +
  `${DEFAULT_KEEP_NEWEST} tool uses and Claude Code's microcompact its newest few: the model reads every result ` +
  'before it is replaced. With 0, each result is replaced before the model has read it, which no agent can do. ' +
  "(The Conversation growth view keeps 1, as the seed article's loop does.)";

/** The name of the run as its log holds it (the replay without a strategy): the before line and column. */
export const AS_LOGGED = 'as logged';

/**
 * A strategy as the user sets it (texts, not their tokens): what the page sends the worker and
 * the command line reads from its options. `rung` re-represents the results that hold records,
 * on one rung or format, or one per tool.
 */
export type StrategyChoice =
  | Exclude<ReplayStrategy, { kind: 'placeholder' | 'clear-tool-uses' }>
  | (WithText<Extract<ReplayStrategy, { kind: 'placeholder' }>> & {
      /** The notes block as typed (a template the agent fills): counted, in place of `notes` tokens. */
      notesText?: string;
    })
  | WithText<Extract<ReplayStrategy, { kind: 'clear-tool-uses' }>>
  | {
      kind: 'rung';
      /** The rung or format of the results of `tools` (null: every tool not in `perTool`). */
      representation: string;
      tools: readonly string[] | null;
      /** A rung or format of its own for some tools (tool name → rung or format id). */
      perTool?: Readonly<Record<string, string>>;
    };

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
 * text and a typed notes block counted, a rung's rewritten results counted. Names say what the strategy does, with its sizes.
 * @throws RangeError for an unknown rung or format.
 */
export function resolveStrategy(
  choice: StrategyChoice,
  session: ParsedSession,
  profile: SessionProfile,
  count: (text: string) => number,
): ResolvedStrategy {
  return runSteps(resolveStrategySteps(choice, session, profile, count));
}

/** {@link resolveStrategy} in steps: a rung pauses after each result it rewrites and each it counts. */
export function* resolveStrategySteps(
  choice: StrategyChoice,
  session: ParsedSession,
  profile: SessionProfile,
  count: (text: string) => number,
): Steps<ResolvedStrategy> {
  const itemTokens = profile.itemTokens;
  switch (choice.kind) {
    case 'none':
      return { strategy: choice, itemTokens, name: AS_LOGGED };
    case 'placeholder': {
      const { notesText, ...rest } = choice;
      const placeholder = count(choice.placeholder);
      const notes = notesText === undefined ? choice.notes : count(notesText);
      const withNotes = notes > 0 ? ` and notes (${formatTokens(notes)})` : '';
      return {
        strategy: { ...rest, placeholder, notes },
        itemTokens,
        name: `the placeholder (${formatTokens(placeholder)})${withNotes} for ${choice.keepLast === 0 ? 'every result' : `every result but the newest ${formatInt(choice.keepLast)}`}`,
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
        name: `a ${formatInt(choice.summaryTokens)}-token summary over ${formatInt(choice.trigger)} tokens`,
      };
    case 'rung': {
      const perTool = Object.entries(choice.perTool ?? {});
      const own = new Set(perTool.map(([tool]) => tool));
      const everyTool = () => [...new Set(session.items.map((i) => i.tool ?? ''))];
      const others = own.size === 0 ? choice.tools : (choice.tools ?? everyTool()).filter((t) => !own.has(t));
      const groups: [string, readonly string[] | null][] = [
        [choice.representation, others],
        ...perTool.map(([tool, id]): [string, string[]] => [id, [tool]]),
      ];
      const texts = new Map<number, string>();
      for (const [id, tools] of groups) {
        const representation = representationById(id);
        const { texts: rewritten } = yield* rerepresentResultsSteps(session, { representation, tools });
        for (const [i, text] of rewritten) texts.set(i, text);
      }
      const rewrittenTokens = [...itemTokens];
      for (const [i, text] of texts) {
        rewrittenTokens[i] = count(text);
        yield;
      }
      const names = [choice.representation, ...perTool.map(([tool, id]) => `${id} for ${tool}`)].join(', ');
      return {
        strategy: { kind: 'none' },
        itemTokens: rewrittenTokens,
        name: `tool results as ${names} (${texts.size} rewritten)`,
      };
    }
  }
}
