import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { FieldNode } from '../../core/fields/field-tree.ts';
import { fieldTree, filterFieldTree } from '../../core/fields/field-tree.ts';
import { formatInt, formatRows, formatTokens } from '../../core/format/numbers.ts';
import { projectionOf, rollCallOffered } from '../../state/fields/fields.ts';
import { ROLL_CALL_FIELDS } from '../../state/fields/presets.ts';
import type { RowState } from '../fields/FieldRow.tsx';
import { FieldTree } from '../fields/FieldTree.tsx';
import { FieldListInput } from './FieldListInput.tsx';
import { useApp } from '../shared/store-context.tsx';

/**
 * The fields kept (projection) as a tree of the data's objects and arrays of objects: a filter
 * box, a toggle per field and per group, the two presets, and what dropping each field saves at
 * the rung chosen to measure fields in and the detail scale (the worker's `field-costs`).
 */
export function FieldsControl() {
  const fields = useApp((s) => s.fields);
  const moveField = useApp((s) => s.moveField);
  const setField = useApp((s) => s.setField);
  const setFields = useApp((s) => s.setFields);
  const applyPreset = useApp((s) => s.applyPreset);
  const fieldCosts = useApp((s) => s.fieldCosts);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const projection = useMemo(() => projectionOf(fields), [fields]);
  const positions = useMemo(() => new Map(projection.map((field, i) => [field, i + 1])), [projection]);
  // A new data set of thousands of fields renders its tree in a deferred render, after the page
  // has shown everything else (the tree of the previous fields stays until then).
  const order = useDeferredValue(fields.order);
  const tree = useMemo(() => fieldTree(order), [order]);
  const rows = useMemo(() => filterFieldTree(tree, deferredQuery), [tree, deferredQuery]);
  const answer = fieldCosts.status === 'ready' ? fieldCosts.answer : undefined;
  const saves = useMemo(() => new Map(answer?.costs.map((c) => [c.field, c.tokens])), [answer]);
  const stateOf = useCallback(
    (node: FieldNode): RowState => {
      const kept = node.fields.filter((field) => positions.has(field)).length;
      return {
        kept: kept === node.fields.length ? 'all' : kept === 0 ? 'none' : 'some',
        position: positions.get(node.path) ?? null,
        saves: node.group ? undefined : saves.get(node.path),
      };
    },
    [positions, saves],
  );
  const onToggle = useCallback(
    (node: FieldNode, on: boolean) => (node.group ? setFields(node.fields, on) : setField(node.path, on)),
    [setField, setFields],
  );
  const costOf = answer
    ? `tokens of ${formatTokens(answer.total)} in ${answer.representation} at ${formatRows(answer.rows)}`
    : 'tokens';
  return (
    <section className="control" aria-labelledby="fields-title">
      <h3 id="fields-title">Fields kept (projection)</h3>
      <p className="hint">
        The compact rungs (L4, L5) name fields in this order; the JSON rungs sort keys. {formatInt(projection.length)}{' '}
        of {formatInt(fields.order.length)} kept.
      </p>
      <div className="preset-row" role="group" aria-label="Field presets">
        <button type="button" onClick={() => applyPreset('all')}>
          All fields
        </button>
        <button type="button" onClick={() => applyPreset('none')}>
          None
        </button>
        {rollCallOffered(fields.order) && (
          <button
            type="button"
            onClick={() => applyPreset('roll-call')}
            title={`The seed article's roll-call projection: ${ROLL_CALL_FIELDS.join(', ')}`}
          >
            Roll-call
          </button>
        )}
      </div>
      <FieldListInput />
      <input
        type="search"
        className="field-filter"
        placeholder="Filter fields"
        aria-label="Filter fields"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="hint" data-testid="field-costs-caption">
        {projection.length === 0
          ? 'Savings per field: none, as no field is kept.'
          : answer?.overBudget
            ? `Savings per field not counted: ${formatInt(answer.overBudget.fields)} fields would take ${formatInt(answer.overBudget.chars)} characters to count (limit ${formatInt(answer.overBudget.budget)}); keep fewer fields or choose a smaller scale.`
            : answer
              ? `−n: tokens saved by dropping that field alone, of ${formatTokens(answer.total)} in ${answer.representation} at ${formatRows(answer.rows)}.`
              : fieldCosts.status === 'error'
                ? `Could not count savings per field: ${fieldCosts.error}`
                : 'Counting what each field saves…'}
      </p>
      {rows.length === 0 ? (
        <p className="hint">No field matches “{query}”.</p>
      ) : (
        <FieldTree rows={rows} stateOf={stateOf} costOf={costOf} order={order} onToggle={onToggle} onMove={moveField} />
      )}
    </section>
  );
}
