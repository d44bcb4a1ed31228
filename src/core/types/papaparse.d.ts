/**
 * The part of Papa Parse's API that core uses, typed without `@types/papaparse`, which pulls the
 * whole of `@types/node` into any program that imports it. `tsconfig.core.json` maps the
 * `papaparse` import here so core is type-checked with no Node globals; the page, the worker and
 * Node use the package's own types. Shapes follow Papa Parse 5.
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
