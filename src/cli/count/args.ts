/** `npm run count`: its `--help` text and its arguments. */
import { wrapHelp } from '../args/help.ts';
import { DEFAULT_ENCODING } from '../../core/tokenizer/tokenizer.ts';
import { TOKENIZER_IDS, TOKENIZERS, findTokenizer, type TokenizerEntry } from '../../core/tokenizer/registry.ts';
import { parseCommandLine, requireFiles, stringOptions } from '../args/parse.ts';
import { UsageError } from '../args/usage-error.ts';

const idWidth = Math.max(...TOKENIZER_IDS.map((id) => id.length));

/** The `--help` text of `npm run count`. */
export const COUNT_USAGE = wrapHelp(`Usage: npm run -s count -- [--json] [--tokenizer ID] FILE...

The tokens of each FILE's text as is (a byte-order mark stripped, nothing parsed), counted by one
tokenizer. Special-token text such as <|endoftext|> counts as the tokens of its characters.

Options:
  --model ID       count with that model's tokenizer (its own; cl100k_base for Claude and Gemini)
  --tokenizer ID   the tokenizer, also --encoding ID (default: --model's, else ${DEFAULT_ENCODING}):
${(TOKENIZERS as readonly TokenizerEntry[]).map((t) => `                     ${t.id.padEnd(idWidth)}  ${t.family}${t.counter === 'reference' ? ' (counted by tokenizers.js)' : ''}`).join('\n')}
  --json           print {tokenizer, model, exact, files: [{file, tokens}], ms} instead of Markdown;
                   exact: false when the counts are not --model's own; ms is the
                   counting time in milliseconds once the files and the tokenizer are loaded
  -h, --help       print this help

Example:
  npm run -s count -- --model gpt-5 fixtures/tasks-100.json

Exit status: 0 on success, 2 on a usage error (an unknown tokenizer lists the known ones), an
unreadable file or a tokenizer file that cannot be loaded.
`);

/** What `npm run count` was asked to do. */
export interface CountArgs {
  files: string[];
  /** `--model ID`: the catalogue id whose exactness the counts state; undefined without it. */
  model: string | undefined;
  tokenizer: TokenizerEntry;
  json: boolean;
  help: boolean;
}

/**
 * Parse the arguments after `npm run count --`.
 * @throws UsageError for an unknown option, `--fields`, an
 *   unknown tokenizer id (the message lists the known ones), or no FILE.
 */
export function parseCountArgs(argv: readonly string[]): CountArgs {
  const { values, common } = parseCommandLine(argv, stringOptions('tokenizer'));
  if (values.fields !== undefined) throw new UsageError('count takes no --fields: it counts each file as it is');
  // --tokenizer or --encoding (its other name), else --model's own (o200k_base for GPT-5), as everywhere.
  const id = common.encoding;
  const tokenizer = findTokenizer(id);
  if (!tokenizer) throw new UsageError(`unknown tokenizer ${JSON.stringify(id)}; known: ${TOKENIZER_IDS.join(', ')}`);
  requireFiles(common);
  return { files: common.files, model: common.model, tokenizer, json: common.json, help: common.help };
}
