import { Text } from 'recharts';

/** What recharts hands a custom category-axis tick (the props `ScaleTick` reads; the rest pass on to `<Text>`). */
interface TickProps {
  x?: number | string;
  y?: number | string;
  /** The axis' width in pixels. */
  width?: number | string;
  /** How many ticks the axis draws (every one, with `interval={0}`). */
  visibleTicksCount?: number;
  payload?: { value?: unknown };
  fill?: string;
  fontSize?: number | string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  verticalAnchor?: 'start' | 'middle' | 'end';
}

/** Pixels kept clear between two neighbouring ticks' text. */
const GAP = 6;

/**
 * A category tick that wraps at spaces to its band's width, at most three lines, so that with
 * `interval={0}` every scale keeps its label under its own group on a phone rather than being
 * dropped or drawn over its neighbour's.
 */
export function ScaleTick({
  x,
  y,
  width,
  visibleTicksCount,
  payload,
  fill,
  fontSize,
  textAnchor,
  verticalAnchor,
}: TickProps) {
  const band = Number(width) / Math.max(1, visibleTicksCount ?? 1);
  return (
    <Text
      x={x}
      y={y}
      fill={fill}
      fontSize={fontSize}
      textAnchor={textAnchor ?? 'middle'}
      verticalAnchor={verticalAnchor ?? 'start'}
      width={Number.isFinite(band) ? Math.max(band - GAP, 24) : undefined}
      maxLines={3}
      className="recharts-cartesian-axis-tick-value"
    >
      {String(payload?.value ?? '')}
    </Text>
  );
}
