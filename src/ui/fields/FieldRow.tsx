import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import * as Toggle from '@radix-ui/react-toggle';
import type { KeyboardEvent } from 'react';
import { memo, useId } from 'react';
import type { FieldNode } from '../../core/fields/field-tree.ts';
import { visibleName } from '../../core/fields/visible-name.ts';
import { spokenFieldName } from './announcements.ts';
import { formatInt } from '../../core/format/numbers.ts';

/** What a row shows besides its node: on/off (a group can be partly on), position, cost. */
export interface RowState {
  /** Fields of the row kept: all of them, none, or some (a group). */
  kept: 'all' | 'none' | 'some';
  /** 1-based place in the projection, for a kept field. */
  position: number | null;
  /** Tokens dropping the field saves (undefined while not counted, or for a group). */
  saves: number | undefined;
}

interface Props {
  node: FieldNode;
  state: RowState;
  index: number;
  focused: boolean;
  top: number;
  /** Where dropping a field is measured ("of 1,234 L4 tokens at 100 rows"), for the cost's tooltip. */
  costOf: string;
  onToggle: (node: FieldNode, on: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
}

/**
 * One row of the field tree: a group toggle, or a field's drag handle, toggle, cost and position.
 * Drawn again only when what it shows changes ({@link sameRow}): a toggle redraws the toggled row
 * and the rows whose position moved, not every row with its drag-and-drop hooks.
 */
export const FieldRow = memo(function FieldRow({
  node,
  state,
  index,
  focused,
  top,
  costOf,
  onToggle,
  onKeyDown,
}: Props) {
  const name = spokenFieldName(node.path);
  const savesId = useId();
  const sortable = useSortable({ id: node.path, disabled: node.group });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = sortable;
  const on = state.kept === 'all';
  return (
    <li
      ref={node.group ? undefined : setNodeRef}
      className={`field-item${isDragging ? ' dragging' : ''}${node.group ? ' field-group' : ''}`}
      style={{ top, paddingLeft: `${node.depth * 1.1}rem`, transform: CSS.Transform.toString(transform), transition }}
    >
      {node.group ? (
        <span className="drag-spacer" aria-hidden="true" />
      ) : (
        <button
          type="button"
          className="drag-handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          tabIndex={-1}
          aria-label={`Reorder ${name}: press space, then the arrow keys`}
        >
          ⋮⋮
        </button>
      )}
      <Toggle.Root
        className="field-toggle"
        pressed={on}
        aria-pressed={state.kept === 'some' ? 'mixed' : on}
        onPressedChange={() => onToggle(node, !on)}
        onKeyDown={(event) => onKeyDown(event, index)}
        tabIndex={focused ? 0 : -1}
        aria-label={node.group ? `Keep group ${name} (${formatInt(node.fields.length)} fields)` : `Keep field ${name}`}
        aria-describedby={state.saves === undefined ? undefined : savesId}
        data-field={node.group ? undefined : node.path}
        data-row={index}
      >
        <span className="check" aria-hidden="true">
          {state.kept === 'all' ? '✓' : state.kept === 'some' ? '–' : ''}
        </span>
        <span className="field-name">{visibleName(node.label)}</span>
        {node.group && <span className="field-count">{formatInt(node.fields.length)}</span>}
      </Toggle.Root>
      {state.saves !== undefined && (
        <span className="field-saves" title={`Dropping ${name} saves ${formatInt(state.saves)} ${costOf}`}>
          <span aria-hidden="true">−{formatInt(state.saves)}</span>
          <span id={savesId} hidden>
            Dropping it saves {formatInt(state.saves)} {costOf}
          </span>
        </span>
      )}
      <span className="position" aria-hidden="true">
        {node.group ? '' : (state.position ?? '–')}
      </span>
    </li>
  );
}, sameRow);

/** True when two rows' props show the same: `state` by value (the tree makes a new one per render). */
function sameRow(a: Props, b: Props): boolean {
  return (
    a.node === b.node &&
    a.index === b.index &&
    a.focused === b.focused &&
    a.top === b.top &&
    a.costOf === b.costOf &&
    a.onToggle === b.onToggle &&
    a.onKeyDown === b.onKeyDown &&
    a.state.kept === b.state.kept &&
    a.state.position === b.state.position &&
    a.state.saves === b.state.saves
  );
}
