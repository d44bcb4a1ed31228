import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';

/**
 * Handlers for a tab list (spread onto Radix's `Tabs.List`): a pointer pressed in it sets
 * `data-pointer` on the list; the next key pressed in it, or focus leaving it (a Tab back in later
 * is the keyboard's), clears it. Radix focuses a tab by script
 * on mousedown, and Chrome shows a script's focus as `:focus-visible`, so without this a clicked
 * or tapped tab wears the keyboard's focus ring; `layout.css` hides the ring while the mark is
 * set. Set on the element itself, not in React state: a click re-renders nothing more.
 */
export const POINTER_FOCUS_HANDLERS = {
  onPointerDown(event: PointerEvent<HTMLElement>) {
    event.currentTarget.dataset.pointer = '';
  },
  onKeyDown(event: KeyboardEvent<HTMLElement>) {
    delete event.currentTarget.dataset.pointer;
  },
  onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) delete event.currentTarget.dataset.pointer;
  },
};
