/**
 * The part of Papa Parse 5's API core uses, typed here because `@types/papaparse` pulls in all of
 * `@types/node`. `tsconfig.core.json` maps `papaparse` here so core is checked with no Node
 * globals; the page, worker and Node use the package's own types.
 */
declare namespace Papa {
  interface ParseError {
    /** Row index (0-based, header row included) where the error was found, when known. */
    row?: number | undefined;
    message: string;
    /** `MissingQuotes`, `InvalidQuotes`, `UndetectableDelimiter`, `TooFewFields`, `TooManyFields`. */
    code?: string;
  }
  interface ParseMeta {
    /** The delimiter used (guessed unless given). */
    delimiter: string;
  }
  interface ParseResult<T> {
    data: T[];
    errors: ParseError[];
    meta: ParseMeta;
  }
  interface ParseConfig {
    delimiter?: string;
    newline?: string;
    quoteChar?: string;
    escapeChar?: string;
    header?: boolean;
    dynamicTyping?: boolean;
    skipEmptyLines?: boolean | 'greedy';
    /** The delimiters tried when `delimiter` is not given. */
    delimitersToGuess?: string[];
  }
  interface UnparseConfig {
    delimiter?: string;
    newline?: string;
    quoteChar?: string;
    escapeChar?: string;
    quotes?: boolean;
    header?: boolean;
    escapeFormulae?: boolean;
    skipEmptyLines?: boolean;
  }
  function parse<T>(input: string, config?: ParseConfig): ParseResult<T>;
  function unparse(data: unknown[][] | { fields: string[]; data: unknown[][] }, config?: UnparseConfig): string;
}
export default Papa;
