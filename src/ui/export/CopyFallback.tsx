import { useEffect, useId, useRef } from 'react';

/** The Markdown the clipboard refused, selected in a read-only text area to copy by hand. */
export function CopyFallback({ text, what, onClose }: { text: string; what: string; onClose: () => void }) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    area.current?.focus();
    area.current?.select();
  }, [text]);
  return (
    <div className="export-fallback">
      <label htmlFor={id}>
        The browser did not allow copying. {what}, selected: press Ctrl+C (⌘C on a Mac) to copy it.
      </label>
      <textarea
        autoComplete="off"
        id={id}
        ref={area}
        readOnly
        rows={Math.min(14, text.split('\n').length + 1)}
        value={text}
        spellCheck={false}
      />
      <div className="export-fallback-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
