import { useSyncExternalStore } from 'react';

interface Watched {
  subscribe: (onChange: () => void) => () => void;
  matches: () => boolean;
}

// One MediaQueryList per query for the page's life, and stable functions for React (a new subscribe
// each render would resubscribe): React reads the snapshot on every render, and `matchMedia` parses
// its query and builds a new list on each call.
const watched = new Map<string, Watched>();
function watch(query: string): Watched {
  let found = watched.get(query);
  if (!found) {
    let list: MediaQueryList | undefined;
    const listOf = () => (list ??= window.matchMedia(query));
    found = {
      subscribe: (onChange) => {
        listOf().addEventListener('change', onChange);
        return () => listOf().removeEventListener('change', onChange);
      },
      matches: () => listOf().matches,
    };
    watched.set(query, found);
  }
  return found;
}

/** Whether the media `query` matches now, following resizes; false where there is no window (a server render). */
export function useMediaQuery(query: string): boolean {
  const { subscribe, matches } = watch(query);
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** Widths up to this one (CSS pixels) get the one-column phone layout, settings in the drawer. */
const PHONE_MAX_WIDTH = 900;

const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

/** Whether the screen is phone-sized, following rotations and resizes; false where there is no window (a server render, the tests'). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
