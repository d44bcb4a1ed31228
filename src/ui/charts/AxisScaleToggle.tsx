import * as ToggleGroup from '@radix-ui/react-toggle-group';

export type AxisScale = 'linear' | 'log';

interface Props {
  value: AxisScale;
  onChange: (scale: AxisScale) => void;
  /** Names the toggle; or `labelledBy`, the id of a visible label. */
  label?: string;
  labelledBy?: string;
  /** Why Log cannot be chosen (it is then disabled and this is its tooltip); undefined when it can. */
  logDisabled?: string;
}

/** The Linear / Log choice of a chart's axis, as every chart offers it; choosing the current one again keeps it. */
export function AxisScaleToggle({ value, onChange, label, labelledBy, logDisabled }: Props) {
  return (
    <ToggleGroup.Root
      type="single"
      className="segmented"
      value={value}
      onValueChange={(next) => next && onChange(next as AxisScale)}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      <ToggleGroup.Item value="linear" className="segment">
        Linear
      </ToggleGroup.Item>
      <ToggleGroup.Item value="log" className="segment" disabled={logDisabled !== undefined} title={logDisabled}>
        Log
      </ToggleGroup.Item>
    </ToggleGroup.Root>
  );
}
