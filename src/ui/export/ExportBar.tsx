import type { ReactNode } from 'react';
import './export.css';

/** A row of export buttons after the status line that announces what they did (copied, saved, failed). */
export function ExportBar({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="export-bar">
      <span className="export-status" role="status" aria-live="polite">
        {message}
      </span>
      {children}
    </div>
  );
}
