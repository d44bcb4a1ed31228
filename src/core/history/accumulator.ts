/**
 * A history over many agent logs, fed one file at a time: only the tables are kept
 * (sessions, tools, parts, days, the largest results, the ids seen), never a file's texts, so
 * memory is bounded by the largest file plus the tables, not the sum of the files.
 */
import { matchModel } from '../models/model-match.ts';
import { inputPrices } from '../money/choice.ts';
import { uncachedPerMillion } from '../conversation/summary.ts';
import { REPRESENTATIONS } from '../representation-list.ts';
import { SESSION_PARTS } from '../sessions/model.ts';
import type { EncodingName, TokenCounter } from '../tokenizer/tokenizer.ts';
import { HistoryBillAccumulator } from './bill-accumulator.ts';
import type { DayOf } from './days.ts';
import { inDays } from './days.ts';
import { SeenEntries } from './dedupe.ts';
import { fileFacts } from './file-facts.ts';
import type { FactsOptions, FileFacts, ThreadFacts } from './file-facts.ts';
import type {
  HistoryDay,
  HistoryPart,
  HistoryReport,
  HistorySession,
  HistoryTool,
  LargestResult,
  ResultRow,
} from './history-model.ts';
import { emptyDay, emptySession, emptyTool } from './history-model.ts';
import type { ReadLog } from './read-log.ts';
import { HISTORY_STRATEGIES, representationCache } from './what-if.ts';
import { HistoryWhatIfAccumulator } from './what-if-accumulator.ts';
import { ToolResultSizes } from './result-sizes.ts';

/** What a file's log says of its session (its threads apart). */
type LogFacts = Omit<ReadLog, 'threads'>;

/** How many of the largest results the history keeps. */
export const LARGEST_KEPT = 10;

/** What a history is read with; `whatIfParams`: the what-ifs' parameters (absent: the APIs' defaults). */
export interface HistoryOptions extends Pick<FactsOptions, 'whatIfParams'> {
  /** The counter of an encoding (one per encoding, kept: the counters cache pieces). */
  counterFor: (encoding: EncodingName) => TokenCounter;
  dayOf: DayOf;
  /** The zone's name for tables (`UTC`, `Europe/Paris`). */
  zone: string;
  /** Only requests on or after / on or before these days (`YYYY-MM-DD`, in the zone). */
  since?: string;
  until?: string;
  /**
   * False: skip writing each JSON result in every rung and format (the costliest what-if: 12
   * texts built and counted per result); the re-representation table is then empty. Default true.
   */
  rerepresent?: boolean;
  /** Called with every counted tool result, in reading order (`--jsonl`). */
  onResult?: (row: ResultRow) => void;
}

/** Accumulates a history: {@link add} each file, then {@link report}. */
export class HistoryAccumulator {
  private readonly sessions = new Map<string, HistorySession>();
  private readonly tools = new Map<string, HistoryTool>();
  private readonly days = new Map<string, HistoryDay & { keys: Set<string> }>();
  private readonly parts = Object.fromEntries(
    [...SESSION_PARTS, 'reasoning', 'notLogged'].map((p) => [p, 0]),
  ) as Record<HistoryPart, number>;
  private largest: LargestResult[] = [];
  private readonly skipped: HistoryReport['skipped'] = [];
  private readonly warnings: HistoryReport['warnings'] = [];
  private readonly seen = new SeenEntries();
  private files = 0;
  private readonly strategyNames = new Map<string, string>();
  private readonly representations = representationCache();
  private readonly bill = new HistoryBillAccumulator();
  private readonly whatIfs = new HistoryWhatIfAccumulator();
  private readonly resultSizes = new ToolResultSizes();

  constructor(private readonly options: HistoryOptions) {}

  /** Lists a file that was not read (too large, unreadable), with the reason. */
  skip(file: string, reason: string): void {
    this.files++;
    this.skipped.push({ file, reason });
  }

  /** Reads one file's text into the tables; a file of no known format is listed as skipped. */
  add(file: string, text: string): void {
    this.addFacts(file, fileFacts(file, text, this.factsOptions));
  }

  /**
   * What {@link add} counts in a file, for a worker to count (`fileFacts` with these options; the
   * representation cache is this accumulator's, so pass it only to this thread's calls).
   */
  get factsOptions(): FactsOptions {
    const { dayOf, since, until } = this.options;
    return {
      counterFor: this.options.counterFor,
      ...(this.options.whatIfParams && { whatIfParams: this.options.whatIfParams }),
      ...(this.options.rerepresent === false ? {} : { representations: this.representations }),
      ...(since === undefined && until === undefined ? {} : { inDates: (time) => inDays(dayOf(time), since, until) }),
    };
  }

  /**
   * A file counted by `fileFacts` (here or in a worker) into the tables. Files must come in the
   * reading order: which requests and results were logged before depends on it.
   */
  addFacts(file: string, facts: FileFacts): void {
    this.files++;
    if (facts.kind === 'skipped') {
      this.skipped.push({ file, reason: facts.reason });
      return;
    }
    const { log } = facts;
    for (const message of log.warnings) this.warnings.push({ file, message });
    for (const thread of facts.threads) this.addThread(file, log, thread);
  }

  private sessionRow(file: string, log: LogFacts): HistorySession {
    let row = this.sessions.get(log.sessionKey);
    if (!row) {
      row = emptySession(
        log,
        HISTORY_STRATEGIES.map((s) => s.id),
      );
      this.sessions.set(log.sessionKey, row);
    }
    if (!row.files.includes(file)) {
      if (log.subagentFile) row.files.push(file);
      else row.files.unshift(file);
    }
    row.project ??= log.project;
    return row;
  }

  private addThread(file: string, log: LogFacts, thread: ThreadFacts): void {
    const { dayOf, since, until } = this.options;
    const row = this.sessionRow(file, log);
    const subagent = thread.id !== null;
    const match = matchModel(thread.model);
    const { encoding } = thread;
    if (!row.encodings.includes(encoding)) row.encodings.push(encoding);
    if (!thread.exact) row.estimate = true;
    if (thread.model && (!subagent || row.model === null)) row.model = thread.model;
    if (subagent) row.subagents++;

    // Which requests count: inside the dates asked for, and not logged before (dedupe.ts).
    const days = thread.steps.map((s) => dayOf(s.time ?? log.started ?? ''));
    const counted = thread.steps.map((s, k) => {
      if (!inDays(days[k] ?? null, since, until)) return false;
      if (this.seen.firstStep(log.host, s.id)) return true;
      row.duplicateSteps++;
      return false;
    });
    this.bill.addThread({ key: row.key, project: row.project }, thread.bill, counted, days);
    this.whatIfs.addThread(row.key, thread.bill, thread.whatIfs, counted);
    const prices = match?.row ? inputPrices(match.row) : null;
    thread.steps.forEach((s, k) => {
      if (!counted[k]) return;
      const size = Math.max(s.counted, s.recorded ?? 0);
      if (subagent) row.subagentSteps++;
      else row.steps++;
      row.peak = Math.max(row.peak, s.recorded ?? s.counted);
      row.recorded += s.recorded ?? 0;
      row.input += s.total;
      SESSION_PARTS.forEach((part, j) => (this.parts[part] += s.parts[j]!));
      this.parts.reasoning += s.reasoning;
      this.parts.notLogged += size - s.counted - s.reasoning;
      let cost = 0;
      if (prices) {
        cost =
          ((s.total - s.cachedPrefix) * uncachedPerMillion(prices) + s.cachedPrefix * prices.cachedPerMillion) /
          1_000_000;
        row.cost = (row.cost ?? 0) + cost;
        row.currency = match!.row!.currency;
      } else row.unpricedSteps++;
      HISTORY_STRATEGIES.forEach(({ id }, j) => {
        row.replayed[id]! += s.replayed[j]!;
        this.strategyNames.set(id, thread.strategyNames[j]!);
      });
      const day = days[k];
      if (day) {
        const d = this.days.get(day) ?? { ...emptyDay(day), keys: new Set<string>() };
        this.days.set(day, d);
        d.keys.add(row.key);
        d.requests++;
        d.recorded += s.recorded ?? 0;
        d.input += s.total;
        d.cost += cost;
      }
      if (day && (row.date === null || day < row.date)) row.date = day;
    });
    this.addResults(file, log, thread, counted, row);
  }

  /** Each tool result counted once: its first reading request counted, its call id new. */
  private addResults(
    file: string,
    log: LogFacts,
    thread: ThreadFacts,
    counted: readonly boolean[],
    row: HistorySession,
  ): void {
    const { steps } = thread;
    // carried[i]: counted requests whose window holds item i (a difference array over the steps).
    const delta = new Int32Array(thread.items + 1);
    steps.forEach((s, k) => {
      if (counted[k]) {
        delta[s.start]!++;
        delta[s.end]!--;
      }
    });
    const anyCounted = counted.some(Boolean);
    let carriedBy = 0;
    let at = 0;
    for (const result of thread.results) {
      while (at <= result.item) carriedBy += delta[at++]!;
      const k = result.first;
      if (k === -1 ? counted.length > 0 && !anyCounted : !counted[k]) continue;
      if (!this.seen.firstResult(log.host, result.callId)) continue;
      const { tokens, providerTokens, reps, tool: name } = result;
      this.resultSizes.add(name, { tokens, chars: result.chars }, reps);
      const tool = this.toolRow(name);
      tool.calls++;
      tool.tokens += tokens;
      tool.carried += tokens * carriedBy;
      if (providerTokens !== null) {
        tool.providerResults++;
        tool.providerTokens += providerTokens;
        tool.providerCounted += tokens;
      }
      if (reps) {
        tool.jsonResults++;
        tool.jsonTokens += tokens;
        tool.jsonCarried += tokens * carriedBy;
        reps.forEach(({ tokens: t }, r) => {
          tool.rep[r]! += t;
          tool.repCarried[r]! += t * carriedBy;
        });
      }
      const sessionName = row.sessionId ?? row.key;
      const step = k === -1 ? null : k + 1;
      this.keepLargest({ session: sessionName, step, tool: name, target: result.target, tokens });
      this.options.onResult?.({
        session: sessionName,
        step,
        time: (k === -1 ? undefined : steps[k]!.time) ?? null,
        host: log.host,
        model: steps[k]?.model ?? row.model,
        tool: name,
        tokens,
        providerTokens,
        carried: tokens * carriedBy,
        file,
        project: row.project,
      });
    }
  }

  private toolRow(tool: string): HistoryTool {
    const t = this.tools.get(tool) ?? emptyTool(tool, REPRESENTATIONS.length);
    this.tools.set(tool, t);
    return t;
  }

  private keepLargest(result: LargestResult): void {
    if (this.largest.length >= LARGEST_KEPT && result.tokens <= this.largest.at(-1)!.tokens) return;
    this.largest.push(result);
    this.largest.sort((a, b) => b.tokens - a.tokens);
    if (this.largest.length > LARGEST_KEPT) this.largest.pop();
  }

  /** The tables so far: sessions by date, tools by carried tokens, days in order. */
  report(): HistoryReport {
    const sessions = [...this.sessions.values()]
      .filter((s) => s.steps + s.subagentSteps > 0 || s.duplicateSteps > 0)
      .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.key.localeCompare(b.key));
    return {
      zone: this.options.zone,
      files: this.files,
      sessions,
      tools: [...this.tools.values()].sort((a, b) => b.carried - a.carried || a.tool.localeCompare(b.tool)),
      largest: [...this.largest],
      parts: { ...this.parts },
      days: [...this.days.values()]
        .map(({ keys, ...d }) => ({ ...d, sessions: keys.size }))
        .sort((a, b) => a.day.localeCompare(b.day)),
      skipped: [...this.skipped],
      warnings: [...this.warnings],
      duplicateSteps: this.seen.duplicateSteps,
      duplicateResults: this.seen.duplicateResults,
      rerepresented: this.options.rerepresent !== false,
      strategies: HISTORY_STRATEGIES.map((s) => ({ id: s.id, name: this.strategyNames.get(s.id) ?? s.id })),
      bill: this.bill.report(),
      whatIfs: this.whatIfs.report(this.options.whatIfParams),
      resultSizes: this.resultSizes.report(),
    };
  }
}
