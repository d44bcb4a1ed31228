/**
 * One step of a field path: a key of an object, or `each`, every element of an array.
 */
export type PathStep = { key: string } | { each: true };

/** Characters that stand for structure in a field path and are escaped with `\` inside a key. */
const SPECIAL = /[\\.[\]]/g;

/**
 * The one path syntax of fields (projection, rungs, field list, links): keys joined by `.`, `[]` after a
 * key for each element of its array (`labels[].name`), `\` before a `\`, `.`, `[` or `]` inside a key.
 * A name without those characters is its own path, so older plain and dotted names keep their meaning.
 */
export function formatFieldPath(steps: readonly PathStep[]): string {
  let out = '';
  steps.forEach((step, i) => {
    if ('each' in step) out += '[]';
    else out += (i > 0 ? '.' : '') + escapeKey(step.key);
  });
  return out;
}

/** `key` as one step of a field path: `\`, `.`, `[` and `]` escaped with `\`. */
export function escapeKey(key: string): string {
  return key.replace(SPECIAL, (ch) => `\\${ch}`);
}

/** A field path that does not follow the syntax of {@link formatFieldPath}, and where it breaks. */
export class FieldPathError extends Error {
  constructor(
    readonly path: string,
    readonly index: number,
    what: string,
  ) {
    super(`field path ${JSON.stringify(path)}: ${what} at character ${index + 1}`);
    this.name = 'FieldPathError';
  }
}

/**
 * The steps of field path `path` (syntax: {@link formatFieldPath}), the first always a key; a `\` before
 * any other character stays a `\`, so older names such as `c\d` keep their meaning.
 * @throws FieldPathError for a `[` without `]`, a lone `]`, or `[]` followed by other than `.`, `[]` or the end.
 */
export function parseFieldPath(path: string): PathStep[] {
  const steps: PathStep[] = [];
  let key = '';
  let i = 0;
  const endKey = () => steps.push({ key });
  while (i < path.length) {
    const ch = path[i]!;
    if (ch === '\\' && i + 1 < path.length && '\\.[]'.includes(path[i + 1]!)) {
      key += path[i + 1];
      i += 2;
    } else if (ch === '.') {
      endKey();
      key = '';
      i++;
    } else if (ch === '[') {
      endKey();
      while (path[i] === '[') {
        if (path[i + 1] !== ']') throw new FieldPathError(path, i, 'a "[" not followed by "]"');
        steps.push({ each: true });
        i += 2;
      }
      if (i < path.length && path[i] !== '.') throw new FieldPathError(path, i, 'a key right after "[]" (add a ".")');
      if (i === path.length) return steps;
      key = '';
      i++;
    } else if (ch === ']') {
      throw new FieldPathError(path, i, 'a "]" without "["');
    } else {
      key += ch;
      i++;
    }
  }
  endKey();
  return steps;
}

/** The steps of `path`, or undefined when it does not follow the syntax (see {@link parseFieldPath}). */
export function tryParseFieldPath(path: string): PathStep[] | undefined {
  try {
    return parseFieldPath(path);
  } catch (error) {
    if (error instanceof FieldPathError) return undefined;
    throw error;
  }
}

/**
 * The name a field had before paths were escaped: its keys joined by `.` with no escapes, `[]`
 * kept (`user\.login` and `user.login` both give `user.login`). Undefined for a path that does not
 * parse.
 */
export function plainFieldName(path: string): string | undefined {
  const steps = tryParseFieldPath(path);
  if (!steps) return undefined;
  return steps.map((step, i) => ('each' in step ? '[]' : (i > 0 ? '.' : '') + step.key)).join('');
}

/**
 * The path among `available` that `name` stands for: itself, else the one path whose
 * {@link plainFieldName} is `name` (a dotted name kept in a link or storage before escaping); undefined
 * when none or several match.
 */
export function matchFieldPath(name: string, available: readonly string[]): string | undefined {
  return fieldPathMatcher(available)(name);
}

/** {@link matchFieldPath} against one `available` list for many names (built once, each match O(1)). */
export function fieldPathMatcher(available: readonly string[]): (name: string) => string | undefined {
  const paths = new Set(available);
  let byPlain: Map<string, string | null> | undefined;
  return (name) => {
    if (paths.has(name)) return name;
    if (!byPlain) {
      byPlain = new Map();
      for (const path of available) {
        const plain = plainFieldName(path);
        if (plain !== undefined) byPlain.set(plain, byPlain.has(plain) ? null : path);
      }
    }
    return byPlain.get(name) ?? undefined;
  };
}

/**
 * The name a table's header writes for `field` (L4/L5, CSV, Markdown, the alias legend): its
 * {@link plainFieldName} (`user\.login` is headed `user.login`), or the path as given when it does
 * not parse.
 */
export function headerName(field: string): string {
  return plainFieldName(field) ?? field;
}
