import type { Cell } from '../../core/report/table.ts';

/**
 * A Claude or Gemini model's estimate of the count above it, as core worded it, the log or the
 * uncalibrated sentence in its tooltip.
 * @param compact for a dense table whose caption gives the factor: only `≈ N Claude tokens`.
 */
export function EstimateLine({
  cell,
  testId,
  compact = false,
}: {
  cell: Cell;
  testId: string | undefined;
  compact?: boolean;
}) {
  const e = cell.estimate;
  if (!e) return null;
  const pieces = compact ? e.pieces.slice(0, 1) : e.pieces;
  const title = compact && e.pieces.length > 1 ? `${e.text}: ${e.title}` : e.title;
  // Each piece kept whole, so a narrow column wraps only between them (a compact one after its figure).
  return (
    <span className={`estimate ${e.kind}${compact ? ' compact' : ''}`} title={title} data-testid={testId}>
      {pieces.map((piece, i) => (
        <span key={i}>
          {i > 0 && ' '}
          {compact ? <CompactPiece piece={piece} /> : <span className="nowrap">{piece}</span>}
        </span>
      ))}
    </span>
  );
}

/** `≈ +3,509 Claude tokens`: the figure on one line, the words free to wrap in a narrow column. */
function CompactPiece({ piece }: { piece: string }) {
  const [, figure, unit] = /^(≈ \S+) (.*)$/.exec(piece) ?? [undefined, piece, ''];
  return (
    <>
      <span className="nowrap">{figure}</span> {unit}
    </>
  );
}
