import type { ShownMove } from '../../core/analysis/moves.ts';
import { moveRungs } from '../../core/format/names.ts';
import { colourOf } from '../theme/palette.ts';

/** A move's label: the two ends' swatches, `L1 → L3` (or `as received → L3`), and its name. */
export function MoveName({ from, to, name }: Pick<ShownMove, 'from' | 'to' | 'name'>) {
  return (
    <span className="move-name">
      <span className="swatch" style={{ background: colourOf(from) }} aria-hidden="true" />
      <span className="swatch" style={{ background: colourOf(to) }} aria-hidden="true" />
      <span>
        <strong>{moveRungs({ from, to })}</strong> {name}
      </span>
    </span>
  );
}
