/**
 * `npm run -s ladder -- … FILE...`: the token ladder of data files, or of one file's first k records, as
 * Markdown, `--json` or `--csv`, `--emit DIR` writing every text counted; usage and errors: docs/cli.md,
 * "ladder".
 */
import type { LadderDataset } from '../../core/ladder/ladder.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import type { ReadInputOptions } from '../../core/input/read-input.ts';
import { firstRecordScales } from '../../core/ladder/first-records.ts';
import { formatById } from '../../core/formats.ts';
import { WHOLE_FORMAT_IDS } from '../../core/whole/formats.ts';
import { aliasLegend, assignAliases } from '../../core/serializers/aliases.ts';
import { nodeCounter } from '../../node/counter.ts';
import { LADDER_USAGE, parseLadderArgs } from './args.ts';
import { CliError } from '../cli-error.ts';
import { emitTexts } from './emit.ts';
import { ladderMarkdown } from './markdown.ts';
import { tableToCsv } from '../../core/report/table.ts';
import { ladderTable } from '../../core/report/tables/ladder.ts';
import { modelEstimate } from '../../core/sessions/model-calibration.ts';
import type { CliOutput } from '../runner.ts';
import { processOutput, runCli, runIfMain } from '../runner.ts';
import { chooseFields, readDatasets } from '../read-files.ts';

/**
 * Run `npm run ladder` with `argv` (the arguments after `--`), returning the exit status: 0 (also for
 * `--help`), or 2 after one `ladder: …` line on stderr. Files are read relative to the current directory.
 */
export function runLadderCli(argv: readonly string[], output: CliOutput = processOutput): number {
  return runCli('ladder', argv, output, parseLadderArgs, LADDER_USAGE, (args) => {
    const readOptions: ReadInputOptions = {
      flatten: args.flatten,
      ...(args.path === undefined ? {} : { path: args.path }),
    };
    const read = readDatasets(args.files, readOptions, (line) => output.stderr(`ladder: ${line}\n`));
    const datasets = args.scales === undefined ? read : scalesOf(read[0]!, args.scales);
    const fields = chooseFields(datasets, args.fields);
    const counter = nodeCounter(args.encoding);
    const formats = args.formats.map(formatById);
    const whole = args.whole ? WHOLE_FORMAT_IDS : [];
    const ladder = computeLadder(datasets, fields, counter, formats, undefined, whole);
    // `--model` Claude or Gemini: each count says it is an estimate, as on the page without a log.
    const estimate = args.model === undefined ? undefined : modelEstimate([], args.model, ladder.encoding);

    if (args.emit !== undefined) {
      const paths = args.scales === undefined ? args.files : datasets.map((d) => d.label);
      for (const line of emitTexts(args.emit, datasets, fields, paths, { formats, whole })) output.stderr(`${line}\n`);
    }
    if (args.json) {
      output.stdout(`${JSON.stringify(ladder, null, 2)}\n`);
    } else if (args.csv) {
      // As the page downloads it with these files loaded: each scale named by its file.
      output.stdout(tableToCsv(ladderTable(ladder, false, true, [], estimate)));
    } else {
      const legendTokens = counter.count(aliasLegend(fields, assignAliases(fields)));
      output.stdout(ladderMarkdown(ladder, legendTokens, estimate));
    }
    return 0;
  });
}

/** `--scales`: the first k records of `dataset` for each k (core's `firstRecordScales`), its RangeError as a CliError. */
function scalesOf(dataset: LadderDataset, rows: readonly number[]): LadderDataset[] {
  try {
    return firstRecordScales(dataset, rows);
  } catch (error) {
    if (error instanceof RangeError) throw new CliError(`--scales: ${error.message}`);
    throw error;
  }
}

runIfMain(import.meta.url, runLadderCli);
