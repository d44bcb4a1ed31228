import type { ShownMove } from '../../core/analysis/moves.ts';
import { moveRungs } from '../../core/report/names.ts';
import { AS_RECEIVED_COLOUR, colourOf } from '../theme/palette.ts';

// The text less its dropped fields is still the text as received: the same grey.
const colour = (end: string) => (end === 'fields-dropped' ? AS_RECEIVED_COLOUR : colourOf(end));

/** A move's label: the two ends' swatches, `L1 → L3` (or `as received → L3`), and its name. */
export function MoveName({ from, to, name }: Pick<ShownMove, 'from' | 'to' | 'name'>) {
  return (
    <span className="move-name">
      <span className="swatch" style={{ background: colour(from) }} aria-hidden="true" />
      <span className="swatch" style={{ background: colour(to) }} aria-hidden="true" />
      <span>
        <strong>{moveRungs({ from, to })}</strong> {name}
      </span>
    </span>
  );
}
