import type { DataRecord } from '../json-value.ts';
import type { TokenCounter } from '../tokenizer/tokenizer.ts';
import type { McpRevision } from './revisions.ts';
import type { ToolsListProfile } from './tools-list.ts';
import { toolsListText } from './tools-list.ts';

/** The four tools/list results shown beside a call: each profile in each shape, in this order. */
export const TOOLS_LIST_VARIANTS: readonly { profile: ToolsListProfile; revision: McpRevision }[] = [
  { profile: 'minimal', revision: '2025' },
  { profile: 'structured', revision: '2025' },
  { profile: 'minimal', revision: '2026-07-28' },
  { profile: 'structured', revision: '2026-07-28' },
];

/** The named field sets the generated list tool's `fields` argument accepts besides field names. */
export const TOOLS_LIST_PRESETS: readonly string[] = ['all', 'roll-call'];

/** One generated `tools/list` result: its profile, shape, exact text and tokens. */
export interface GeneratedToolsList {
  profile: ToolsListProfile;
  revision: McpRevision;
  text: string;
  tokens: number;
}

/**
 * The scenario's tool-name prefix, from the list tool's name: `tasks_list` → `tasks`; a name
 * without `_list` is the prefix itself; an empty result falls back to `records`.
 */
export function toolsPrefixOf(tool: string): string {
  return tool.replace(/_list$/, '') || 'records';
}

/**
 * The tools/list results of {@link TOOLS_LIST_VARIANTS} for the scenario's three tools, named
 * after the list tool `tool` (`tasks_list` → `tasks_list`, `tasks_distinct`, `tasks_schema`),
 * describing `records` (the page passes its largest data set), counted by `counter`.
 */
export function toolsListsFor(
  records: readonly DataRecord[],
  tool: string,
  counter: TokenCounter,
): GeneratedToolsList[] {
  const prefix = toolsPrefixOf(tool);
  return TOOLS_LIST_VARIANTS.map(({ profile, revision }) => {
    const text = toolsListText({
      prefix,
      noun: prefix.replaceAll('_', ' '),
      records,
      presets: TOOLS_LIST_PRESETS,
      profile,
      revision,
    });
    return { profile, revision, text, tokens: counter.count(text) };
  });
}
