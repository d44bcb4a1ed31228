import type { RungId } from '../../core/ladder/rungs.ts';
import { RUNG_COLOURS } from '../theme/palette.ts';

/** A move's label: the two rung swatches, `L1 → L3`, and its name. */
export function MoveName({ from, to, name }: { from: RungId; to: RungId; name: string }) {
  return (
    <span className="move-name">
      <span className="swatch" style={{ background: RUNG_COLOURS[from] }} aria-hidden="true" />
      <span className="swatch" style={{ background: RUNG_COLOURS[to] }} aria-hidden="true" />
      <span>
        <strong>
          {from} → {to}
        </strong>{' '}
        {name}
      </span>
    </span>
  );
}
