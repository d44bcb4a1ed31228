/**
 * A history over many agent logs (issue 23), fed one file at a time: only the tables are kept
 * (sessions, tools, parts, days, the largest results, the ids seen), never a file's texts, so
 * memory is bounded by the largest file plus the tables, not the sum of the files.
 */
import { countsExactness, followedEncoding } from '../money/exactness.ts';
import { matchModel } from '../money/model-match.ts';
import { inputPrices } from '../money/choice.ts';
import { uncachedPerMillion } from '../conversation/summary.ts';
import { REPRESENTATIONS } from '../representations.ts';
import { callTarget } from '../sessions/call-target.ts';
import { SESSION_PARTS } from '../sessions/model.ts';
import type { ParsedSession } from '../sessions/model.ts';
import { profileSession } from '../sessions/profile.ts';
import type { EncodingName, TokenCounter } from '../tokenizer/tokenizer.ts';
import type { DayOf } from './days.ts';
import { SeenEntries } from './dedupe.ts';
import type {
  HistoryDay,
  HistoryPart,
  HistoryReport,
  HistorySession,
  HistoryTool,
  LargestResult,
  ResultRow,
} from './history-model.ts';
import { emptySession, emptyTool } from './history-model.ts';
import { providerResultCounts } from './provider.ts';
import { readHistoryLog } from './read-log.ts';
import type { ReadLog } from './read-log.ts';
import { HISTORY_STRATEGIES, replayAll, representationCache } from './what-if.ts';

/** How many of the largest results the history keeps. */
export const LARGEST_KEPT = 10;

/** What a history is read with. */
export interface HistoryOptions {
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
  private readonly parts = Object.fromEntries([...SESSION_PARTS, 'notLogged'].map((p) => [p, 0])) as Record<
    HistoryPart,
    number
  >;
  private largest: LargestResult[] = [];
  private readonly skipped: HistoryReport['skipped'] = [];
  private readonly warnings: HistoryReport['warnings'] = [];
  private readonly seen = new SeenEntries();
  private files = 0;
  private readonly strategyNames = new Map<string, string>();
  private readonly representations = representationCache();

  constructor(private readonly options: HistoryOptions) {}

  /** Lists a file that was not read (too large, unreadable), with the reason. */
  skip(file: string, reason: string): void {
    this.files++;
    this.skipped.push({ file, reason });
  }

  /** Reads one file's text into the tables; a file of no known format is listed as skipped. */
  add(file: string, text: string): void {
    this.files++;
    const log = readHistoryLog(text, file);
    if (log.kind === 'skipped') {
      this.skipped.push({ file, reason: log.reason });
      return;
    }
    for (const message of log.warnings) this.warnings.push({ file, message });
    for (const thread of log.threads) this.addThread(file, log, thread.id, thread.session);
  }

  private sessionRow(file: string, log: ReadLog): HistorySession {
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

  private addThread(file: string, log: ReadLog, threadId: string | null, session: ParsedSession): void {
    const { counterFor, dayOf, since, until } = this.options;
    const row = this.sessionRow(file, log);
    const subagent = threadId !== null;
    const match = matchModel(session.model);
    const encoding = followedEncoding(match?.tokenizer);
    const counter = counterFor(encoding);
    const count = (t: string) => counter.count(t);
    const profile = profileSession(session, counter);
    const replays = replayAll(session, profile, count);
    if (!row.encodings.includes(encoding)) row.encodings.push(encoding);
    if (!countsExactness(session.model, encoding).exact) row.estimate = true;
    if (session.model && (!subagent || row.model === null)) row.model = session.model;
    if (subagent) row.subagents++;

    // Which requests count: inside the dates asked for, and not logged before (dedupe.ts).
    const days = session.steps.map((s) => dayOf(s.time ?? log.started ?? ''));
    const counted = session.steps.map((s, k) => {
      const day = days[k] ?? null;
      const inRange =
        (since === undefined || (day !== null && day >= since)) &&
        (until === undefined || (day !== null && day <= until));
      if (!inRange) return false;
      if (this.seen.firstStep(log.host, s.id)) return true;
      row.duplicateSteps++;
      return false;
    });
    const prices = match?.row ? inputPrices(match.row) : null;
    session.steps.forEach((s, k) => {
      if (!counted[k]) return;
      const p = profile.steps[k]!;
      const input = replays.asLogged[k]!;
      const size = Math.max(p.counted, s.recorded ?? 0);
      if (subagent) row.subagentSteps++;
      else row.steps++;
      row.peak = Math.max(row.peak, s.recorded ?? p.counted);
      row.recorded += s.recorded ?? 0;
      row.input += input.total;
      for (const part of SESSION_PARTS) this.parts[part] += p.parts[part];
      this.parts.notLogged += size - p.counted;
      let cost = 0;
      if (prices) {
        cost =
          ((input.total - input.cachedPrefix) * uncachedPerMillion(prices) +
            input.cachedPrefix * prices.cachedPerMillion) /
          1_000_000;
        row.cost = (row.cost ?? 0) + cost;
        row.currency = match!.row!.currency;
      } else row.unpricedSteps++;
      for (const r of replays.strategies) {
        row.replayed[r.id]! += r.steps[k]!.total;
        this.strategyNames.set(r.id, r.name);
      }
      const day = days[k];
      if (day) {
        const d = this.days.get(day) ?? {
          day,
          sessions: 0,
          requests: 0,
          recorded: 0,
          input: 0,
          cost: 0,
          keys: new Set(),
        };
        this.days.set(day, d);
        d.keys.add(row.key);
        d.requests++;
        d.recorded += s.recorded ?? 0;
        d.input += input.total;
        d.cost += cost;
      }
      if (day && (row.date === null || day < row.date)) row.date = day;
    });
    this.addResults(file, log, session, profile.itemTokens, counted, counter, row);
  }

  /** Each tool result counted once: its first reading request counted, its call id new. */
  private addResults(
    file: string,
    log: ReadLog,
    session: ParsedSession,
    itemTokens: readonly number[],
    counted: readonly boolean[],
    counter: TokenCounter,
    row: HistorySession,
  ): void {
    const { items, steps } = session;
    const provided = providerResultCounts(session, itemTokens, counter.encoding);
    // carried[i]: counted requests whose window holds item i (a difference array over the steps).
    const delta = new Int32Array(items.length + 1);
    const first = new Int32Array(items.length).fill(-1);
    let upTo = 0;
    steps.forEach((s, k) => {
      if (counted[k]) {
        delta[s.start]!++;
        delta[s.end]!--;
      }
      for (let i = Math.max(upTo, s.start); i < s.end; i++) first[i] = k;
      upTo = Math.max(upTo, s.end);
    });
    const inputs = new Map<string, string>();
    let carriedBy = 0;
    for (let i = 0; i < items.length; i++) {
      carriedBy += delta[i]!;
      const item = items[i]!;
      // A call is its name, then its input: the second call text with the id is the input.
      if (item.part === 'toolCalls' && item.callId !== undefined) {
        if (inputs.has(item.callId) || item.text !== item.tool) inputs.set(item.callId, item.text);
        else inputs.set(item.callId, '');
        continue;
      }
      if (item.part !== 'toolResults') continue;
      const k = first[i]!;
      if (k === -1 ? counted.length > 0 && !counted.some(Boolean) : !counted[k]) continue;
      if (!this.seen.firstResult(log.host, item.callId)) continue;
      const tokens = itemTokens[i]!;
      const name = item.tool ?? '(unknown)';
      const tool = this.toolRow(name);
      tool.calls++;
      tool.tokens += tokens;
      tool.carried += tokens * carriedBy;
      const providerTokens = provided.get(i) ?? null;
      if (providerTokens !== null) {
        tool.providerResults++;
        tool.providerTokens += providerTokens;
        tool.providerCounted += tokens;
      }
      const reps =
        this.options.rerepresent === false
          ? null
          : this.representations(item.text, counter.encoding, (t) => counter.count(t));
      if (reps) {
        tool.jsonResults++;
        tool.jsonTokens += tokens;
        tool.jsonCarried += tokens * carriedBy;
        reps.forEach((t, r) => {
          tool.rep[r]! += t;
          tool.repCarried[r]! += t * carriedBy;
        });
      }
      const sessionName = row.sessionId ?? row.key;
      const step = k === -1 ? null : k + 1;
      const input = item.callId === undefined ? undefined : inputs.get(item.callId);
      this.keepLargest({ session: sessionName, step, tool: name, target: input ? callTarget(input) : null, tokens });
      this.options.onResult?.({
        session: sessionName,
        step,
        time: (k === -1 ? undefined : steps[k]!.time) ?? null,
        host: log.host,
        model: steps[k]?.model ?? row.model,
        tool: name,
        tokens,
        providerTokens,
        file,
        project: row.project,
      });
    }
  }

  private toolRow(tool: string): HistoryTool {
    let t = this.tools.get(tool);
    if (!t) {
      t = emptyTool(tool, REPRESENTATIONS.length);
      this.tools.set(tool, t);
    }
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
      strategies: HISTORY_STRATEGIES.map((s) => ({ id: s.id, name: this.strategyNames.get(s.id) ?? s.id })),
    };
  }
}
