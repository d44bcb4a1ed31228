import { useState } from 'react';
import { MAX_LINK_DATA_BYTES, packLinkData } from '../state/link-data.ts';
import { formatInt } from '../core/export/format.ts';
import { useApp, useAppHandles } from './store-context.tsx';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copy this view's link: settings only, or (on request) with the loaded data, compressed and size-limited. */
export function ShareControl() {
  const { store } = useAppHandles();
  const loaded = useApp((s) => s.loaded);
  const linkData = useApp((s) => s.linkData);
  const notice = useApp((s) => s.linkDataNotice);
  const [status, setStatus] = useState('');
  const [fallback, setFallback] = useState('');

  async function share(withData: boolean) {
    setFallback('');
    if (withData && loaded) {
      // The field choices go with the data: the plain part of the link never names a field of it.
      const packed = await packLinkData({ ...loaded, fields: store.getState().fields });
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
          ? 'Link with data copied: whoever opens it sees your data.'
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
