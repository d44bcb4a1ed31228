import { isJsonNumber } from './json-value.ts';

/** How much of a value an error message may show besides its kind. */
export interface DescribeOptions {
  /** A string of up to 40 characters is shown quoted (`"abc"`); a longer one is `a string`. */
  quoteStrings?: boolean;
  /** A number is shown as written (`0`, `1.5`) rather than `a number`. */
  showNumbers?: boolean;
}

/**
 * What kind of JSON value `value` is, for an error message (`expected an array, found an object`);
 * with `options`, short strings quoted and numbers shown. The one wording for every reader of
 * user input.
 */
export function describeValue(value: unknown, options: DescribeOptions = {}): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (isJsonNumber(value)) return options.showNumbers ? value.toString() : 'a number';
  switch (typeof value) {
    case 'string':
      return options.quoteStrings && value.length <= 40 ? JSON.stringify(value) : 'a string';
    case 'number':
      return options.showNumbers ? String(value) : 'a number';
    case 'object':
      return 'an object';
    case 'boolean':
      return 'a boolean';
    default:
      return `a ${typeof value}`;
  }
}
