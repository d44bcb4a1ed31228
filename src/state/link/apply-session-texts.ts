// A link's session texts put into the store: apart from session-link.ts, which url.ts uses to
// read and write them, since the store's own type names url.ts's settings.
import type { AppStore } from '../store.ts';
import { hasSessionEdits, type SessionTexts } from './session-texts.ts';

/**
 * Puts the session texts a link carries (plain or data link) into the store; when they replace
 * different edits kept in this browser, `warnings` says so (the page shows what the sender saw).
 */
export function applyLinkTexts(store: AppStore, session: SessionTexts, warnings: string[]): void {
  const kept = store.getState().session;
  if (hasSessionEdits(kept) && JSON.stringify(kept) !== JSON.stringify(session))
    warnings.push('the session texts in the link replace the ones kept in this browser');
  store.setState({ session });
}
