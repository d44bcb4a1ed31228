/**
 * `npm run count`: the tokens of each file's text by one registry tokenizer, counted in Node by
 * `node/text-counter.ts` (the project's own counters, or tokenizers.js for one it does not count itself).
 */
import { countsExactness } from '../../core/models/exactness.ts';
import { formatInt } from '../../core/format/numbers.ts';
import { tableToMarkdown, cell, intCell } from '../../core/report/table.ts';
import { nodeTextCounter } from '../../node/text-counter.ts';
import { COUNT_USAGE, parseCountArgs } from './args.ts';
import { CliError } from '../cli-error.ts';
import { processOutput, runCli, runIfMain, type CliOutput } from '../runner.ts';
import { readText } from '../read-files.ts';

/** The `--json` shape of `npm run count`. */
export interface CountJson {
  tokenizer: string;
  /** `--model`'s catalogue id, or null without it. */
  model: string | null;
  /** Whether the counts are `model`'s own (always true without a model: the tokenizer's own counts). */
  exact: boolean;
  files: { file: string; tokens: number }[];
  /** Counting time in milliseconds, after the files and the tokenizer were loaded. */
  ms: number;
}

/**
 * Run `npm run count` with `argv` and return the exit status: 0 on success (also `--help`), 2 after
 * one `count: …` line on stderr for a usage error, an unreadable file, or a tokenizer whose file
 * cannot be loaded.
 */
export function runCountCli(argv: readonly string[], output: CliOutput = processOutput): number {
  return runCli('count', argv, output, parseCountArgs, COUNT_USAGE, (args) => {
    const texts = args.files.map((file) => ({ file, text: readText(file) }));
    let counter;
    try {
      counter = nodeTextCounter(args.tokenizer);
    } catch (error) {
      throw new CliError(`cannot load the ${args.tokenizer.id} tokenizer: ${(error as Error).message}`);
    }
    // The tiktoken counters parse their ranks on the first count: one count of a space first, so
    // that `ms` is the counting time alone, as for the files read above.
    counter.count(' ');
    const started = performance.now();
    const files = texts.map(({ file, text }) => ({ file, tokens: counter.count(text) }));
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // With --model, whether these are its own counts (Claude and Gemini: never), said once.
    const exactness = args.model === undefined ? undefined : countsExactness(args.model, args.tokenizer.id);
    const exact = exactness?.exact ?? true;
    if (args.json) {
      const json: CountJson = { tokenizer: args.tokenizer.id, model: args.model ?? null, exact, files, ms };
      output.stdout(JSON.stringify(json, null, 2) + '\n');
      return 0;
    }
    const { id, family } = args.tokenizer;
    const how =
      args.tokenizer.counter === 'own' ? 'counted by this project' : "counted by Hugging Face's tokenizers.js";
    output.stdout(
      tableToMarkdown({
        title: `Tokens by ${id} (${family})`,
        columns: [{ name: 'file' }, { name: 'count', unit: 'tokens' }],
        rows: files.map(({ file, tokens }) => [cell(file), intCell(tokens)]),
        notes: [
          `${exact ? 'Exact: the' : `${exactness!.text} Counted with the`} ${id} tokenizer's own file, ${how}; special-token text counted as text. ${formatInt(files.length)} file${files.length === 1 ? '' : 's'} counted in ${ms} ms.`,
        ],
      }),
    );
    return 0;
  });
}

runIfMain(import.meta.url, runCountCli);
