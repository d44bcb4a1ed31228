import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import * as Toggle from '@radix-ui/react-toggle';
import { projectionOf } from '../state/fields.ts';
import { ROLL_CALL_FIELDS } from '../state/presets.ts';
import { useApp } from './store-context.tsx';

function FieldItem({ field, kept, position }: { field: string; kept: boolean; position: number | null }) {
  const setField = useApp((s) => s.setField);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: field,
  });
  return (
    <li
      ref={setNodeRef}
      className={`field-item${isDragging ? ' dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="drag-handle"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${field}: press space, then the arrow keys`}
      >
        ⋮⋮
      </button>
      <Toggle.Root
        className="field-toggle"
        pressed={kept}
        onPressedChange={(pressed) => setField(field, pressed)}
        aria-label={`Keep field ${field}`}
        data-field={field}
      >
        <span className="check" aria-hidden="true">
          {kept ? '✓' : ''}
        </span>
        <span className="field-name">{field}</span>
      </Toggle.Root>
      <span className="position" aria-hidden="true">
        {position ?? '–'}
      </span>
    </li>
  );
}

/** Field toggles in the caller's order (drag or keyboard to reorder) and the two presets. */
export function FieldsControl() {
  const fields = useApp((s) => s.fields);
  const moveField = useApp((s) => s.moveField);
  const applyPreset = useApp((s) => s.applyPreset);
  const projection = projectionOf(fields);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    moveField(fields.order.indexOf(String(active.id)), fields.order.indexOf(String(over.id)));
  }
  return (
    <section className="control" aria-labelledby="fields-title">
      <h3 id="fields-title">Fields kept (projection)</h3>
      <p className="hint">
        The compact rungs (L4, L5) name fields in this order; the JSON rungs sort keys. {projection.length} of{' '}
        {fields.order.length} kept.
      </p>
      <div className="preset-row" role="group" aria-label="Field presets">
        <button type="button" onClick={() => applyPreset('all')}>
          All fields
        </button>
        <button type="button" onClick={() => applyPreset('roll-call')} title={ROLL_CALL_FIELDS.join(' ')}>
          Roll-call
        </button>
      </div>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={fields.order} strategy={verticalListSortingStrategy}>
          <ol className="field-list">
            {fields.order.map((field) => {
              const index = projection.indexOf(field);
              return <FieldItem key={field} field={field} kept={index >= 0} position={index >= 0 ? index + 1 : null} />;
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}
