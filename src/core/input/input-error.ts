/** Where and what went wrong in a data file: the fields of an {@link InputError} besides the message. */
export interface InputErrorDetails {
  /** The input's name as shown to the user: a file name or path, or e.g. `pasted text`. */
  source: string;
  /** 1-based line of the problem, when it has a place in the text. */
  line?: number;
  /** 1-based column (UTF-16 code units) of the problem on {@link line}. */
  column?: number;
  /** The offending line, cut to about 80 characters around {@link column} (`…` marks a cut). */
  excerpt?: string;
}

/**
 * Input that cannot be used as records: empty, not JSON, not an array, or an element that is not
 * an object. The message is complete and user-facing (`tasks.json: invalid JSON at line 3,
 * column 5: Expected ',' or '}' after property value`); the fields let a UI point at the spot.
 */
export class InputError extends Error {
  /** The input's name, as passed to the parser. */
  readonly source: string;
  /** 1-based line of the problem, if it has one. */
  readonly line?: number;
  /** 1-based column (UTF-16 code units) of the problem, if it has one. */
  readonly column?: number;
  /** The offending line, cut to about 80 characters around the column. */
  readonly excerpt?: string;

  /** An error with the complete user-facing `message` and where it happened. */
  constructor(message: string, details: InputErrorDetails) {
    super(message);
    this.name = 'InputError';
    this.source = details.source;
    if (details.line !== undefined) this.line = details.line;
    if (details.column !== undefined) this.column = details.column;
    if (details.excerpt !== undefined) this.excerpt = details.excerpt;
  }
}
