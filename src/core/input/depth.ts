/** How deep input may nest: deeper data would overflow the stack of the serializers that count it. */
import type { JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { formatInt } from '../format/numbers.ts';
import { InputError } from './input-error.ts';

/**
 * The deepest nesting read, in levels of arrays and objects (`[{"a":[1]}]` is 3): below where the
 * recursive writers run out of stack (near 670 levels in YAML); docs/input.md, "How the reading works".
 */
export const MAX_NESTING_DEPTH = 256;

/** Levels of arrays and objects inside one another in `value` (0 for a scalar), walked without recursion. */
export function nestingDepth(value: JsonValue): number {
  let deepest = 0;
  const stack: { value: JsonValue; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const v = entry.value;
    const children = Array.isArray(v) ? v : isJsonObject(v) ? Object.values(v) : undefined;
    if (children === undefined) continue;
    const depth = entry.depth + 1;
    if (depth > deepest) deepest = depth;
    for (const child of children) if (typeof child === 'object' && child !== null) stack.push({ value: child, depth });
  }
  return deepest;
}

/**
 * Refuse `value` nested deeper than {@link MAX_NESTING_DEPTH}.
 * @throws InputError `deep.json is nested 100,000 levels deep (arrays and objects inside one
 *   another); the limit is 256 levels`.
 */
export function checkNestingDepth(value: JsonValue, source: string): void {
  const depth = nestingDepth(value);
  if (depth <= MAX_NESTING_DEPTH) return;
  throw new InputError(
    `${source} is nested ${formatInt(depth)} levels deep (arrays and objects inside one another); the limit is ${formatInt(MAX_NESTING_DEPTH)} levels`,
    { source },
  );
}
