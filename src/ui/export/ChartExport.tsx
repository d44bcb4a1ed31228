import type { RefObject } from 'react';
import { exportFileName } from '../../core/export/table.ts';
import { chartPng, chartSvg } from './chart-image.ts';
import { downloadBlob } from './download.ts';
import { useExportStatus } from './use-export-status.ts';
import './export.css';

/**
 * "Download PNG" (2× scale) and "Download SVG" for the chart drawn inside `target`, named after
 * `title` (`response-size-by-rung-and-scale.png`).
 */
export function ChartExport({ title, target }: { title: string; target: RefObject<HTMLElement | null> }) {
  const { message, announce } = useExportStatus();

  async function save(kind: 'png' | 'svg') {
    const name = exportFileName(title, kind);
    try {
      if (!target.current) throw new Error('no chart to export');
      const image = chartSvg(target.current, title);
      const blob =
        kind === 'svg' ? new Blob([image.svg], { type: 'image/svg+xml;charset=utf-8' }) : await chartPng(image);
      downloadBlob(blob, name);
      announce(`Saved ${name}`);
    } catch (error) {
      announce(`Could not save ${name}: ${(error as Error).message}`);
    }
  }

  return (
    <div className="export-bar">
      <span className="export-status" role="status" aria-live="polite">
        {message}
      </span>
      <button type="button" aria-label={`Download the ${title} chart as PNG`} onClick={() => void save('png')}>
        Download PNG
      </button>
      <button type="button" aria-label={`Download the ${title} chart as SVG`} onClick={() => void save('svg')}>
        Download SVG
      </button>
    </div>
  );
}
