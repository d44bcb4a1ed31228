/**
 * No import cycles (`npm run lint`): every relative import of src/, scripts/, bench/ and e2e/ is an
 * edge, type-only imports, re-exports and `import()` included, and a loop of edges fails the run.
 * A type-only loop does not execute, but it still ties its modules into one that cannot be read,
 * tested or moved apart; the four the project once had ran through `import type`. The
 * cure is the same every time: move what both sides need into a module both import.
 * ESLint's import-x/no-cycle cannot do this: it skips type-only imports, and it doubled the lint.
 * Exits 1 after printing each cycle as a loop of paths.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** The folders checked, relative to the repository root. */
export const ROOTS = ['src', 'scripts', 'bench', 'e2e'];

const SOURCE = /\.(ts|tsx|mts)$/;
const TRIES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The files among `files` that `path`'s source imports by a relative specifier (`./x.ts`,
 * `../y`): static and type-only imports, `export … from` and `import()`; packages, CSS and other
 * files not in `files` are left out. Paths are POSIX, relative to the same root as `files`' keys.
 */
export function importsOf(path: string, source: string, files: ReadonlySet<string>): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const found = new Set<string>();
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('./') && !fileName.startsWith('../')) continue;
    const base = posix.join(posix.dirname(path), fileName);
    const target = TRIES.map((end) => base + end).find((p) => files.has(p));
    if (target !== undefined) found.add(target);
  }
  return [...found];
}

/** Each file's imports ({@link importsOf}), from a map of path → source text. */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const files = new Set(sources.keys());
  return new Map([...sources].map(([path, source]) => [path, importsOf(path, source, files)]));
}

/**
 * Every cycle of `graph`, one per strongly connected component (Tarjan), written as the shortest
 * loop from its first path in sorted order back to itself: `[a, b, a]`. Empty when there is none.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return components.map((c) => shortestLoop(graph, c)).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest path from the component's first path back to itself, within the component. */
function shortestLoop(graph: ReadonlyMap<string, readonly string[]>, component: readonly string[]): string[] {
  const start = component[0]!;
  const inside = new Set(component);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let v = queue.shift(); v !== undefined; v = queue.shift()) {
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const between: string[] = [];
        for (let at = v; at !== start; at = cameFrom.get(at)!) between.unshift(at);
        return [start, ...between, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start]; // not reached: every member of a component leads back to its first
}

/** The source text of every TypeScript file under `roots` (node_modules skipped), by POSIX path. */
export function readSources(roots: readonly string[]): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = posix.join(dir, name);
      if (name === 'node_modules') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name)) sources.set(path, readFileSync(path, 'utf8'));
    }
  };
  for (const root of roots) if (existsSync(root)) walk(root);
  return sources;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cycles = findCycles(importGraph(readSources(ROOTS)));
  for (const loop of cycles) process.stderr.write(`import cycle: ${loop.join(' → ')}\n`);
  if (cycles.length > 0) {
    process.stderr.write(`${cycles.length} import cycle(s): move what both sides need into a module both import.\n`);
    process.exit(1);
  }
}
