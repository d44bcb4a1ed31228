import { describe, expect, test } from 'vitest';
import { findCycles, importGraph, readSources, ROOTS } from './cycles.ts';

// The cycle check of `npm run lint` (scripts/cycles.ts), tried on small made-up trees.
const cyclesOf = (files: Record<string, string>): string[][] => findCycles(importGraph(new Map(Object.entries(files))));

describe('import cycles (scripts/cycles.ts)', () => {
  test.each([
    ['a value import back', "import { b } from './b.ts';", "import { a } from './a.ts';"],
    ['a type-only import back', "import { b } from './b.ts';", "import type { A } from './a.ts';"],
    ['an inline type import back', "import { b } from './b.ts';", "import { type A } from './a.ts';"],
    ['a re-export back', "export { b } from './b.ts';", "export type { A } from './a.ts';"],
    ['a dynamic import back', "import { b } from './b.ts';", "export const a = () => import('./a.ts');"],
    ['an import without its extension', "import { b } from './b';", "import { a } from './a.ts';"],
  ])('rejects %s', (_, a, b) => {
    expect(cyclesOf({ 'src/x/a.ts': a, 'src/x/b.ts': b })).toEqual([['src/x/a.ts', 'src/x/b.ts', 'src/x/a.ts']]);
  });

  test('names the shortest loop of a cycle across folders, once per cycle', () => {
    const files = {
      'src/state/url.ts': "import { link } from './session-link.ts';",
      'src/state/session-link.ts': "import type { AppStore } from './store.ts';",
      'src/state/store.ts': "import type { LinkSettings } from './url.ts';\nimport { x } from '../core/x.ts';",
      'src/core/x.ts': "import { y } from './y/y.ts';",
      'src/core/y/y.ts': "import { x } from '../x.ts';",
    };
    expect(cyclesOf(files)).toEqual([
      ['src/core/x.ts', 'src/core/y/y.ts', 'src/core/x.ts'],
      ['src/state/session-link.ts', 'src/state/store.ts', 'src/state/url.ts', 'src/state/session-link.ts'],
    ]);
  });

  test('rejects a file importing itself', () => {
    expect(cyclesOf({ 'src/a.ts': "import { a } from './a.ts';" })).toEqual([['src/a.ts', 'src/a.ts']]);
  });

  test('accepts a shared module both sides import, packages, CSS and comments', () => {
    const files = {
      'src/cli/ladder.ts': "import { CliError } from './cli-error.ts';\nimport { emit } from './emit.ts';",
      'src/cli/emit.ts': "import { CliError } from './cli-error.ts';\nimport './emit.css';\nimport YAML from 'yaml';",
      'src/cli/cli-error.ts': "// import { run } from './ladder.ts';\nexport const s = \"import './ladder.ts'\";",
    };
    expect(importGraph(new Map(Object.entries(files))).get('src/cli/emit.ts')).toEqual(['src/cli/cli-error.ts']);
    expect(cyclesOf(files)).toEqual([]);
  });

  test("the project's own src, scripts, bench and e2e have none", () => {
    const sources = readSources(ROOTS);
    expect(sources.has('src/cli/ladder/run.ts')).toBe(true);
    expect(findCycles(importGraph(sources))).toEqual([]);
  }, 30_000); // parses every file: slow on a loaded 2-core machine
});
