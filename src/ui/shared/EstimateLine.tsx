import type { Cell } from '../../core/export/table.ts';

/**
 * A Claude or Gemini model's estimate of the count above it, as core worded it: `≈ 1,254 Claude
 * tokens (× 1.25 from your log, p10–p90 1.10–1.29)` with the log in its tooltip, or `estimate`
 * with the uncalibrated sentence there.
 */
export function EstimateLine({ cell, testId }: { cell: Cell; testId: string | undefined }) {
  const e = cell.estimate;
  if (!e) return null;
  // Each piece kept whole, so a narrow column wraps only between them.
  return (
    <span className={`estimate ${e.kind}`} title={e.title} data-testid={testId}>
      {e.pieces.map((piece, i) => (
        <span key={i}>
          {i > 0 && ' '}
          <span className="nowrap">{piece}</span>
        </span>
      ))}
    </span>
  );
}
