import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import type { LadderScale } from '../../core/ladder/ladder.ts';
import type { Representation } from '../../core/representation.ts';
import { formatInt, formatRows } from '../../core/export/format.ts';

/** One choice among the ladder's rungs and added formats (chips like the field-cost chooser). */
export function RepresentationChooser({
  label,
  choices,
  value,
  onChange,
  prefix = '',
}: {
  label: string;
  choices: readonly Representation[];
  value: string;
  onChange(id: string): void;
  prefix?: string;
}) {
  const labelId = useId();
  return (
    <div className="inspector-chooser">
      <span id={labelId} className="inspector-chooser-label">
        {label}
      </span>
      <ToggleGroup.Root
        type="single"
        className="chips"
        value={value}
        onValueChange={(v) => v && onChange(v)}
        aria-labelledby={labelId}
      >
        {choices.map((r) => (
          <ToggleGroup.Item
            key={r.id}
            value={r.id}
            className="chip"
            aria-label={`${prefix}${r.id} ${r.name}`}
            title={r.name}
          >
            {r.kind === 'rung' ? r.id : r.name}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}

/** One choice among the ladder's scales, by label (two loaded files may have the same row count). */
export function ScaleChooser({
  scales,
  value,
  onChange,
}: {
  scales: readonly LadderScale[];
  value: string;
  onChange(label: string): void;
}) {
  const labelId = useId();
  const sameRows = (scale: LadderScale) => scales.some((s) => s !== scale && s.rows === scale.rows);
  return (
    <div className="inspector-chooser">
      <span id={labelId} className="inspector-chooser-label">
        Scale (rows per response)
      </span>
      <ToggleGroup.Root
        type="single"
        className="segmented"
        value={value}
        onValueChange={(v) => v && onChange(v)}
        aria-labelledby={labelId}
      >
        {scales.map((scale) => (
          <ToggleGroup.Item
            key={scale.label}
            value={scale.label}
            className="segment"
            aria-label={sameRows(scale) ? `${formatRows(scale.rows)} (${scale.label})` : formatRows(scale.rows)}
            title={scale.label}
          >
            {formatInt(scale.rows)}
            {sameRows(scale) ? ` (${scale.label})` : ''}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
