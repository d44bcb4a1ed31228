/** `npm run models`: its `--help` text and its arguments. */
import { wrapHelp } from '../args/help.ts';
import { parseOptions } from '../args/parse.ts';
import { UsageError } from '../args/usage-error.ts';

/** The `--help` text of `npm run models`. */
export const MODELS_USAGE = wrapHelp(`Usage: npm run -s models -- [--json]

The models every --model takes: the catalogue's priced models and the open models, each with the
tokenizer it counts with, whether this tool's counts are exact for it, its list prices per million
tokens and its context window. --model also takes the ids the providers' APIs use
(claude-sonnet-4-5, claude-sonnet-4-5-20250929).

Options:
  --json       print {models: [{id, name, vendor, tokenizer, exact, currency, prices, contextWindow}]};
               prices {input, cachedInput, cacheWrite, output} per million tokens in currency,
               null for an open model (no list price)
  -h, --help   print this help

Example:
  npm run -s models -- --json

Exit status: 0 on success, 2 on a usage error.
`);

/** What `npm run models` was asked to do. */
export interface ModelsArgs {
  json: boolean;
  help: boolean;
}

/**
 * Parse the arguments after `npm run models --`.
 * @throws UsageError for an unknown option, one given twice, or an argument.
 */
export function parseModelsArgs(argv: readonly string[]): ModelsArgs {
  const { values, positionals } = parseOptions(argv, {
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (positionals.length > 0) throw new UsageError(`models takes no argument, got ${JSON.stringify(positionals[0])}`);
  return { json: values.json === true, help: values.help === true };
}
