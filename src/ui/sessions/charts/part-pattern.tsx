import { SESSION_PARTS } from '../../../core/sessions/model.ts';
import type { SessionPart } from '../../../core/sessions/model.ts';
import { SESSION_PART_COLOURS } from '../../theme/palette.ts';

// The mark drawn over each part's colour (8 × 8 tile), so neighbouring parts differ in texture,
// not only in hue: a print in grey or a colour-blind reader still tells them apart.
const MARKS: Record<SessionPart, string | null> = {
  system: null,
  tools: 'M0,8 L8,0',
  user: 'M2,2 h1.6 v1.6 h-1.6 Z M6,6 h1.6 v1.6 h-1.6 Z',
  assistant: 'M0,4 H8',
  thinking: 'M0,0 L8,8',
  toolCalls: 'M4,0 V8',
  toolResults: 'M0,8 L8,0 M0,0 L8,8',
  summary: 'M0,2 H8 M0,6 H8 M2,0 V8 M6,0 V8',
};

/** The SVG pattern of one part under `id`: its colour with its mark. */
export function PartPattern({ part, id }: { part: SessionPart; id: string }) {
  const mark = MARKS[part];
  return (
    <pattern id={id} width={8} height={8} patternUnits="userSpaceOnUse">
      <rect width={8} height={8} fill={SESSION_PART_COLOURS[part]} />
      {mark && <path d={mark} stroke="#ffffff" strokeOpacity={0.75} strokeWidth={1.4} fill="none" />}
    </pattern>
  );
}

/** Every part's pattern, ids `${prefix}-${part}`, for a chart's `<defs>`. */
export function PartPatternDefs({ prefix }: { prefix: string }) {
  return (
    <defs>
      {SESSION_PARTS.map((p) => (
        <PartPattern key={p} part={p} id={`${prefix}-${p}`} />
      ))}
    </defs>
  );
}

/** A legend swatch of one part (its own pattern, so it stands outside any chart); `prefix` keeps two legends' ids apart. */
export function PartSwatch({ part, prefix = 'part-swatch' }: { part: SessionPart; prefix?: string }) {
  const id = `${prefix}-${part}`;
  return (
    <svg width={22} height={14} aria-hidden="true" className="part-swatch">
      <PartPatternDefsOne part={part} id={id} />
      <rect width={22} height={14} fill={`url(#${id})`} stroke="var(--border)" />
    </svg>
  );
}

function PartPatternDefsOne({ part, id }: { part: SessionPart; id: string }) {
  return (
    <defs>
      <PartPattern part={part} id={id} />
    </defs>
  );
}
