import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A short message for an export toolbar's live region ("Copied"), cleared after a few seconds, and
 * the text to show for copying by hand when the clipboard refused it.
 */
export function useExportStatus() {
  const [message, setMessage] = useState('');
  const [fallback, setFallback] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const announce = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(''), 4000);
  }, []);

  /** Copies `text` to the clipboard; when the browser refuses, keeps it for the by-hand text area. */
  const copy = useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
        await navigator.clipboard.writeText(text);
        setFallback(null);
        announce('Copied');
      } catch {
        setFallback(text);
        announce('Copying was blocked: select the text below and copy it');
      }
    },
    [announce],
  );

  return { message, announce, copy, fallback, closeFallback: () => setFallback(null) };
}
