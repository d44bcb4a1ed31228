/**
 * Where a line chart names each line at its end: lines ending on one pixel named together, labels
 * nudged apart by `gap`, and a label over `maxShift` from its line left out (the legend still names
 * it). Pure layout in pixels.
 */

/** A line's end: its name and the pixel row it ends on. */
export interface LabelTarget {
  name: string;
  y: number;
}

/** A placed label: the names it carries, the pixel row its line ends on, and where its text goes. */
export interface PlacedLabel {
  names: string[];
  y: number;
  labelY: number;
}

/** The layout's room: the plot's top and bottom pixel rows, the rows between labels, the largest nudge. */
export interface LabelRoom {
  top: number;
  bottom: number;
  gap: number;
  maxShift: number;
  /** Line ends closer than this many pixels are one label. */
  merge?: number;
}

/** The labels of `targets` that fit in `room`, top to bottom. */
export function placeLabels(targets: readonly LabelTarget[], room: LabelRoom): PlacedLabel[] {
  const merge = room.merge ?? 1.5;
  const groups: { names: string[]; y: number; order: number[] }[] = [];
  const ends = targets.map((t, order) => ({ ...t, order })).filter((t) => Number.isFinite(t.y));
  for (const t of ends.sort((a, b) => a.y - b.y)) {
    const last = groups.at(-1);
    if (last && t.y - last.y < merge) last.order.push(t.order);
    else groups.push({ names: [], y: t.y, order: [t.order] });
  }
  // A shared label names its lines in the series' order, not the pixel order.
  for (const g of groups) g.names = g.order.sort((a, b) => a - b).map((i) => targets[i]!.name);
  const placed: PlacedLabel[] = [];
  let previous = -Infinity;
  for (const g of groups) {
    const labelY = Math.max(g.y, previous + room.gap, room.top + room.gap / 2);
    if (labelY - g.y > room.maxShift || labelY > room.bottom) continue;
    placed.push({ names: g.names, y: g.y, labelY });
    previous = labelY;
  }
  return placed;
}

/**
 * The text of a label naming `names`: as many as fit in `budget` characters, `·` between, the
 * rest counted (`L4 · L5 +2`); the legend names them all.
 */
export function labelText(names: readonly string[], budget = 16): string {
  let text = names[0] ?? '';
  for (let i = 1; i < names.length; i++) {
    const next = `${text} · ${names[i]}`;
    const rest = names.length - i - 1;
    if (`${next}${rest > 0 ? ` +${rest}` : ''}`.length > budget) return `${text} +${names.length - i}`;
    text = next;
  }
  return text;
}
