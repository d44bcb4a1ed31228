/**
 * How the sessions charts mark the log's own compactions: a dashed vertical line in the error
 * border's colour, labelled, and the key that names it above a chart.
 */

/** The ReferenceLine props of a compaction mark (`x` is the step that follows it). */
export const COMPACTION_LINE = {
  stroke: 'var(--error-border)',
  strokeWidth: 2,
  strokeDasharray: '4 3',
  label: { value: 'compaction', position: 'top', fill: 'var(--text)', fontSize: 12 },
} as const;

/** The legend swatch of a compaction mark, drawn like the line itself. */
export function CompactionSwatch() {
  return (
    <svg width={22} height={14} aria-hidden="true">
      <line x1={11} y1={0} x2={11} y2={14} stroke="var(--error-border)" strokeWidth={2} strokeDasharray="3 2" />
    </svg>
  );
}

/** The key above a line chart whose as-logged line drops at the log's own compactions. */
export function CompactionKey() {
  return (
    <ul className="part-legend" aria-label="Marks">
      <li>
        <CompactionSwatch />
        The log's own compaction (the as-logged window restarts there)
      </li>
    </ul>
  );
}
