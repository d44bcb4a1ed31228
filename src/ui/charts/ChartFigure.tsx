import { useRef, type ReactElement, type ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { ChartExport } from '../export/ChartExport.tsx';
import type { ExportCaption } from '../export/ChartExport.tsx';
import type { LegendItem } from './SeriesLegend.tsx';
import { SeriesLegend } from './SeriesLegend.tsx';

interface Props {
  /** The chart's heading, and the name its PNG and SVG downloads take (unless `exportTitle` is given). */
  title: string;
  /** The title of the PNG and SVG downloads when the heading alone would not say what they show. */
  exportTitle?: string;
  /** The heading's id; the chart names itself by it unless `summary` is given. */
  titleId?: string;
  /** The figure's class names. */
  className?: string;
  testId?: string;
  /** Controls beside the title (an axis toggle, a step field). */
  controls?: ReactNode;
  /** Text under the head, inside the figcaption; the head is then a `div.chart-head` of its own. */
  caption?: ReactNode;
  /** What stands between the caption and the chart: a legend of its own, a chooser. */
  above?: ReactNode;
  /** The legend, under the plot in the series' order (never over it); none when omitted. */
  legend?: readonly LegendItem[];
  /** The heading's level: 2 for a chart of its own, 3 for one of several under a shared heading. */
  headingLevel?: 2 | 3;
  /** The chart's height in pixels (its width is the panel's), legend not included. */
  height: number;
  /** The recharts chart (`LineChart`, `BarChart`, …), drawn at `height`. */
  children: ReactElement;
  /** Shown instead of the chart, with no download buttons, while there is nothing to draw. */
  placeholder?: ReactNode;
  /** A sentence for screen readers describing the chart, instead of naming it by its heading. */
  summary?: string;
  /** The id of what describes the chart further (the table of the same numbers). */
  describedBy?: string;
  chartTestId?: string;
  /** The chart is being recounted: drawn faded. */
  stale?: boolean;
  /** Offer the PNG and SVG downloads; false while the chart is empty. */
  exportable?: boolean;
  /**
   * The caption line its downloads carry, for a chart whose data is not the page's records (a
   * session log); without it, the page's data, rows, fields kept, encoding and transport.
   */
  exportCaption?: ExportCaption;
  /** The one scale the chart shows, in rows (a detail-scale chart), for its downloads' caption. */
  captionAt?: number;
}

/**
 * The frame every chart is drawn in: a panel figure with the heading, controls and caption as its
 * figcaption, the chart as one image for screen readers, its legend, and PNG / SVG downloads.
 */
export function ChartFigure(props: Props) {
  const { title, titleId, className = 'panel', testId, controls, caption, above, placeholder } = props;
  const chartRef = useRef<HTMLDivElement>(null);
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const heading = <Heading id={titleId}>{title}</Heading>;
  return (
    <figure className={className} data-testid={testId}>
      {caption === undefined ? (
        <figcaption className="chart-head">
          {heading}
          {controls}
        </figcaption>
      ) : (
        <figcaption>
          {controls === undefined ? (
            heading
          ) : (
            <div className="chart-head">
              {heading}
              {controls}
            </div>
          )}
          {caption}
        </figcaption>
      )}
      {above}
      {placeholder ?? (
        <div
          className={props.stale ? 'chart stale' : 'chart'}
          ref={chartRef}
          role="img"
          aria-labelledby={props.summary === undefined ? titleId : undefined}
          aria-label={props.summary}
          aria-describedby={props.describedBy}
          data-testid={props.chartTestId}
        >
          <ResponsiveContainer width="100%" height={props.height}>
            {props.children}
          </ResponsiveContainer>
          {props.legend && <SeriesLegend items={props.legend} />}
        </div>
      )}
      {placeholder === undefined && props.exportable !== false && (
        <ChartExport
          title={props.exportTitle ?? title}
          target={chartRef}
          caption={props.exportCaption}
          at={props.captionAt}
        />
      )}
    </figure>
  );
}
