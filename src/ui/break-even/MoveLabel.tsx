import type { Move } from '../../core/analysis/moves.ts';
import { RUNG_COLOURS } from '../theme/palette.ts';

/** A move with the colours of its two rungs as small swatches: `■ L4 → ■ L5 header aliases`. */
export function MoveLabel({ move }: { move: Move }) {
  return (
    <span className="be-move">
      <span className="be-move-rungs">
        <span className="be-swatch" style={{ background: RUNG_COLOURS[move.from] }} aria-hidden="true" />
        <strong>{move.from}</strong>
        {' → '}
        <span className="be-swatch" style={{ background: RUNG_COLOURS[move.to] }} aria-hidden="true" />
        <strong>{move.to}</strong>
      </span>{' '}
      <span className="be-move-name">{move.name}</span>
    </span>
  );
}
