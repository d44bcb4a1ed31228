import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import type { LadderScale } from '../../core/ladder/ladder.ts';
import { formatInt, formatRows } from '../../core/export/format.ts';
import { useApp } from '../store-context.tsx';

/** Which scale (rows per response) the break-even table and chart use; one choice of the ladder's scales. */
export function ScaleChooser({ scales, current }: { scales: readonly LadderScale[]; current: LadderScale }) {
  const setDetailRows = useApp((s) => s.setDetailRows);
  const labelId = useId();
  // Two loaded files of the same length are one choice: the detail scale is chosen by rows.
  const choices = scales.filter((scale, i) => scales.findIndex((s) => s.rows === scale.rows) === i);
  return (
    <div className="be-scale">
      <span id={labelId} className="be-scale-label">
        Scale (rows per response)
      </span>
      <ToggleGroup.Root
        type="single"
        className="segmented"
        aria-labelledby={labelId}
        value={String(current.rows)}
        onValueChange={(value) => value && setDetailRows(Number(value))}
      >
        {choices.map((scale) => (
          <ToggleGroup.Item
            key={scale.rows}
            value={String(scale.rows)}
            className="segment"
            aria-label={formatRows(scale.rows)}
            title={scale.label}
          >
            {formatInt(scale.rows)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
