/**
 * What the anatomy's treemap draws: each tool a block sized by its tokens, cut into its parts. A
 * part can count 0 or fewer tokens (appending it merged with the text before): it has no area, so it
 * is left out of the picture and counted, and the table shows it.
 */
import type { McpAnatomy } from './anatomy.ts';
import type { PartKind } from './part-kind.ts';
import { partKind } from './part-kind.ts';

/** One part's block. */
export interface TreemapPart {
  name: string;
  tool: string;
  kind: PartKind;
  tokens: number;
}

/** One tool's block: its parts with tokens, largest first. */
export interface TreemapTool {
  name: string;
  tokens: number;
  children: TreemapPart[];
}

/** The treemap's tools, largest first, and how many parts had no area to draw. */
export function anatomyTreemap(anatomy: Pick<McpAnatomy, 'tools'>): { tools: TreemapTool[]; undrawn: number } {
  let undrawn = 0;
  const tools = anatomy.tools.map((tool) => {
    const children = tool.parts
      .filter((p) => (p.tokens > 0 ? true : (undrawn++, false)))
      .map((p) => ({ name: p.part, tool: tool.name, kind: partKind(p.part), tokens: p.tokens }));
    return { name: tool.name, tokens: children.reduce((sum, p) => sum + p.tokens, 0), children };
  });
  return { tools: tools.filter((t) => t.children.length > 0), undrawn };
}
