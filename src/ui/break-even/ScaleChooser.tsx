import type { LadderScale } from '../../core/ladder/ladder.ts';
import { formatInt, formatRows } from '../../core/format/numbers.ts';
import { LabelledChoice } from '../shared/SingleChoice.tsx';
import { useApp } from '../shared/store-context.tsx';

/** Which scale (rows per response) the break-even table and chart use; one choice of the ladder's scales. */
export function ScaleChooser({ scales, current }: { scales: readonly LadderScale[]; current: LadderScale }) {
  const setDetailRows = useApp((s) => s.setDetailRows);
  // Two loaded files of the same length are one choice: the detail scale is chosen by rows.
  const choices = scales.filter((scale, i) => scales.findIndex((s) => s.rows === scale.rows) === i);
  return (
    <LabelledChoice
      label="Scale (rows per response)"
      wrapperClass="be-scale"
      labelClass="be-scale-label"
      options={choices}
      optionValue={(scale) => String(scale.rows)}
      value={String(current.rows)}
      onChange={(rows) => setDetailRows(Number(rows))}
      render={(scale) => formatInt(scale.rows)}
      ariaLabel={(scale) => formatRows(scale.rows)}
      title={(scale) => scale.label}
    />
  );
}
