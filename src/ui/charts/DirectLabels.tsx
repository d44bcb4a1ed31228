import { usePlotArea, useYAxisScale } from 'recharts';
import { useMediaQuery } from '../shared/media-query.ts';
import { labelText, placeLabels } from './direct-labels.ts';
import type { LineSeries } from './series.tsx';

/** Pixels kept right of the plot for the labels at the lines' ends (only on a wide screen). */
export const DIRECT_LABEL_ROOM = 124;

const WIDE = '(min-width: 720px)';

/**
 * True when the screen is wide enough to write each line's name at its end (a phone shows the
 * legend alone: the plot needs its width). False where there is no window (rendering to a string).
 */
export function useDirectLabels(): boolean {
  return useMediaQuery(WIDE);
}

interface Props {
  /** The lines, in series order, each with the value it ends on (null: no value at the last point). */
  series: readonly (LineSeries & { last: number | null })[];
}

/**
 * Each line's short name (`L4`, `CSV`) right of where it ends (beside its last marker), inside a
 * recharts chart: lines ending together named together, labels that do not fit left to the legend.
 */
export function DirectLabels({ series }: Props) {
  const plot = usePlotArea();
  const scale = useYAxisScale();
  if (!plot || !scale) return null;
  const targets = series
    .filter((s) => s.last !== null)
    .map((s) => ({ name: s.style.short, y: Number(scale(s.last!)) }));
  // Line ends within 4 px read as one: one label names them all.
  const placed = placeLabels(targets, { top: plot.y, bottom: plot.y + plot.height, gap: 15, maxShift: 15, merge: 4 });
  const x = plot.x + plot.width + 8;
  return (
    <g className="direct-labels" aria-hidden="true">
      {placed.map((p) => {
        return (
          <g key={p.names.join()}>
            {p.labelY !== p.y && (
              <line x1={x - 6} y1={p.y} x2={x + 2} y2={p.labelY} stroke="var(--muted)" strokeWidth={1} />
            )}
            <text x={x + 4} y={p.labelY} dominantBaseline="central" fontSize={12} fill="var(--text)">
              {labelText(p.names)}
            </text>
          </g>
        );
      })}
    </g>
  );
}
