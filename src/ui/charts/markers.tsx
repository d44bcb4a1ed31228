/**
 * The marker shapes a line's points are drawn with, so lines read apart without colour (in grey
 * print, on a projector, for a colour-blind reader) and two lines on the same values both show:
 * hollow shapes of different outlines stay visible on top of each other.
 */

/** A marker's outline. */
export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'triangleDown' | 'plus' | 'cross' | 'star';

/** Every shape, in the order they are handed out. */
export const MARKER_SHAPES: readonly MarkerShape[] = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'triangleDown',
  'plus',
  'cross',
  'star',
];

/** Shapes drawn as strokes only: a heavier stroke, to weigh as much as the outlines. */
const OPEN: ReadonlySet<MarkerShape> = new Set(['plus', 'cross']);

function polygon(points: [number, number][]): string {
  return `M${points.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join('L')}Z`;
}

/** The SVG path of `shape` centred on (`cx`, `cy`), about `r` pixels from centre to edge. */
export function markerPath(shape: MarkerShape, cx: number, cy: number, r: number): string {
  switch (shape) {
    case 'circle':
      return `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
    case 'square':
      return polygon([
        [cx - r * 0.9, cy - r * 0.9],
        [cx + r * 0.9, cy - r * 0.9],
        [cx + r * 0.9, cy + r * 0.9],
        [cx - r * 0.9, cy + r * 0.9],
      ]);
    case 'triangle':
      return polygon([
        [cx, cy - r * 1.15],
        [cx + r * 1.1, cy + r * 0.8],
        [cx - r * 1.1, cy + r * 0.8],
      ]);
    case 'triangleDown':
      return polygon([
        [cx, cy + r * 1.15],
        [cx + r * 1.1, cy - r * 0.8],
        [cx - r * 1.1, cy - r * 0.8],
      ]);
    case 'diamond':
      return polygon([
        [cx, cy - r * 1.25],
        [cx + r * 1.1, cy],
        [cx, cy + r * 1.25],
        [cx - r * 1.1, cy],
      ]);
    case 'plus':
      return `M${cx - r * 1.2},${cy}H${cx + r * 1.2}M${cx},${cy - r * 1.2}V${cy + r * 1.2}`;
    case 'cross':
      return `M${cx - r},${cy - r}L${cx + r},${cy + r}M${cx - r},${cy + r}L${cx + r},${cy - r}`;
    case 'star': {
      const points: [number, number][] = [];
      for (let i = 0; i < 10; i++) {
        const radius = i % 2 === 0 ? r * 1.3 : r * 0.55;
        const angle = -Math.PI / 2 + (i * Math.PI) / 5;
        points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
      }
      return polygon(points);
    }
  }
}

interface MarkerProps {
  shape: MarkerShape;
  cx: number;
  cy: number;
  colour: string;
  /** Pixels from centre to edge; 4 unless given. */
  r?: number;
}

/**
 * One marker: its outline in the series' colour, hollow, so markers of several series on the
 * same point all show (each outline through the others).
 */
export function Marker({ shape, cx, cy, colour, r = 4 }: MarkerProps) {
  return (
    <path
      d={markerPath(shape, cx, cy, r)}
      fill="none"
      stroke={colour}
      strokeWidth={OPEN.has(shape) ? 2.2 : 1.8}
      strokeLinejoin="round"
    />
  );
}
