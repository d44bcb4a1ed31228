import { useContext, type RefObject } from 'react';
import { exportFileName } from '../../core/report/table.ts';
import { AppContext } from '../shared/store-context.tsx';
import { chartPng, chartSvg } from './chart-image.ts';
import { downloadBlob } from './download.ts';
import { pageCaption } from './export-settings.ts';
import { useExportStatus } from './use-export-status.ts';
import { ExportBar } from './ExportBar.tsx';
import './export.css';

/** A chart's caption parts for a picture made at `made` (core's `captionParts`, `sessionCaptionParts`). */
export type ExportCaption = (made: Date) => string[] | undefined;

/**
 * "Download PNG" (2× scale) and "Download SVG" for the chart inside `target`, named after `title`,
 * with a caption line under it: `caption`, else the page's data and settings and the day made.
 */
export function ChartExport({
  title,
  target,
  caption,
  at,
}: {
  title: string;
  target: RefObject<HTMLElement | null>;
  caption?: ExportCaption;
  /** The one scale the chart shows, in rows, named in the page's caption. */
  at?: number;
}) {
  const { message, announce } = useExportStatus();
  // Read when clicked, not rendered: the caption names the settings of that moment.
  const app = useContext(AppContext);

  async function save(kind: 'png' | 'svg') {
    const name = exportFileName(title, kind);
    try {
      if (!target.current) throw new Error('no chart to export');
      const made = new Date();
      const parts = caption ? caption(made) : app && pageCaption(app.store.getState(), made, at);
      const image = chartSvg(target.current, title, parts ?? []);
      const blob =
        kind === 'svg' ? new Blob([image.svg], { type: 'image/svg+xml;charset=utf-8' }) : await chartPng(image);
      downloadBlob(blob, name);
      announce(`Saved ${name}`);
    } catch (error) {
      announce(`Could not save ${name}: ${(error as Error).message}`);
    }
  }

  return (
    <ExportBar message={message}>
      <button type="button" aria-label={`Download the ${title} chart as PNG`} onClick={() => void save('png')}>
        Download PNG
      </button>
      <button type="button" aria-label={`Download the ${title} chart as SVG`} onClick={() => void save('svg')}>
        Download SVG
      </button>
    </ExportBar>
  );
}
