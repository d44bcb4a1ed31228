import { memo, useId, useState } from 'react';
import { loadGiven } from '../../state/data/load.ts';
import { useApp, useAppHandles } from '../shared/store-context.tsx';

/**
 * Paste a tool response (JSON, JSON Lines, CSV/TSV or YAML); the text is kept whatever happens.
 * Autocomplete is off, as Chromium otherwise saves a textarea into history on each URL write; memoized
 * so parent re-renders do not compare a large value again.
 */
export const PasteData = memo(function PasteData() {
  const { store, route } = useAppHandles();
  const text = useApp((s) => s.pasteText);
  const setText = useApp((s) => s.setPasteText);
  const draftsNotice = useApp((s) => s.draftsNotice);
  const id = useId();
  // The text is a draft kept across a reload (`state/data/drafts.ts`): the box opens on one; after
  // that the user opens and closes it.
  const [openAtStart] = useState(() => text !== '');
  return (
    <details className="paste-data" open={openAtStart}>
      <summary>Paste a response instead</summary>
      <label htmlFor={id}>JSON (an array, or an object), JSON Lines, CSV or TSV with a header row, or YAML</label>
      <textarea
        autoComplete="off"
        id={id}
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="paste-text"
        spellCheck={false}
      />
      <p className="hint">
        {draftsNotice
          ? `Typed text is not kept for the next visit: ${draftsNotice}.`
          : 'What you type is kept in this browser until you clear your data.'}
      </p>
      <button
        type="button"
        onClick={() => void loadGiven(store, route, [{ name: 'pasted.json', text }], { path: null, flatten: false })}
      >
        Use the pasted text
      </button>
    </details>
  );
});
