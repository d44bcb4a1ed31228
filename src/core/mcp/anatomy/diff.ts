/**
 * Two versions of a server's tool definitions compared part by part, as one host sends them: the
 * tools added, removed and changed, each with its token change and the parts that changed.
 */
import type { HostId } from '../../hosts/types.ts';
import type { McpAnatomy, ToolAnatomy } from './anatomy.ts';

/** One part whose tokens changed; 0 before (after) when the part is new (gone). */
export interface PartChange {
  part: string;
  before: number;
  after: number;
  change: number;
}

/** One tool that was added, removed or whose parts changed. */
export interface ToolChange {
  name: string;
  kind: 'added' | 'removed' | 'changed';
  /** Its tokens before and after; 0 on the side it is missing from. */
  before: number;
  after: number;
  change: number;
  /** The parts that changed, largest change first. */
  parts: PartChange[];
}

/** The whole comparison: the tools lists' totals and each tool that changed. */
export interface AnatomyDiff {
  host: HostId;
  before: number;
  after: number;
  change: number;
  /** Added, removed and changed tools, largest change first (by size, then name). */
  tools: ToolChange[];
  /** Tools present on both sides with no part changed. */
  unchanged: number;
}

const EMPTY: ToolAnatomy = { name: '', tokens: 0, parts: [] };

/** The parts of `a` and `b` whose tokens differ. */
function partChanges(a: ToolAnatomy, b: ToolAnatomy): PartChange[] {
  const before = new Map(a.parts.map((p) => [p.part, p.tokens]));
  const after = new Map(b.parts.map((p) => [p.part, p.tokens]));
  const names = [...new Set([...before.keys(), ...after.keys()])];
  return names
    .map((part) => {
      const x = before.get(part) ?? 0;
      const y = after.get(part) ?? 0;
      return { part, before: x, after: y, change: y - x };
    })
    .filter((p) => p.change !== 0 || before.has(p.part) !== after.has(p.part))
    .sort((p, q) => Math.abs(q.change) - Math.abs(p.change) || p.part.localeCompare(q.part));
}

/** `after` against `before` (the same host and tokenizer): what changed, tool by tool. */
export function anatomyDiff(before: McpAnatomy, after: McpAnatomy): AnatomyDiff {
  const a = new Map(before.tools.map((t) => [t.name, t]));
  const b = new Map(after.tools.map((t) => [t.name, t]));
  const names = [...new Set([...a.keys(), ...b.keys()])];
  const tools: ToolChange[] = [];
  let unchanged = 0;
  for (const name of names) {
    const x = a.get(name);
    const y = b.get(name);
    const parts = partChanges(x ?? EMPTY, y ?? EMPTY);
    if (x && y && parts.length === 0) {
      unchanged++;
      continue;
    }
    const kind = !x ? 'added' : !y ? 'removed' : 'changed';
    const [bt, at] = [x?.tokens ?? 0, y?.tokens ?? 0];
    tools.push({ name, kind, before: bt, after: at, change: at - bt, parts });
  }
  tools.sort((p, q) => Math.abs(q.change) - Math.abs(p.change) || p.name.localeCompare(q.name));
  return {
    host: after.host,
    before: before.toolsTotal,
    after: after.toolsTotal,
    change: after.toolsTotal - before.toolsTotal,
    tools,
    unchanged,
  };
}
