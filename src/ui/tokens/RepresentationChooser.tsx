import type { LadderScale } from '../../core/ladder/ladder.ts';
import type { Representation } from '../../core/representation.ts';
import { formatInt, formatRows } from '../../core/format/numbers.ts';
import { LabelledChoice } from '../shared/SingleChoice.tsx';

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
  return (
    <LabelledChoice
      label={label}
      wrapperClass="tokens-view-chooser"
      labelClass="tokens-view-chooser-label"
      chips
      options={choices}
      optionValue={(r) => r.id}
      value={value}
      onChange={onChange}
      render={(r) => (r.kind === 'rung' ? r.id : r.name)}
      ariaLabel={(r) => `${prefix}${r.id} ${r.name}`}
      title={(r) => r.name}
    />
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
  const sameRows = (scale: LadderScale) => scales.some((s) => s !== scale && s.rows === scale.rows);
  const named = (scale: LadderScale) => (sameRows(scale) ? ` (${scale.label})` : '');
  return (
    <LabelledChoice
      label="Scale (rows per response)"
      wrapperClass="tokens-view-chooser"
      labelClass="tokens-view-chooser-label"
      options={scales}
      optionValue={(scale) => scale.label}
      value={value}
      onChange={onChange}
      render={(scale) => `${formatInt(scale.rows)}${named(scale)}`}
      ariaLabel={(scale) => `${formatRows(scale.rows)}${named(scale)}`}
      title={(scale) => scale.label}
    />
  );
}
