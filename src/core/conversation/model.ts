import { namedParts } from '../parts.ts';

/**
 * The kinds of content a request's context window holds (second seed article, "Profile the
 * window"): `COMPONENTS` in stacking order, `COMPONENT_NAMES` the words for each, for tables and legends.
 */
export const { ids: COMPONENTS, names: COMPONENT_NAMES } = namedParts({
  system: 'System prompt',
  tools: 'Tool definitions',
  user: 'User message',
  assistant: 'Model responses',
  toolCalls: 'Tool requests',
  toolResults: 'Tool results (raw)',
  placeholders: 'Placeholders',
  notes: 'Notes blocks',
});

/** One of {@link COMPONENTS}. */
export type Component = (typeof COMPONENTS)[number];

/** One step of the agent loop, in tokens: the model's text, its tool request, and the tool's result. */
export interface StepSizes {
  modelResponse: number;
  toolRequest: number;
  toolResponse: number;
}

/** When compaction replaces old tool results. */
export type CompactionMode = { kind: 'every-step' } | { kind: 'trigger'; inputTokens: number };

/** A compaction strategy: placeholder and notes sizes, how many newest results stay raw, when it runs. */
export interface CompactionStrategy {
  name: string;
  /** Tokens of the placeholder that replaces an old tool result. */
  placeholder: number;
  /** Tokens of the notes block the agent writes right after each tool returns (kept with the placeholder). */
  notes: number;
  /** How many of the newest tool results stay in full. */
  keepLast: number;
  mode: CompactionMode;
}

/** A conversation to simulate, all sizes in tokens. */
export interface Conversation {
  system: number;
  tools: number;
  user: number;
  /** The agent loop's steps, in order; request k holds steps 1..k. */
  steps: StepSizes[];
}
