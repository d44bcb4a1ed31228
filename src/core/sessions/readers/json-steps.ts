import type { Steps } from '../../steps.ts';
import type { ReadProgress } from './json-lines.ts';

/** Below this many UTF-16 code units one `JSON.parse` takes a few milliseconds: no pause is needed. */
const WHOLE_PARSE_CHARS = 1 << 20;

/** Code units parsed between two chances to pause (see core/steps.ts). */
const CHARS_PER_STEP = 1 << 16;

/** Containers down to this depth are taken apart; their members are parsed one `JSON.parse` each. */
const SPLIT_DEPTH = 2;

const isSpace = (unit: number) => unit === 0x20 || unit === 0x0a || unit === 0x0d || unit === 0x09;

function skipSpace(text: string, at: number): number {
  while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  return at;
}

/** The index after the string starting at `at` (a `"`). @throws SyntaxError when it never ends. */
function stringEnd(text: string, at: number): number {
  for (let from = at + 1; ;) {
    const quote = text.indexOf('"', from);
    if (quote === -1) throw new SyntaxError(`a string at ${at} never ends`);
    let slash = quote - 1;
    while (text.charCodeAt(slash) === 0x5c) slash--;
    // An even run of backslashes escapes itself, not the quote.
    if ((quote - 1 - slash) % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** The index after the value starting at `at`, found by brackets and strings only (`JSON.parse` checks the rest). */
function valueEnd(text: string, at: number): number {
  const first = text.charCodeAt(at);
  if (first === 0x22) return stringEnd(text, at);
  if (first !== 0x5b && first !== 0x7b) {
    let end = at;
    while (end < text.length && !',]}'.includes(text[end]!) && !isSpace(text.charCodeAt(end))) end++;
    return end;
  }
  let depth = 0;
  for (let i = at; i < text.length;) {
    const unit = text.charCodeAt(i);
    if (unit === 0x22) {
      i = stringEnd(text, i);
      continue;
    }
    if (unit === 0x5b || unit === 0x7b) depth++;
    else if (unit === 0x5d || unit === 0x7d) depth--;
    i++;
    if (depth === 0) return i;
  }
  throw new SyntaxError(`a value at ${at} never ends`);
}

interface Scan {
  text: string;
  at: number;
  paused: number;
  progress: ReadProgress | undefined;
}

function expect(scan: Scan, char: string): void {
  scan.at = skipSpace(scan.text, scan.at);
  if (scan.text[scan.at] !== char) throw new SyntaxError(`expected ${char} at ${scan.at}`);
  scan.at++;
}

/** The value at `scan.at`, its containers taken apart down to {@link SPLIT_DEPTH}, pausing between members. */
function* valueSteps(scan: Scan, depth: number): Steps<unknown> {
  const { text } = scan;
  scan.at = skipSpace(text, scan.at);
  const open = text[scan.at];
  if (depth >= SPLIT_DEPTH || (open !== '[' && open !== '{')) {
    const end = valueEnd(text, scan.at);
    const value = JSON.parse(text.slice(scan.at, end)) as unknown;
    scan.at = end;
    return value;
  }
  const close = open === '[' ? ']' : '}';
  const array: unknown[] = [];
  const object: Record<string, unknown> = {};
  scan.at++;
  for (let first = true; ; first = false) {
    scan.at = skipSpace(text, scan.at);
    if (text[scan.at] === close && first) break;
    if (!first) expect(scan, ',');
    if (open === '[') array.push(yield* valueSteps(scan, depth + 1));
    else {
      scan.at = skipSpace(text, scan.at);
      const keyEnd = stringEnd(text, scan.at);
      const key = JSON.parse(text.slice(scan.at, keyEnd)) as string;
      scan.at = keyEnd;
      expect(scan, ':');
      // As JSON.parse makes it: an own property even for `__proto__`, the last of a repeated key.
      const value = yield* valueSteps(scan, depth + 1);
      Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
    }
    if (scan.at - scan.paused >= CHARS_PER_STEP) {
      scan.paused = scan.at;
      if (scan.progress) scan.progress.read = scan.at;
      yield;
    }
    scan.at = skipSpace(text, scan.at);
    if (text[scan.at] === close) break;
  }
  scan.at++;
  return open === '[' ? array : object;
}

/**
 * `text` as one JSON value (as `JSON.parse` gives), or undefined when it is not one. Parsed member by member,
 * pausing every {@link CHARS_PER_STEP} code units, so a one-value log (Gemini, an array of request
 * bodies) reports progress and can be cancelled; texts under `wholeBelow` are parsed at once.
 */
export function* parseJsonSteps(text: string, progress?: ReadProgress, wholeBelow = WHOLE_PARSE_CHARS): Steps<unknown> {
  try {
    if (text.length < wholeBelow) return JSON.parse(text) as unknown;
    const scan: Scan = { text, at: 0, paused: 0, progress };
    const value = yield* valueSteps(scan, 0);
    return skipSpace(text, scan.at) === text.length ? value : undefined;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
