import { memo } from 'react';
import type { KeyboardEvent } from 'react';
import type { DisplaySegment } from '../../core/inspect/token-spans.ts';
import { segmentLabel } from './describe-token.ts';

/** Index of the first segment of the line that segment `i` is on. */
function lineStart(segments: readonly DisplaySegment[], i: number): number {
  for (let j = i - 1; j >= 0; j--) if (segments[j]!.text.includes('\n')) return j + 1;
  return 0;
}

/** The segment an arrow, Home or End key moves to from `i` (among the first `shown`); undefined for other keys. */
function target(key: string, segments: readonly DisplaySegment[], i: number, shown: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return Math.min(i + 1, shown - 1);
    case 'ArrowLeft':
      return Math.max(i - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return shown - 1;
    case 'ArrowDown': {
      for (let j = i; j < shown - 1; j++) if (segments[j]!.text.includes('\n')) return j + 1;
      return i;
    }
    case 'ArrowUp': {
      const start = lineStart(segments, i);
      return start === 0 ? 0 : lineStart(segments, start - 1);
    }
    default:
      return undefined;
  }
}

function indexOf(element: EventTarget): number | undefined {
  const found = (element as Element).closest?.('[data-i]');
  return found ? Number(found.getAttribute('data-i')) : undefined;
}

export interface TokenTextProps {
  segments: readonly DisplaySegment[];
  /** How many segments (from the first) are drawn. */
  shown: number;
  /** The segment that takes focus on Tab (roving tabindex). */
  focusIndex: number;
  /** The listbox's name, e.g. `Tokens of L4 at 5 rows`. */
  label: string;
  onHover(index: number | null): void;
  onFocusIndex(index: number | null): void;
}

/**
 * The text in a `<pre>`, one plain `<span>` per segment in alternating shades; only React text, so
 * data is never read as HTML. The segments form a listbox (token id in each name); hover and focus
 * are read by one handler on the `<pre>`, not one per token.
 */
export const TokenText = memo(function TokenText({
  segments,
  shown,
  focusIndex,
  label,
  onHover,
  onFocusIndex,
}: TokenTextProps) {
  function onKeyDown(event: KeyboardEvent<HTMLPreElement>) {
    const from = indexOf(event.target);
    if (from === undefined) return;
    const to = target(event.key, segments, from, shown);
    if (to === undefined) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>(`[data-i="${to}"]`)?.focus();
  }
  return (
    <pre
      className="tok-text"
      role="listbox"
      aria-label={label}
      data-testid="token-text"
      onMouseOver={(event) => onHover(indexOf(event.target) ?? null)}
      onMouseLeave={() => onHover(null)}
      onFocus={(event) => onFocusIndex(indexOf(event.target) ?? null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusIndex(null);
      }}
      onKeyDown={onKeyDown}
    >
      {segments.slice(0, shown).map((segment, i) => (
        <span
          key={i}
          data-i={i}
          className={`tok ${i % 2 === 0 ? 'tok-a' : 'tok-b'}${/^\s*\n\s*$/.test(segment.text) ? ' tok-nl' : ''}`}
          role="option"
          aria-selected={i === focusIndex}
          aria-label={segmentLabel(segment)}
          tabIndex={i === focusIndex ? 0 : -1}
        >
          {segment.text}
        </span>
      ))}
    </pre>
  );
});
