import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';

/**
 * Handlers for Radix's `Tabs.List`: a pointer press marks the list with `data-pointer`, a key or
 * focus leaving clears it. Radix focuses tabs by script and Chrome shows that as `:focus-visible`,
 * so `layout.css` hides the ring while marked; on the element, so nothing re-renders.
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
