import { useApp } from '../shared/store-context.tsx';

/** Parts of the opened link that could not be read, and the defaults used instead. */
export function LinkWarnings() {
  const warnings = useApp((s) => s.linkWarnings);
  const dismiss = useApp((s) => s.dismissLinkWarnings);
  if (warnings.length === 0) return null;
  return (
    <div className="warning-box" role="alert">
      <p>Some settings in this link could not be read:</p>
      <ul>
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      <button type="button" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
