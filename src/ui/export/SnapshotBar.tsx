interface Actions {
  copy(): void;
  download(): void;
}

/**
 * The header's two review-snapshot buttons and their status line. Without actions (before the
 * first ladder, and as the stand-in while the snapshot's chunk loads) both are disabled.
 */
export function SnapshotBar({ actions, message }: { actions?: Actions; message?: string }) {
  const buttons = [
    { text: 'Copy review snapshot', label: 'Copy the review snapshot as Markdown', act: actions?.copy },
    { text: 'Download .md', label: 'Download the review snapshot as a Markdown file', act: actions?.download },
  ];
  return (
    <div className="export-bar snapshot-bar">
      {buttons.map(({ text, label, act }) => (
        <button key={text} type="button" disabled={!act} aria-label={label} onClick={act}>
          {text}
        </button>
      ))}
      {message !== undefined && (
        <span className="export-status" role="status" aria-live="polite">
          {message}
        </span>
      )}
    </div>
  );
}
