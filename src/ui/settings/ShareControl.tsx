import { useState } from 'react';
import { MAX_LINK_DATA_BYTES, packLinkData, packLinkTexts } from '../../state/link/data.ts';
import { hasSessionEdits, sessionParams } from '../../state/link/session-texts.ts';
import { formatInt } from '../../core/format/numbers.ts';
import { useApp, useAppHandles } from '../shared/store-context.tsx';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copy this view's link: settings only (with short session-text edits on the built-in data), or
 * (on request) with the loaded data, or with session texts too long for a plain link, compressed
 * and size-limited. The session texts travel with loaded data only, never in its plain link.
 */
export function ShareControl() {
  const { store } = useAppHandles();
  const loaded = useApp((s) => s.loaded);
  const session = useApp((s) => s.session);
  const edited = hasSessionEdits(session);
  const fits = 'params' in sessionParams(session);
  // With the built-in data, texts too long for the plain link can still travel in a data link.
  const textsLink = !loaded && edited && !fits;
  const linkData = useApp((s) => s.linkData);
  const notice = useApp((s) => s.linkDataNotice);
  const [status, setStatus] = useState('');
  const [fallback, setFallback] = useState('');

  async function share(withData: boolean) {
    setFallback('');
    if (withData) {
      const texts = edited ? session : undefined;
      // The field choices go with the data: the plain part of the link never names a field of it.
      const packed = loaded
        ? await packLinkData({ ...loaded, fields: store.getState().fields }, texts)
        : await packLinkTexts(session);
      if ('refused' in packed) {
        setStatus(`Not added to the link: ${packed.refused}.`);
        return;
      }
      store.getState().setLinkData(packed.packed);
    } else store.getState().setLinkData(null);
    // The store has just rewritten the address bar.
    const url = window.location.href;
    if (await copy(url))
      setStatus(
        withData
          ? loaded
            ? 'Link with data copied: whoever opens it sees your data.'
            : 'Link with your session texts copied.'
          : loaded
            ? 'Link copied (settings only: nothing from your data, not even its field names).'
            : 'Link copied (settings only; your data stays here).',
      );
    else {
      setStatus('Copy it from the box:');
      setFallback(url);
    }
  }

  return (
    <div className="share-bar">
      <button type="button" onClick={() => void share(false)}>
        Copy link
      </button>
      {loaded && (
        <button
          type="button"
          onClick={() => void share(true)}
          title={`At most ${formatInt(MAX_LINK_DATA_BYTES)} bytes compressed`}
        >
          Copy link with my data
        </button>
      )}
      {textsLink && (
        <button
          type="button"
          onClick={() => void share(true)}
          title={`At most ${formatInt(MAX_LINK_DATA_BYTES)} bytes compressed`}
        >
          Copy link with my session texts
        </button>
      )}
      {edited && (loaded || !fits) && (
        <span className="hint" data-testid="session-texts-link-note">
          {loaded
            ? 'Your edited session texts go only into a link with your data (they may name its fields).'
            : 'Your edited session texts are too long for a plain link: copy a link with them.'}
        </span>
      )}
      {linkData && (
        <span className="badge" data-testid="link-carries-data">
          This link carries data
        </span>
      )}
      <span role="status" aria-live="polite" className="hint">
        {status}
      </span>
      {fallback && (
        <textarea
          autoComplete="off"
          readOnly
          value={fallback}
          aria-label="The link"
          rows={2}
          className="copy-fallback"
        />
      )}
      {notice && (
        <p className="hint" role="note">
          {notice}
        </p>
      )}
    </div>
  );
}
