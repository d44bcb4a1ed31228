import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { plainFieldName } from '../../core/fields/field-path.ts';
import { visibleName } from '../../core/fields/visible-name.ts';
import { formatInt } from '../../core/format/numbers.ts';

/** A field as screen readers and tooltips name it: its plain name (`user\.login` as `user.login`), with visible escapes. */
export function spokenFieldName(path: string): string {
  return visibleName(plainFieldName(path) ?? path);
}

/** What the drag handles' description tells a screen reader (dnd-kit's `screenReaderInstructions`). */
export const REORDER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move a field, press Space to pick it up, the up and down arrow keys to move it, Space again to drop it, or Escape to put it back.',
};

/** `position 3 of 8`: a 0-based index among `count` fields, said 1-based. */
function positionText(index: number, count: number): string {
  return `position ${formatInt(index + 1)} of ${formatInt(count)}`;
}

/** `Moved priority to position 2 of 8.`: said after a field moved one place (by a drag step or Alt+arrow). */
export function movedText(path: string, index: number, count: number): string {
  return `Moved ${spokenFieldName(path)} to ${positionText(index, count)}.`;
}

/**
 * What a reorder says at each step for the fields `items` (in list order): picked up, moved over,
 * dropped, or put back. One object per drag list: it remembers the field dragged over, so the first
 * "over" (its own place) does not replace "Picked up".
 */
export function reorderAnnouncements(items: readonly string[]): Announcements {
  const at = (id: string | number) => items.indexOf(String(id));
  const count = items.length;
  const name = (id: string | number) => spokenFieldName(String(id));
  let lastOver: string | number | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up field ${name(active.id)}, ${positionText(at(active.id), count)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      return over
        ? movedText(String(active.id), at(over.id), count)
        : `${name(active.id)} is outside the list of fields.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${name(active.id)} at ${positionText(at(over.id), count)}.`
        : `Put ${name(active.id)} back at ${positionText(at(active.id), count)}.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled: ${name(active.id)} is back at ${positionText(at(active.id), count)}.`,
  };
}
