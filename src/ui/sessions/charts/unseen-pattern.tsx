/**
 * How the profile chart draws what the log does not show: the fixed part (the first recorded
 * step's recorded − counted) in solid grey, the part beyond it in grey with a cross-hatch, apart
 * from every window part's colour and mark (`part-pattern.tsx`).
 */
import { formatInt } from '../../../core/format/numbers.ts';

/** The two parts, in stacking order. */
type UnseenKind = 'fixed' | 'beyond';

const FILLS: Record<UnseenKind, { fill: string; mark: string | null }> = {
  fixed: { fill: '#8a8f98', mark: null },
  beyond: { fill: '#b4b9c2', mark: 'M0,4 L4,0 M4,8 L8,4 M0,4 L4,8 M4,0 L8,4' },
};

/** The SVG pattern of one part under `id`. */
function UnseenPattern({ kind, id }: { kind: UnseenKind; id: string }) {
  const { fill, mark } = FILLS[kind];
  return (
    <pattern id={id} width={8} height={8} patternUnits="userSpaceOnUse">
      <rect width={8} height={8} fill={fill} />
      {mark && <path d={mark} stroke="#ffffff" strokeOpacity={0.8} strokeWidth={1.2} fill="none" />}
    </pattern>
  );
}

/** Both patterns, ids `${prefix}-fixed` and `${prefix}-beyond`, for a chart's `<defs>`. */
export function UnseenPatternDefs({ prefix }: { prefix: string }) {
  return (
    <defs>
      <UnseenPattern kind="fixed" id={`${prefix}-fixed`} />
      <UnseenPattern kind="beyond" id={`${prefix}-beyond`} />
    </defs>
  );
}

/** A legend swatch of one part, with its own pattern. */
export function UnseenSwatch({ kind, prefix }: { kind: UnseenKind; prefix: string }) {
  const id = `${prefix}-${kind}`;
  return (
    <svg width={22} height={14} aria-hidden="true" className="part-swatch">
      <defs>
        <UnseenPattern kind={kind} id={id} />
      </defs>
      <rect width={22} height={14} fill={`url(#${id})`} stroke="var(--border)" />
    </svg>
  );
}

/**
 * The two bar series (data keys `fixed` and `beyond`) with their names: what the log does not show
 * at step `base` (fixed), and beyond it; the counted side is `encoding`'s count.
 */
export function unseenSeries(base: number, encoding: string, prefix: string) {
  const at = `step ${formatInt(base)}`;
  return [
    {
      id: 'fixed' as const,
      name: `Not in the log, fixed (${at}'s recorded − counted with ${encoding})`,
      fill: `url(#${prefix}-fixed)`,
    },
    { id: 'beyond' as const, name: `Not in the log, beyond ${at}'s`, fill: `url(#${prefix}-beyond)` },
  ];
}
