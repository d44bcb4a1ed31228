import { stripBom } from './bom.ts';
import { InputError } from './input-error.ts';
import { findSyntaxErrorOffset } from './json-scan.ts';

/** Longest excerpt of the offending line kept in an {@link InputError}, in UTF-16 code units. */
const EXCERPT_WIDTH = 80;

/** A place in a text: 1-based line and column, and the line's excerpt around the column. */
export interface TextPlace {
  /** 1-based line; lines end at `\n`. */
  line: number;
  /** 1-based column in UTF-16 code units. */
  column: number;
  /** The line without its `\n` or `\r\n`, cut to about 80 units around the column (`…` marks a cut). */
  excerpt: string;
}

/** The {@link TextPlace} of `offset` (UTF-16 units from the start) in `text`. */
export function placeOf(text: string, offset: number): TextPlace {
  const { line, column } = lineColumnAt(text, offset);
  return { line, column, excerpt: excerptOf(lineText(text, line), column) };
}

/** How {@link jsonSyntaxError} words its message and numbers its lines. */
export interface JsonSyntaxErrorOptions {
  /** The file's line number of `text`'s first line (a JSON Lines line); 1 by default. */
  firstLine?: number;
  /** What the text was read as, in `invalid <what> at line …`; `JSON` by default. */
  what?: string;
}

/**
 * The located InputError for `text` (without a byte-order mark) that JSON.parse refused with `message`:
 * the place from the engine's message, else from this module's own scan (`<source>: invalid JSON at line
 * L, column C: …`; NaN and Infinity named). Rules: docs/input.md, "How the reading works".
 */
export function jsonSyntaxError(
  text: string,
  source: string,
  message: string,
  options: JsonSyntaxErrorOptions = {},
): InputError {
  const firstLine = options.firstLine ?? 1;
  const what = options.what ?? 'JSON';
  const scanned = findSyntaxErrorOffset(text);
  const token = scanned === undefined ? undefined : nonJsonNumberAt(text, scanned);
  if (token !== undefined) {
    const place = placeOf(text, token.offset);
    const line = place.line + firstLine - 1;
    return new InputError(
      `${source}: ${token.text} at line ${line}, column ${place.column} is not JSON: write null or a string`,
      {
        source,
        line,
        column: place.column,
        excerpt: place.excerpt,
      },
    );
  }

  const reason = syntaxReason(message);
  const position = /\bat position (\d+)/.exec(message);
  const lineColumn = /\bline (\d+) column (\d+)/.exec(message);

  let line: number | undefined;
  let column: number | undefined;
  if (position) {
    ({ line, column } = lineColumnAt(text, clampToContent(text, Number(position[1]))));
  } else if (lineColumn) {
    line = Number(lineColumn[1]);
    column = Number(lineColumn[2]);
  } else if (scanned !== undefined) {
    ({ line, column } = lineColumnAt(text, clampToContent(text, scanned)));
  }

  if (line === undefined || column === undefined) {
    return new InputError(`${source}: invalid ${what}: ${reason}`, { source });
  }
  const excerpt = excerptOf(lineText(text, line), column);
  line += firstLine - 1;
  return new InputError(`${source}: invalid ${what} at line ${line}, column ${column}: ${reason}`, {
    source,
    line,
    column,
    excerpt,
  });
}

/**
 * `JSON.parse(text)` with a located {@link InputError} instead of a bare SyntaxError (byte-order mark
 * skipped, empty text refused); numbers are plain JavaScript numbers, so use `readInput` for records.
 * Errors other than SyntaxError (e.g. nesting too deep for the engine) are rethrown.
 */
export function parseJsonLocated(text: string, source: string): unknown {
  const body = stripBom(text);
  if (body.trim() === '') throw new InputError(`${source} is empty`, { source });
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError) throw jsonSyntaxError(body, source, error.message);
    throw error;
  }
}

/**
 * The token JavaScript writes for a non-finite number (`NaN`, `Infinity`, `-Infinity`) when it
 * starts at `offset`, where the scan stopped (for `-Infinity` the scan stops after the `-`).
 */
function nonJsonNumberAt(text: string, offset: number): { text: string; offset: number } | undefined {
  if (text.startsWith('NaN', offset)) return { text: 'NaN', offset };
  if (text.startsWith('Infinity', offset)) {
    return text[offset - 1] === '-' ? { text: '-Infinity', offset: offset - 1 } : { text: 'Infinity', offset };
  }
  return undefined;
}

/** The engine's message without its place and without V8's quoted copy of the input. */
function syntaxReason(message: string): string {
  const reason = message
    .replace(/^JSON\.parse: /, '') // Firefox
    .replace(/^JSON Parse error: /, '') // Safari
    .replace(/,\s.*is not valid JSON$/s, '') // V8: `Unexpected token 'x', "[x]" is not valid JSON`
    .replace(/(?: in JSON)? at position \d+.*$/s, '') // V8: `... in JSON at position 13 (line 3 column 3)`
    .replace(/ \(line \d+ column \d+\)$/, '') // V8 style place without a position
    .replace(/ at line \d+ column \d+ of the JSON data$/, '') // Firefox
    .trim();
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/**
 * An offset inside trailing whitespace moves back to just after the last non-whitespace
 * character, so "input ended here" points at the end of the content, not at a blank last line.
 */
function clampToContent(text: string, offset: number): number {
  return Math.min(offset, text.trimEnd().length);
}

/** 1-based line and column (UTF-16 code units) of `offset` in `text`; lines end at `\n`. */
function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** Line `line` (1-based) of `text`, without its `\n` or `\r\n`; empty past the end. */
function lineText(text: string, line: number): string {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', start);
    if (next === -1) return '';
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return text.slice(start, end === -1 ? text.length : end).replace(/\r$/, '');
}

/** `line` cut to {@link EXCERPT_WIDTH} units around `column`, `…` marking each cut end. */
function excerptOf(line: string, column: number): string {
  if (line.length <= EXCERPT_WIDTH) return line;
  let start = Math.max(0, column - 1 - EXCERPT_WIDTH / 2);
  const end0 = Math.min(line.length, start + EXCERPT_WIDTH);
  start = Math.max(0, end0 - EXCERPT_WIDTH);
  let end = end0;
  // Never split a surrogate pair at either cut.
  if (start > 0 && isLowSurrogate(line.charCodeAt(start))) start++;
  if (end < line.length && isLowSurrogate(line.charCodeAt(end))) end--;
  return (start > 0 ? '…' : '') + line.slice(start, end) + (end < line.length ? '…' : '');
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}
