import type { ExportTable } from '../../core/report/table.ts';
import { exportFileName, tableToCsv, tableToMarkdown } from '../../core/report/table.ts';
import { CopyFallback } from './CopyFallback.tsx';
import { downloadText } from './download.ts';
import { useExportStatus } from './use-export-status.ts';
import { ExportBar } from './ExportBar.tsx';
import './export.css';

/**
 * "Copy as Markdown" and "Download CSV" for one table. The Markdown holds the cells as the table
 * shows them; the CSV their raw numbers, one column per quantity (`tableToCsv`), in a file named
 * after the title (`tokens-per-rung-and-format.csv`).
 */
export function TableExport({ table }: { table: ExportTable }) {
  const { message, announce, copy, fallback, closeFallback } = useExportStatus();
  const csvName = exportFileName(table.title, 'csv');
  return (
    <>
      <ExportBar message={message}>
        <button
          type="button"
          aria-label={`Copy the ${table.title} table as Markdown`}
          onClick={() => void copy(tableToMarkdown(table))}
        >
          Copy as Markdown
        </button>
        <button
          type="button"
          aria-label={`Download the ${table.title} table as CSV`}
          onClick={() => {
            downloadText(tableToCsv(table), csvName, 'text/csv', true);
            announce(`Saved ${csvName}`);
          }}
        >
          Download CSV
        </button>
      </ExportBar>
      {fallback !== null && (
        <CopyFallback text={fallback} what={`The ${table.title} table as Markdown`} onClose={closeFallback} />
      )}
    </>
  );
}
