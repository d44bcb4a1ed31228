interface Actions {
  copy(): void;
  download(): void;
}

/**
 * The header's two review-snapshot buttons, with own data the choice to leave its field names and
 * alias legend out, and their status line. Without actions (before the
 * first ladder, and as the stand-in while the snapshot's chunk loads) both are disabled.
 */
export function SnapshotBar({
  actions,
  message,
  names,
}: {
  actions?: Actions;
  message?: string;
  /** With own data: whether its field names and legend are left out of the snapshot. */
  names?: { leftOut: boolean; onChange(leftOut: boolean): void };
}) {
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
      {names && (
        <label className="snapshot-names">
          <input type="checkbox" checked={names.leftOut} onChange={(e) => names.onChange(e.currentTarget.checked)} />{' '}
          Leave field names out
        </label>
      )}
      {message !== undefined && (
        <span className="export-status" role="status" aria-live="polite">
          {message}
        </span>
      )}
    </div>
  );
}
