import { useMemo, useState } from 'react';
import { diffRungs } from '../../core/inspect/diff-lines.ts';
import type { Ladder, LadderScale } from '../../core/ladder/ladder.ts';
import type { Representation } from '../../core/representation.ts';
import { MINUS, formatInt, formatRows, formatSigned, formatTokens } from '../../core/format/numbers.ts';
import { RepresentationChooser } from './RepresentationChooser.tsx';
import { useTokens } from './use-tokens.ts';

/** Diff lines drawn before "Show all". */
export const DIFF_LINE_CAP = 500;

function plural(n: number, one: string, many: string): string {
  return `${formatInt(n)} ${n === 1 ? one : many}`;
}

/** Two rungs (or formats) at one scale: which lines of A disappear, which lines B adds, and the token difference. */
export function ComparePanel({
  ladder,
  scale,
  choices,
}: {
  ladder: Ladder;
  scale: LadderScale;
  choices: readonly Representation[];
}) {
  const [a, setA] = useState('L3');
  const [b, setB] = useState('L4');
  const [showAll, setShowAll] = useState(false);
  const shownA = choices.some((r) => r.id === a) ? a : 'L3';
  const shownB = choices.some((r) => r.id === b) ? b : 'L4';
  const left = useTokens(ladder, shownA, scale, 'compare-left');
  const right = useTokens(ladder, shownB, scale, 'compare-right');
  const answerA = left.answer;
  const answerB = right.answer;
  const diff = useMemo(
    () => (answerA && answerB ? diffRungs(answerA.text, answerB.text) : undefined),
    [answerA, answerB],
  );
  const counts = useMemo(() => {
    const c = { same: 0, removed: 0, added: 0 };
    for (const line of diff ?? []) c[line.kind]++;
    return c;
  }, [diff]);
  const loading = left.status === 'loading' || right.status === 'loading';
  const error = left.error ?? right.error;
  const lines = diff ? (showAll ? diff : diff.slice(0, DIFF_LINE_CAP)) : [];
  const sides = [
    { side: 'A', value: shownA, set: setA },
    { side: 'B', value: shownB, set: setB },
  ];
  return (
    <section className="panel" aria-labelledby="compare-title">
      <h2 id="compare-title">Compare two rungs</h2>
      <p className="caption">
        Which lines of A disappear in B (struck through) and which lines B adds, at {formatRows(scale.rows)}.
      </p>
      <div className="tokens-view-choosers">
        {sides.map(({ side, value, set }) => (
          <RepresentationChooser
            key={side}
            label={side}
            choices={choices}
            value={value}
            onChange={(id) => (set(id), setShowAll(false))}
            prefix={`${side}: `}
          />
        ))}
      </div>
      {error && <p role="alert">Could not compare: {error}</p>}
      {answerA && answerB && diff ? (
        <div className={loading ? 'stale' : undefined} aria-busy={loading}>
          <p className="compare-summary" data-testid="compare-summary">
            <strong>
              {answerA.representation} → {answerB.representation}: {formatSigned(answerB.tokens - answerA.tokens)}{' '}
              tokens
            </strong>{' '}
            <span className="hint">
              ({formatTokens(answerA.tokens)} → {formatTokens(answerB.tokens)};{' '}
              {plural(counts.removed, 'line', 'lines')} removed, {plural(counts.added, 'line', 'lines')} added,{' '}
              {plural(counts.same, 'line', 'lines')} unchanged)
            </span>
          </p>
          <pre
            className="diff"
            data-testid="rung-diff"
            role="region"
            tabIndex={0}
            aria-label={`Line diff of ${answerA.representation} and ${answerB.representation}`}
          >
            {lines.map((line, i) =>
              line.kind === 'removed' ? (
                <del key={i} className="diff-line diff-removed">
                  <span className="diff-sign" aria-hidden="true">
                    {MINUS}
                  </span>
                  {line.text}
                </del>
              ) : line.kind === 'added' ? (
                <ins key={i} className="diff-line diff-added">
                  <span className="diff-sign" aria-hidden="true">
                    +
                  </span>
                  {line.text}
                </ins>
              ) : (
                <span key={i} className="diff-line diff-same">
                  <span className="diff-sign" aria-hidden="true">
                    {' '}
                  </span>
                  {line.text}
                </span>
              ),
            )}
          </pre>
          {lines.length < diff.length && (
            <p className="tokens-view-more">
              Showing the first {formatInt(lines.length)} of {formatInt(diff.length)} lines.{' '}
              <button type="button" onClick={() => setShowAll(true)}>
                Show all {formatInt(diff.length)} lines
              </button>
            </p>
          )}
        </div>
      ) : (
        !error && <p className="placeholder">Tokenizing…</p>
      )}
    </section>
  );
}
