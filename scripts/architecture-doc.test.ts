/**
 * docs/ARCHITECTURE.md stays true and short: every path it names in an inline code span exists
 * (paths under a layer's folder are relative to src/), and it stays under 2,000 words.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const DOC = readFileSync('docs/ARCHITECTURE.md', 'utf8');
// Inline code spans outside fenced blocks (the layers' picture is one).
const SPANS = DOC.replace(/```[\s\S]*?```/g, '').match(/`[^`\n]+`/g) ?? [];
const PATH =
  /^(?:src\/)?(?:core|state|ui|worker|node|cli|testing)\/[\w./-]+$|^(?:scripts|e2e|bench|fixtures|docs)\/[\w./-]+$/;

/** The paths named, as the repository holds them. */
function namedPaths(): string[] {
  const words = SPANS.flatMap((span) => span.slice(1, -1).split(/[\s,]+/));
  return [...new Set(words.map((w) => w.replace(/[.,;:)]+$/, '')).filter((w) => PATH.test(w)))].map((p) =>
    /^(scripts|e2e|bench|fixtures|docs|src)\//.test(p) ? p : `src/${p}`,
  );
}

test('every path docs/ARCHITECTURE.md names exists', () => {
  const paths = namedPaths();
  expect(paths.length).toBeGreaterThan(40);
  expect(paths.filter((p) => !existsSync(p))).toEqual([]);
});

test('docs/ARCHITECTURE.md stays under 2,000 words', () => {
  expect(DOC.split(/\s+/).filter((w) => w !== '').length).toBeLessThan(2000);
});
