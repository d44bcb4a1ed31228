import { useId } from 'react';
import type { Ladder } from '../../core/ladder/ladder.ts';
import type { ResponseLink } from '../../core/conversation/sim-form.ts';
import { formatRows } from '../../core/format/numbers.ts';
import { shownRepresentations } from '../../core/representation-list.ts';

interface Props {
  label: string;
  value: ResponseLink | null;
  ladder: Ladder;
  /** What "not linked" means for this field. */
  noneLabel: string;
  onChange: (link: ResponseLink | null) => void;
  /** The id of the text saying why the choice is set elsewhere (a replayed request): the list is then disabled. */
  setByReasonId?: string;
}

/** Choose a rung or format of the ladder at one of its scales (a native select: keyboard and screen readers for free). */
export function LinkField({ label, value, ladder, noneLabel, onChange, setByReasonId }: Props) {
  const id = useId();
  const options = ladder.scales.flatMap((s) =>
    shownRepresentations(ladder).map((r) => ({
      key: `${r.id}@${s.rows}`,
      text: `${r.id.startsWith('L') ? `${r.id} ${r.name}` : r.name} at ${formatRows(s.rows)}`,
      link: { id: r.id, rows: s.rows },
    })),
  );
  const current = value ? `${value.id}@${value.rows}` : '';
  return (
    <div className="number-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={current}
        disabled={setByReasonId !== undefined}
        aria-describedby={setByReasonId}
        onChange={(e) => onChange(options.find((o) => o.key === e.target.value)?.link ?? null)}
      >
        <option value="">{noneLabel}</option>
        {value && !options.some((o) => o.key === current) && (
          <option value={current}>{`${value.id} at ${formatRows(value.rows)} (not on the ladder)`}</option>
        )}
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
}
