import { useId } from 'react';
import { CopyFallback } from './CopyFallback.tsx';
import { useExportStatus } from './use-export-status.ts';
import { ExportBar } from './ExportBar.tsx';
import './export.css';

/**
 * A setting to paste (a request's JSON with its header, an environment variable) shown as code,
 * with a "Copy setting" button; where the browser refuses the clipboard, the text selected to copy by hand.
 */
export function CopySetting({ text, what, testId }: { text: string; what: string; testId: string }) {
  const { message, copy, fallback, closeFallback } = useExportStatus();
  const id = useId();
  return (
    <div className="copy-setting" data-testid={testId}>
      <pre id={id} className="setting-text" aria-label={`The setting for ${what}`}>
        {text}
      </pre>
      <ExportBar message={message}>
        <button
          type="button"
          aria-describedby={id}
          aria-label={`Copy the setting for ${what}`}
          onClick={() => void copy(text)}
        >
          Copy setting
        </button>
      </ExportBar>
      {fallback !== null && <CopyFallback text={fallback} what={`The setting for ${what}`} onClose={closeFallback} />}
    </div>
  );
}
