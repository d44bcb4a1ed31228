import type { LineStyle } from './series.tsx';
import { Marker } from './markers.tsx';
import './charts.css';

/** One legend entry: a line (with its dash and marker) or a filled swatch (a bar series). */
export interface LegendItem {
  id: string;
  name: string;
  colour: string;
  /** A line's style; without it the entry is a filled swatch. */
  style?: LineStyle;
}

/** The legend icon of one entry: a short line with its dash and its marker, or a swatch. */
export function LegendIcon({ item }: { item: LegendItem }) {
  return (
    <svg width={item.style ? 28 : 14} height={14} aria-hidden="true" className="legend-icon">
      {item.style ? (
        <>
          <line x1={1} y1={7} x2={27} y2={7} stroke={item.colour} strokeWidth={2} strokeDasharray={item.style.dash} />
          <Marker shape={item.style.marker} cx={14} cy={7} colour={item.colour} />
        </>
      ) : (
        <rect x={0} y={1} width={14} height={12} fill={item.colour} />
      )}
    </svg>
  );
}

/**
 * A chart's legend under its plot, in the order given (the series' own order, the order of the
 * bars), wrapping in the page's flow so it never covers the plot at any width. The class names
 * are recharts' own, so the PNG / SVG export redraws it as recharts' legend (`export/chart-image.ts`).
 */
export function SeriesLegend({ items, label }: { items: readonly LegendItem[]; label?: string }) {
  return (
    <ul className="series-legend recharts-default-legend" data-testid="series-legend" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="recharts-legend-item" data-series={item.id}>
          <LegendIcon item={item} />
          <span className="recharts-legend-item-text">
            <span className="legend-label">{item.name}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
