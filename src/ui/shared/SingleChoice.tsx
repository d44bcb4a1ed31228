import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import type { ReactNode } from 'react';

interface ChoiceProps<O, T extends string> {
  /** The options in the order shown. */
  options: readonly O[];
  /** The value an option stands for; by default the option itself (for options that are strings). */
  optionValue?: (option: O) => T;
  /** The chosen value; one no option stands for (such as `''`) shows none pressed. */
  value: string;
  /** Called with the option chosen; choosing the current one again keeps it (never empty). */
  onChange: (value: T) => void;
  /** What each option shows. */
  render: (option: O) => ReactNode;
  /** Each option's accessible name, where what it shows is short (a row count, a rung id). */
  ariaLabel?: (option: O) => string;
  /** Each option's tooltip. */
  title?: (option: O) => string;
  describedBy?: string;
  /** A wrapping row of chips rather than a row of segments. */
  chips?: boolean;
  /** Classes after `segmented` (or `chips`). */
  className?: string;
}

interface Props<O, T extends string> extends ChoiceProps<O, T> {
  /** Id of the visible title naming the choice. */
  labelledBy: string;
}

/** One of a few options as a row of segments or chips (Radix toggle group; never empty). */
export function SingleChoice<O, T extends string>({
  options,
  optionValue = (option) => String(option) as T,
  value,
  onChange,
  render,
  ariaLabel,
  title,
  labelledBy,
  describedBy,
  chips = false,
  className,
}: Props<O, T>) {
  const look = chips ? 'chips' : 'segmented';
  return (
    <ToggleGroup.Root
      type="single"
      className={className ? `${look} ${className}` : look}
      value={value}
      onValueChange={(next) => next && onChange(next as T)}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={optionValue(option)}
          value={optionValue(option)}
          className={chips ? 'chip' : 'segment'}
          aria-label={ariaLabel?.(option)}
          title={title?.(option)}
        >
          {render(option)}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

type LabelledProps<O, T extends string> = ChoiceProps<O, T> & {
  /** The visible name of the choice. */
  label: ReactNode;
  /** Classes of the wrapper and of the label. */
  wrapperClass: string;
  labelClass?: string;
};

/** A single choice with its visible name before it (the views' scale, rung and mode choosers). */
export function LabelledChoice<O, T extends string>({
  label,
  wrapperClass,
  labelClass,
  ...choice
}: LabelledProps<O, T>) {
  const labelId = useId();
  return (
    <div className={wrapperClass}>
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <SingleChoice {...choice} labelledBy={labelId} />
    </div>
  );
}

/**
 * A sidebar control that is one single choice under its title (the encoding, the transport); its
 * children (a note on the choice) go beneath.
 */
export function ControlChoice<O, T extends string>({
  label,
  children,
  ...choice
}: ChoiceProps<O, T> & { label: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section className="control" aria-labelledby={titleId}>
      <h3 id={titleId}>{label}</h3>
      <SingleChoice {...choice} labelledBy={titleId} />
      {children}
    </section>
  );
}
