/**
 * `npm run -s transport -- … FILE...`: the Transport view in a terminal, every rung and format costed as
 * an MCP call against the command line, and the tools/list results against the schema response, by the
 * page's own code with its call settings; this file only reads, counts and prints (docs/cli.md, "transport").
 */
import { formatById } from '../../core/formats.ts';
import { stripBom } from '../../core/input/bom.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { computeLadder, largestDataset, omittedNotices } from '../../core/ladder/ladder.ts';
import { shownRepresentations } from '../../core/representation-list.ts';
import type { CallCost, CallSettings } from '../../core/mcp/per-call.ts';
import type { McpRevision, Transport } from '../../core/mcp/revisions.ts';
import type { HostId } from '../../core/hosts/types.ts';
import type { ToolsListProfile } from '../../core/mcp/tools-list.ts';
import { toolsListsFor } from '../../core/mcp/tools-lists-for.ts';
import { readToolsListFile } from '../../core/mcp/tools-list-file.ts';
import { defaultSchemaResponse } from '../../core/analysis/schema-response.ts';
import type { EncodingName, TokenCounter } from '../../core/tokenizer/tokenizer.ts';
import { nodeCounter } from '../../node/counter.ts';
import { DEFAULT_CALL, callFor, callSettingsOf } from '../../core/mcp/call-form.ts';
import type { CallForm } from '../../core/mcp/call-form.ts';
import { TRANSPORT_USAGE, parseTransportArgs } from './args.ts';
import type { TransportArgs } from './args.ts';
import { fieldPathsOf } from '../../core/fields/field-tree.ts';
import type { CliOutput } from '../runner.ts';
import { chooseFields, readDatasets, readText } from '../read-files.ts';
import { processOutput, runCli, runIfMain } from '../runner.ts';
import type { ReportedSchema, ReportedToolsList, TransportReport } from './markdown.ts';
import { transportMarkdown } from './markdown.ts';

/** A counted text and, unless generated, the file it came from. */
export interface CountedFile {
  tokens: number;
  file?: string;
}

/**
 * The transport report of `ladder` (computed with calls): call costs per scale, the generated and pasted
 * tools/list results against the schema response, and `describes`, the data set they describe.
 * @throws RangeError when the ladder was computed without calls.
 */
export function buildTransportReport(
  ladder: Ladder,
  call: CallSettings,
  generatedLists: readonly { profile: ToolsListProfile; revision: McpRevision; tokens: number }[],
  schema: CountedFile,
  describes: string,
  pasted?: CountedFile,
): TransportReport {
  const { transport } = ladder;
  if (transport === undefined) throw new RangeError('the ladder was computed without calls');
  // The per-call table is of the rungs and formats (the page's transport view): the text as
  // received, also costed as a call for the ladder's views, stays out of the report.
  const ids = new Set(shownRepresentations(ladder).map((r) => r.id));
  const scales = ladder.scales.map(({ label, rows, calls }) => {
    if (!calls) throw new RangeError(`scale ${label} has no calls`);
    return { label, rows, calls: Object.fromEntries(Object.entries(calls).filter(([id]) => ids.has(id))) };
  });
  const toolsLists: ReportedToolsList[] = generatedLists.map(({ profile, revision, tokens }) => ({
    profile,
    revision,
    tokens,
  }));
  if (pasted)
    toolsLists.push({
      profile: 'pasted',
      revision: null,
      tokens: pasted.tokens,
      ...(pasted.file === undefined ? {} : { file: pasted.file }),
    });
  const reportedSchema: ReportedSchema = { tokens: schema.tokens, file: schema.file };
  return {
    encoding: ladder.encoding,
    fields: [...ladder.fields],
    transport,
    call,
    ladder,
    scales,
    toolsLists,
    schema: reportedSchema,
    describes,
  };
}

/** The `--json` object of `npm run transport`. */
export interface TransportJson {
  encoding: EncodingName;
  fields: string[];
  transport: Transport;
  /** The host whose forwarding the calls count (`wire`: the JSON-RPC messages). */
  host: HostId;
  scales: { rows: number; label: string; calls: Record<string, CallCost> }[];
  /** `vsSchema` = tokens − the schema response's tokens; a pasted result has `source` (its file). */
  toolsLists: {
    profile: ToolsListProfile | 'pasted';
    revision: McpRevision | null;
    tokens: number;
    vsSchema: number;
    source?: string;
  }[];
  /** `source`: the schema response's file, or `generated`. */
  schema: { source: string; tokens: number };
}

/** The report as the plain object `--json` prints. */
export function transportJson(report: TransportReport): TransportJson {
  return {
    encoding: report.encoding,
    fields: report.fields,
    transport: report.transport,
    host: report.ladder.host ?? 'wire',
    scales: report.scales.map(({ rows, label, calls }) => ({ rows, label, calls })),
    toolsLists: report.toolsLists.map(({ profile, revision, tokens, file }) => ({
      profile,
      revision,
      tokens,
      vsSchema: tokens - report.schema.tokens,
      ...(file === undefined ? {} : { source: file }),
    })),
    schema: { source: report.schema.file ?? 'generated', tokens: report.schema.tokens },
  };
}

/** A text read from `file` (a leading byte-order mark dropped, as a pasted text has none) and counted. */
function readCounted(file: string, counter: TokenCounter): CountedFile {
  const text = stripBom(readText(file));
  return { tokens: counter.count(text), file };
}

/** `--tools-list FILE` read as a tools list and counted; a capture's tools are said on stderr. */
function readToolsList(file: string, counter: TokenCounter, output: CliOutput): CountedFile {
  const list = readToolsListFile(readText(file), file);
  if (list.kind === 'capture')
    output.stderr(`transport: ${file} is an mcp capture: its ${list.tools} tools counted as the wire's tools/list\n`);
  return { tokens: counter.count(list.text), file };
}

/**
 * The call the command line counts: the default for the data (the article's example call for data
 * shaped like its task list, else own data's neutral call: core's `callFor`, as the page), with
 * what `--tool`, `--id`, `--command` and `--utf8` gave over it.
 */
function givenCall(args: TransportArgs, available: readonly string[]): CallForm {
  const base = callFor(DEFAULT_CALL, available);
  return {
    ...base,
    ...(args.tool !== undefined && { tool: args.tool }),
    ...(args.commandTemplate !== undefined && { commandTemplate: args.commandTemplate }),
    id: args.id,
    ascii: args.ascii,
  };
}

/**
 * Run `npm run transport` with `argv` (the arguments after `--`), returning the exit status: 0 (also for
 * `--help`), or 2 after one `transport: …` line on stderr. Files are read relative to the current directory.
 */
export function runTransportCli(argv: readonly string[], output: CliOutput = processOutput): number {
  return runCli('transport', argv, output, parseTransportArgs, TRANSPORT_USAGE, (args) => {
    const datasets = readDatasets(args.files);
    const fields = chooseFields(datasets, args.fields);
    const counter = nodeCounter(args.encoding);
    const settings = {
      ...callSettingsOf(givenCall(args, fieldPathsOf(datasets.flatMap((d) => d.records))), fields),
      ...(args.host.id === 'wire' ? {} : { host: args.host }),
    };
    const ladder = computeLadder(datasets, fields, counter, args.formats.map(formatById), {
      transport: args.transport,
      settings,
    });
    for (const notice of omittedNotices(ladder)) output.stderr(`transport: ${notice}\n`);
    const { label, records } = largestDataset(datasets);
    const schema =
      args.schema === undefined
        ? { tokens: counter.count(defaultSchemaResponse(records)) }
        : readCounted(args.schema, counter);
    const pasted = args.toolsList === undefined ? undefined : readToolsList(args.toolsList, counter, output);
    const report = buildTransportReport(
      ladder,
      settings,
      toolsListsFor(records, settings.tool, counter),
      schema,
      label,
      pasted,
    );

    output.stdout(args.json ? `${JSON.stringify(transportJson(report), null, 2)}\n` : transportMarkdown(report));
    return 0;
  });
}

runIfMain(import.meta.url, runTransportCli);
