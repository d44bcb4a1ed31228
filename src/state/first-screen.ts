import { hasDrafts } from './data/drafts.ts';
import { LINK_DATA_PARAM } from './link/data.ts';
import { plainQuery } from './link/url.ts';
import type { AppState } from './store.ts';

/**
 * The built-in example's counts as the build counted them for the page's first screen, written into
 * index.html (docs/performance.md, "The first screen in the HTML"): the page starts from them when
 * it opens with the settings they were counted for.
 */
export interface FirstScreen {
  /** The settings' query they were counted for (the defaults). */
  query: string;
  result: AppState['result'];
  fieldCosts: AppState['fieldCosts'];
}

/** The id of the `<script type="application/json">` that carries the {@link FirstScreen} in index.html. */
export const FIRST_SCREEN_ID = 'cce-first-screen';

/** What the build writes for `state`, once its ladder and field costs are counted. */
export function firstScreenOf(state: AppState): FirstScreen {
  const { progress: _progress, ...result } = state.result;
  return { query: plainQuery(state), result, fieldCosts: state.fieldCosts };
}

/** A store's starting state holding `shown`'s counts (the page hydrates what the build rendered from it). */
export function firstScreenState(shown: FirstScreen): Pick<AppState, 'result' | 'fieldCosts'> {
  return { result: shown.result, fieldCosts: shown.fieldCosts };
}

/**
 * Whether the page, opened with `search` and holding `state` (its link and drafts applied), shows
 * what `shown` was counted for: the same settings, no data in the link or kept in this browser
 * (`keepsData`), nothing typed.
 */
export function showsFirstScreen(state: AppState, shown: FirstScreen, search: string, keepsData: boolean): boolean {
  return (
    !new URLSearchParams(search).has(LINK_DATA_PARAM) &&
    !keepsData &&
    !hasDrafts(state) &&
    plainQuery(state) === shown.query
  );
}

/** The {@link FirstScreen} in `text` (the script element's), or undefined when there is none or it is unreadable. */
export function parseFirstScreen(text: string | null | undefined): FirstScreen | undefined {
  if (!text) return undefined;
  try {
    const shown = JSON.parse(text) as FirstScreen;
    return typeof shown.query === 'string' && shown.result?.status === 'ready' ? shown : undefined;
  } catch {
    return undefined;
  }
}
