import { useId, useState } from 'react';
import { readFieldList } from '../../core/fields/field-list.ts';
import { formatInt } from '../../core/format/numbers.ts';
import { keepOnly, projectionOf } from '../../state/fields/fields.ts';
import { useApp } from '../shared/store-context.tsx';

/**
 * A box for a typed or pasted list of field paths (commas or new lines, the `--fields` syntax):
 * "Keep these" keeps exactly those, in that order; names not in the data are named.
 */
export function FieldListInput() {
  const available = useApp((s) => s.availableFields);
  const keepFields = useApp((s) => s.keepFields);
  const [text, setText] = useState('');
  const [said, setSaid] = useState('');
  const id = useId();
  const apply = () => {
    const { fields, unknown } = readFieldList(text, available);
    if (fields.length > 0) keepFields(fields);
    // The field tree keeps a group's members together, so `user.login, title, user.id` is kept as user.login, user.id, title.
    const order = projectionOf(keepOnly(available, fields));
    const same = order.every((f, i) => f === fields[i]);
    const counted = `Kept ${formatInt(fields.length)} of ${formatInt(available.length)} fields`;
    const kept =
      fields.length === 0
        ? 'No field kept: none of these names is in the data.'
        : same
          ? `${counted}, in this order.`
          : `${counted}; the fields of one object stay together, so the order is ${order.join(', ')}.`;
    setSaid(unknown.length > 0 ? `${kept} Not in the data: ${unknown.join(', ')}.` : kept);
  };
  return (
    <div className="field-list-input">
      <label htmlFor={id}>Type or paste the fields to keep</label>
      <textarea
        id={id}
        data-testid="fields-input"
        rows={2}
        autoComplete="off"
        spellCheck={false}
        placeholder="id, title, user.login"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            apply();
          }
        }}
      />
      <button type="button" onClick={apply} disabled={text.trim() === ''} data-testid="fields-input-apply">
        Keep these
      </button>
      <p className="hint" role="status" data-testid="fields-input-status">
        {said}
      </p>
    </div>
  );
}
