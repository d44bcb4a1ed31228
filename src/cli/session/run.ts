/**
 * `npm run -s session -- … FILE [FILE2]`: an agent log profiled step by step, replayed with a strategy,
 * the before/after table, FILE2 compared as a second run, and MCP calls against `--host`'s profile, by the
 * page's core functions; this file only reads, counts and prints (docs/cli.md, "session").
 */
import { basename } from 'node:path';
import { tableToMarkdown } from '../../core/report/table.ts';
import { calibrationTable, resultsTable } from '../../core/report/tables/calibration.ts';
import { forwardingTable } from '../../core/report/tables/forwarding.ts';
import { biggestBlocks } from '../../core/sessions/blocks.ts';
import { forwardingCalls } from '../../core/sessions/forwarding.ts';
import { DEFAULT_TEMPLATE } from '../../core/hosts/types.ts';
import { beforeAfter, compareRuns } from '../../core/sessions/compare.ts';
import type { BeforeAfter } from '../../core/sessions/compare.ts';
import { profileSession, unseenTokens } from '../../core/sessions/profile.ts';
import { readSession } from '../../core/sessions/readers/read-session.ts';
import { replaySession } from '../../core/sessions/replay.ts';
import type { ReplayStep } from '../../core/sessions/replay.ts';
import { resolveStrategy } from '../../core/sessions/strategy.ts';
import { noStepProblem, otherThreadsNote } from '../../core/sessions/threads.ts';
import {
  REPLAY_COLUMNS,
  beforeAfterTable,
  biggestBlocksTable,
  replayNote,
  sessionProfileTable,
} from '../../core/report/tables/session.ts';
import { sessionVerdictLines } from '../../core/report/view-verdict.ts';
import { sessionBill } from '../../core/bill/bill.ts';
import { billLines, comparedBillsLine } from '../../core/bill/words.ts';
import { billStepsTable, missesTable } from '../../core/report/tables/bill.ts';
import { bestWhatIf, whatIfLine, whatIfTable } from '../../core/bill/what-if-words.ts';
import { settingText } from '../../core/bill/settings.ts';
import { DEFAULT_PLACEHOLDER } from '../../core/conversation/sim-form.ts';
import { runWhatIfs } from './what-ifs.ts';
import { billMoneyOf } from '../../core/bill/bill-money.ts';
import { sessionJson } from './json.ts';
import { comparedRunsLine, runSummaryLines } from '../../core/report/session-summary.ts';
import { AS_LOGGED } from '../../core/sessions/strategy.ts';
import type { TokenCounter } from '../../core/tokenizer/tokenizer.ts';
import { nodeCounter } from '../../node/counter.ts';
import type { Prices } from '../../core/conversation/summary.ts';
import { DEFAULT_PRICE_CHOICE, inputPrices, sessionPrice } from '../../core/money/choice.ts';
import { followedEncoding } from '../../core/models/exactness.ts';
import { matchModel } from '../../core/models/model-match.ts';
import type { CurrencyCode } from '../../core/money/prices.ts';
import type { ParsedSession } from '../../core/sessions/model.ts';
import type { SessionArgs } from './args.ts';
import { SESSION_USAGE, parseSessionArgs } from './args.ts';
import type { CliOutput } from '../runner.ts';
import { CliError } from '../cli-error.ts';
import { processOutput, runCommand, runIfMain } from '../runner.ts';
import { readText } from '../read-files.ts';

/** Said under the answer when the tables are left out: the flag that prints them. */
export const TABLES_HINT =
  'Every table (the bill per request, cache misses, what-ifs, per step, per tool result, calibration, logged MCP calls, before/after, biggest blocks): add --tables.\n';

/** What the command line says instead of a money figure without a price. */
export const NO_PRICE_CLI = 'no price: give one with --prices IN,CACHED';

/** The input prices a run is costed at, their currency (none for typed prices), and what says whose they are. */
interface SessionPrices {
  /** Null: no price (an open `--model` without `--prices`): the tables show tokens and the no-price words. */
  prices: Prices | null;
  currency: CurrencyCode | undefined;
  /** Whose prices they are, for the session verdict (`Claude Opus 4.5`, `the typed`). */
  priceName: string;
  note?: string;
}

// Without --model or --prices: the log's model's row, else the page's default model, said.
function pricingOfLog(logModel: string | undefined): SessionPrices {
  const { price, from, note } = sessionPrice(DEFAULT_PRICE_CHOICE, logModel);
  // Core says whose prices these are; the command says how to give others.
  const said =
    from === 'log' || logModel === undefined
      ? note
      : `${note.slice(0, -1)}; give --prices IN,CACHED to type its prices.`;
  // The default choice is a catalogue row: always priced.
  return { prices: inputPrices(price!), currency: price!.currency, priceName: price!.name, note: said };
}

/** One file: the profile, the replay and the tables. */
function oneRun(session: ParsedSession, args: SessionArgs & SessionPrices, counter: TokenCounter) {
  const profile = profileSession(session, counter);
  const unseen = args.loggedOnly ? undefined : unseenTokens(profile);
  const none = replaySession(session, profile.itemTokens, { kind: 'none' }, unseen);
  const chosen = args.strategy && resolveStrategy(args.strategy, session, profile, (t) => counter.count(t));
  const replay: { name: string; steps: ReplayStep[]; table: BeforeAfter; run: BeforeAfter } | null = chosen
    ? (() => {
        const steps = replaySession(session, chosen.itemTokens, chosen.strategy, unseen);
        return {
          name: chosen.name,
          steps,
          table: beforeAfter(none, steps, args.firstSteps, args.prices),
          run: beforeAfter(none, steps, null, args.prices),
        };
      })()
    : null;
  const forwarding = forwardingCalls(session, counter, args.host.template);
  const bill = sessionBill(session);
  const whatIfs = runWhatIfs(session, profile, bill, counter.count(DEFAULT_PLACEHOLDER), args.whatIf);
  return {
    session,
    profile,
    none,
    replay,
    forwarding,
    bill,
    whatIfs,
    blocks: biggestBlocks(session, profile.itemTokens),
  };
}

/**
 * Runs the command with `argv` (without node and the script), writing to `output`.
 * @returns the exit code: 0, or 2 after a one-line message on stderr.
 */
export function runSessionCli(argv: readonly string[], output: CliOutput = processOutput): number {
  return runCommand('session', output, () => {
    const args = parseSessionArgs(argv);
    if (args.help) {
      output.stdout(SESSION_USAGE);
      return 0;
    }
    if (args.encodingNote) output.stderr(`session: ${args.encodingNote}\n`);
    const { files, firstSteps } = args;
    const sessions = files.map((f) => readSession(readText(f), basename(f), args.thread));
    // A log or thread with nothing to count is refused before anything is said about its model.
    sessions.forEach((session, i) => {
      const problem = noStepProblem(basename(files[i]!), session, 'cli');
      if (problem !== null) throw new CliError(problem);
    });
    // The log's model is the session's: without --encoding or --model, count with its encoding,
    // and without --model or --prices, price at its catalogue row (sessionPrice says which).
    const logModel = sessions[0]!.model;
    const encoding =
      args.encodingFrom === 'default' ? followedEncoding(matchModel(logModel)?.tokenizer) : args.encoding;
    const pricing: SessionPrices = args.pricing ?? pricingOfLog(logModel);
    if (pricing.note) output.stderr(`session: ${pricing.note}\n`);
    if (pricing.prices === null) output.stderr(`session: ${pricing.priceName} is open-weight: ${NO_PRICE_CLI}\n`);
    const { prices } = pricing;
    const counter = nodeCounter(encoding);
    const runs = sessions.map((s) => oneRun(s, { ...args, ...pricing }, counter));
    const names = files.map((f) => basename(f));
    // Two runs of the same task: each without a strategy, over the shorter one's steps.
    const compared =
      runs.length === 2 ? compareRuns(runs[0]!.none, runs[1]!.none, firstSteps, prices, names[0]!) : null;

    if (args.printSetting) {
      const { bill, whatIfs } = runs[0]!;
      const shown = whatIfs.chosen ?? bestWhatIf(bill, whatIfs.all);
      if (!shown)
        throw new CliError(
          `no setting a team can switch on applies to ${names[0]} (it records no usage of a known vendor)`,
        );
      output.stdout(settingText(shown.id, whatIfs.params));
      return 0;
    }
    if (args.json) {
      output.stdout(JSON.stringify(sessionJson(runs, args, names, compared), null, 2) + '\n');
      return 0;
    }
    const parts: string[] = [];
    runs.forEach((run, i) => {
      parts.push(`# ${names[i]}\n`);
      const threads = otherThreadsNote(run.session);
      for (const w of [...run.session.warnings, ...(threads === null ? [] : [threads])]) parts.push(`> ${w}\n`);
      const compactions = run.session.compactions.map((k) => k + 1);
      // The answer first (what the strategy saves over the whole run), then what the log holds; the
      // verdict's counting line says once whether counts are estimates.
      const summary = runSummaryLines(run.profile, compactions.length);
      const verdict = sessionVerdictLines({
        run: run.replay?.run ?? beforeAfter(run.none, run.none, null, prices),
        strategy: run.replay?.name ?? null,
        choose: 'Give --strategy NAME (placeholder, clear-tool-uses, summary, rung) to see what it would save.',
        priceName: pricing.priceName,
        ...(pricing.currency ? { currency: pricing.currency } : {}),
        noPrice: NO_PRICE_CLI,
        encoding: run.profile.encoding,
        estimate: run.profile.estimate,
        ...(run.profile.model ? { model: run.profile.model } : {}),
        compactions,
        billed: run.bill.steps.length > 0,
        ...(run.replay ? billMoneyOf(run.bill, run.none, run.replay.steps) : {}),
      });
      const { chosen, all } = run.whatIfs;
      const whatIf = whatIfLine(run.bill, chosen ? [chosen] : all);
      const said = [
        ...billLines(run.bill),
        ...(whatIf === null ? [] : [{ id: 'what-if', text: whatIf }]),
        ...verdict.filter((l) => l.id !== 'counting'),
        ...summary.filter((l) => l.id === 'summary'),
        ...verdict.filter((l) => l.id === 'counting'),
        // The counting line says when counts are estimates; exact counts are said as such.
        ...(run.profile.estimate ? [] : summary.filter((l) => l.id === 'estimate')),
        ...summary.filter((l) => l.id === 'not-in-log'),
      ];
      parts.push(said.map((l) => `${l.text}\n`).join('\n'));
      if (!args.tables) return;
      if (run.bill.steps.length > 0) {
        parts.push(tableToMarkdown(billStepsTable(run.bill)));
        if (run.bill.misses.length > 0) parts.push(tableToMarkdown(missesTable(run.bill)));
        if (all.length > 0) parts.push(tableToMarkdown(whatIfTable(run.bill, all)));
      }
      parts.push(tableToMarkdown(sessionProfileTable(run.profile)));
      parts.push(tableToMarkdown(resultsTable(run.profile.calibration, run.profile.model)));
      parts.push(tableToMarkdown(calibrationTable(run.profile.calibration, run.profile.model)));
      if (run.forwarding.length > 0)
        parts.push(
          tableToMarkdown(
            forwardingTable(run.forwarding, args.host, run.profile.encoding, args.host.template ?? DEFAULT_TEMPLATE),
          ),
        );
      if (run.replay)
        parts.push(
          tableToMarkdown(
            beforeAfterTable(
              run.replay.table,
              AS_LOGGED,
              run.replay.name,
              replayNote(args.loggedOnly, compactions),
              pricing.currency,
              REPLAY_COLUMNS,
            ),
          ),
        );
      parts.push(tableToMarkdown(biggestBlocksTable(run.blocks)));
    });
    if (compared) {
      const bills = comparedBillsLine(runs[0]!.bill, runs[1]!.bill, names[0]!, names[1]!);
      parts.push(
        `# ${names[1]} against ${names[0]}\n\n${bills === null ? '' : `${bills}\n\n`}${comparedRunsLine(compared, names[0]!, names[1]!)}\n`,
      );
      if (args.tables)
        parts.push(tableToMarkdown(beforeAfterTable(compared, names[0]!, names[1]!, undefined, pricing.currency)));
    }
    if (!args.tables) parts.push(TABLES_HINT);
    // Core says a price is missing; the command said how to give one on stderr, once.
    output.stdout(parts.join('\n'));
    return 0;
  });
}

runIfMain(import.meta.url, runSessionCli);
