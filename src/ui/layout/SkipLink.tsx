import type { MouseEvent } from 'react';
import '../a11y.css';

/** The id of the element holding the view tabs and the results, the skip link's target. */
export const RESULTS_ID = 'results';

/**
 * "Skip to results": the page's first tab stop, shown when focused, which moves the focus past
 * the settings (dozens of tab stops) to the chosen view's tab, from where Tab reaches its results.
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    // Focus moved by hand: following the fragment would add a history entry and a `#` to the link.
    event.preventDefault();
    const results = document.getElementById(RESULTS_ID);
    const tab = results?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    (tab ?? results)?.focus();
  }
  return (
    <a className="skip-link" href={`#${RESULTS_ID}`} onClick={skip}>
      Skip to results
    </a>
  );
}
