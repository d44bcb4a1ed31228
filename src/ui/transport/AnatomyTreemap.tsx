import { Treemap } from 'recharts';
import { formatCount, formatInt, formatTokens } from '../../core/format/numbers.ts';
import type { TreemapTool } from '../../core/mcp/anatomy/treemap.ts';
import type { PartKind } from '../../core/mcp/anatomy/part-kind.ts';
import { PART_KINDS } from '../../core/mcp/anatomy/part-kind.ts';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { usePhone } from '../shared/media-query.ts';
import { PART_KIND_COLOURS } from '../theme/palette.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What recharts hands a tile: its box, depth (1 a tool, 2 a part), its data and its parent's box. */
interface Tile extends Box {
  depth: number;
  name: string;
  tool?: string;
  kind?: PartKind;
  tokens?: number;
  root?: Box;
}

// The gap between two tools, wider than between two parts of one tool, so a tool reads as one block.
const TOOL_GAP = 3;
const PART_GAP = 0.5;

/** A part's tile: its kind's colour, inset more where it meets its tool's edge; labelled where there is room. */
function PartTile(tile: Tile) {
  const { x, y, width, height, depth, name, tool, kind, tokens, root } = tile;
  if (depth !== 2 || !root || !kind) return null;
  const left = x + (x <= root.x + 0.5 ? TOOL_GAP : PART_GAP);
  const top = y + (y <= root.y + 0.5 ? TOOL_GAP : PART_GAP);
  const right = x + width - (x + width >= root.x + root.width - 0.5 ? TOOL_GAP : PART_GAP);
  const bottom = y + height - (y + height >= root.y + root.height - 0.5 ? TOOL_GAP : PART_GAP);
  const w = Math.max(0, right - left);
  const h = Math.max(0, bottom - top);
  // The tile at its tool's top-left corner names the tool too.
  const first = x <= root.x + 0.5 && y <= root.y + 0.5;
  const lines = [...(first ? [tool!] : []), name].filter((_, i, all) => h >= 15 * all.length + 4 || i === 0);
  return (
    <g className="treemap-tile">
      <rect x={left} y={top} width={w} height={h} fill={PART_KIND_COLOURS[kind]} />
      <title>{`${tool}'s ${name} (${kind}): ${formatTokens(tokens ?? 0)}`}</title>
      {w >= 56 &&
        h >= 18 &&
        lines.map((line, i) => (
          <text
            key={i}
            x={left + 4}
            y={top + 13 + i * 15}
            className={i === 0 && first ? 'treemap-label tool' : 'treemap-label'}
          >
            {line.length * 6.2 > w - 8 ? `${line.slice(0, Math.max(1, Math.floor((w - 8) / 6.2) - 1))}…` : line}
          </text>
        ))}
    </g>
  );
}

/**
 * The anatomy's picture: each tool a block sized by its tokens as the host sends it, cut into its
 * parts, coloured by kind; the legend lists the kinds present. Every figure is core's.
 */
export function AnatomyTreemap({
  tools,
  total,
  undrawn,
  sent,
}: {
  tools: readonly TreemapTool[];
  total: number;
  undrawn: number;
  /** `as Claude Code sends them`. */
  sent: string;
}) {
  const phone = usePhone();
  const present = new Set(tools.flatMap((t) => t.children.map((p) => p.kind)));
  const legend = PART_KINDS.filter((k) => present.has(k)).map((k) => ({
    id: k,
    name: k,
    colour: PART_KIND_COLOURS[k],
  }));
  const data = tools.map((t) => ({ name: t.name, children: t.children.map((p) => ({ ...p, size: p.tokens })) }));
  const largest = tools[0];
  const summary =
    `Treemap of ${formatInt(tools.length)} tools' definitions, ${formatTokens(total)} ${sent}, each tool cut into its parts by kind` +
    (largest ? `; the largest tool is ${largest.name}, ${formatTokens(largest.tokens)}.` : '.');
  return (
    <ChartFigure
      title={`What each part of the tool definitions costs, ${sent}`}
      titleId="anatomy-chart-title"
      headingLevel={3}
      className="tr-chart"
      summary={summary}
      chartTestId="anatomy-treemap"
      height={phone ? 440 : 380}
      legend={legend}
      caption={
        <p className="caption">
          Each block is one tool, its area its tokens; each tile in it one part of its definition, coloured by kind.
          Hover a tile for its tokens.
          {undrawn > 0 &&
            ` ${formatCount(undrawn, 'part')} ${undrawn === 1 ? 'adds' : 'add'} no token of its own (merged with the text before it) and has no area; the table lists every part.`}
        </p>
      }
    >
      <Treemap
        data={data}
        dataKey="size"
        nameKey="name"
        isAnimationActive={false}
        aspectRatio={phone ? 1 : 4 / 3}
        content={<PartTile x={0} y={0} width={0} height={0} depth={0} name="" />}
      />
    </ChartFigure>
  );
}
