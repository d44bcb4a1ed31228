import * as ToggleGroup from '@radix-ui/react-toggle-group';
import type { ReactNode } from 'react';

interface Props<T extends string> {
  /** The options in the order shown. */
  options: readonly T[];
  value: T;
  /** Called with the option chosen; choosing the current one again keeps it (never empty). */
  onChange: (value: T) => void;
  /** What each option shows. */
  render: (option: T) => ReactNode;
  /** Id of the visible title naming the choice. */
  labelledBy: string;
  describedBy?: string;
  /** Classes after `segmented`. */
  className?: string;
}

/** One of a few options as a row of segments (the sidebar's encoding and transport). */
export function SingleChoice<T extends string>({
  options,
  value,
  onChange,
  render,
  labelledBy,
  describedBy,
  className,
}: Props<T>) {
  return (
    <ToggleGroup.Root
      type="single"
      className={className ? `segmented ${className}` : 'segmented'}
      value={value}
      onValueChange={(next) => next && onChange(next as T)}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {options.map((option) => (
        <ToggleGroup.Item key={option} value={option} className="segment">
          {render(option)}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
