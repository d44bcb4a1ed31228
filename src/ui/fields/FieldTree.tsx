import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { KeyboardEvent } from 'react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FieldNode } from '../../core/fields/field-tree.ts';
import type { RowState } from './FieldRow.tsx';
import { FieldRow } from './FieldRow.tsx';
import '../a11y.css';
import { REORDER_INSTRUCTIONS, movedText, reorderAnnouncements } from './announcements.ts';

const ROW_HEIGHT = 34;
// Past this many rows the list scrolls inside its own box (the virtualizer renders what shows).
const VISIBLE_ROWS = 14;

interface Props {
  rows: FieldNode[];
  stateOf: (node: FieldNode) => RowState;
  costOf: string;
  /** Leaf paths in the user's order (the sortable items). */
  order: readonly string[];
  onToggle: (node: FieldNode, on: boolean) => void;
  onMove: (from: number, to: number) => void;
}

/**
 * The field tree as a virtualized list of toggles, so thousands of fields render as fast as ten.
 * Arrows move, Space toggles, Alt+↑/↓ or the drag handles reorder; every move is announced in
 * plain words (`announcements.ts`).
 */
export function FieldTree({ rows, stateOf, costOf, order, onToggle, onMove }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(0);
  const wantFocus = useRef<number | null>(null);
  // A field moved with Alt+arrow keeps the focus at its new row.
  const focusPath = useRef<string | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // Before the box is measured (the build's first screen, the first render): the rows a full box shows.
    initialRect: { width: 0, height: ROW_HEIGHT * VISIBLE_ROWS },
  });
  const items = useMemo(() => rows.filter((row) => !row.group).map((row) => row.path), [rows]);
  const indexInOrder = useMemo(() => new Map(order.map((path, i) => [path, i])), [order]);
  const announcements = useMemo(() => reorderAnnouncements(items), [items]);
  // What a move with Alt+arrow says (dnd-kit speaks for the drag handles only).
  const [moved, setMoved] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const current = Math.min(focused, Math.max(rows.length - 1, 0));

  useEffect(() => {
    if (focusPath.current !== null) {
      const moved = rows.findIndex((row) => !row.group && row.path === focusPath.current);
      focusPath.current = null;
      if (moved >= 0) focusRow(moved);
    }
    const index = wantFocus.current;
    if (index === null) return;
    const button = scrollRef.current?.querySelector<HTMLButtonElement>(`[data-row="${index}"]`);
    if (button) {
      button.focus();
      wantFocus.current = null;
    }
  });

  function focusRow(index: number) {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setFocused(next);
    wantFocus.current = next;
    virtualizer.scrollToIndex(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const row = rows[index]!;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown') && !row.group) {
      event.preventDefault();
      const step = event.key === 'ArrowUp' ? -1 : 1;
      let next = index + step;
      while (rows[next]?.group) next += step;
      const from = indexInOrder.get(row.path);
      const neighbour = rows[next];
      const to = neighbour ? indexInOrder.get(neighbour.path) : undefined;
      if (from !== undefined && to !== undefined) {
        focusPath.current = row.path;
        onMove(from, to);
        setMoved(movedText(row.path, items.indexOf(neighbour!.path), items.length));
      }
      return;
    }
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusRow(target);
  }

  // One handler for every render, so that a row whose props are the same is not drawn again
  // (FieldRow is memoized); it calls the newest onKeyDown, which reads this render's rows.
  const keyDownRef = useRef(onKeyDown);
  useLayoutEffect(() => {
    keyDownRef.current = onKeyDown;
  });
  const stableKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, index: number) => keyDownRef.current(event, index),
    [],
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = indexInOrder.get(String(active.id));
    const to = indexInOrder.get(String(over.id));
    if (from !== undefined && to !== undefined) onMove(from, to);
  }

  return (
    <DndContext
      // A fixed id: dnd-kit's counted ids would differ between the build's render and the page's.
      id="field-tree"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: REORDER_INSTRUCTIONS }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <div
          ref={scrollRef}
          className="field-scroll"
          style={{ height: Math.min(virtualizer.getTotalSize(), ROW_HEIGHT * VISIBLE_ROWS) }}
          onFocus={(event) => {
            const index = Number((event.target as HTMLElement).dataset.row);
            if (Number.isInteger(index)) setFocused(index);
          }}
        >
          <ol className="field-list" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const node = rows[item.index]!;
              return (
                <FieldRow
                  key={`${node.group ? 'g' : 'f'}:${node.path}`}
                  node={node}
                  state={stateOf(node)}
                  index={item.index}
                  focused={item.index === current}
                  top={item.start}
                  costOf={costOf}
                  onToggle={onToggle}
                  onKeyDown={stableKeyDown}
                />
              );
            })}
          </ol>
        </div>
        <p className="visually-hidden" aria-live="polite" data-testid="field-moved">
          {moved}
        </p>
      </SortableContext>
    </DndContext>
  );
}
