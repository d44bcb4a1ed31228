import type { DataRecord } from '../core/json-value.ts';
import { fieldCostSteps } from '../core/analysis/field-cost.ts';
import { profileTrace } from '../core/conversation/profile.ts';
import { parseRequestBody } from '../core/conversation/request-body.ts';
import { formatById } from '../core/formats.ts';
import { inspectText } from '../core/inspect/inspect-text.ts';
import { largestDataset, ladderSteps } from '../core/ladder/ladder.ts';
import { Cancelled, createMeter, driveSteps, type Steps } from '../core/steps.ts';
import { toolsListsFor } from '../core/mcp/tools-lists-for.ts';
import { captureCounts } from '../core/mcp/capture-counts.ts';
import { toolsOfListText } from '../core/mcp/tools-list.ts';
import { countToolSet } from '../core/hosts/tool-set.ts';
import { representationById } from '../core/representation-list.ts';
import { defaultSchemaResponse } from '../core/analysis/schema-response.ts';
import { aliasLegend, assignAliases } from '../core/serializers/aliases.ts';
import { countInSteps, type EncodingName, type TokenCounter } from '../core/tokenizer/tokenizer.ts';
import { countProgress, createSessionTracker, ladderProgress, progressReporter, sessionProgress } from './progress.ts';
import { problemOf } from './problem.ts';
import { createSessionKeeper } from './sessions.ts';
import { countInTokenizers } from './models.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';
import { createDatasetKeeper } from './datasets.ts';

/**
 * Loads (once) the counter of an encoding; the worker fetches ranks lazily, Node reads them. With
 * `'ids'` (the `tokens` request only) the counter must also give ids (`encode`, `tokenBytes`): the
 * worker then loads WASM tiktoken, which nothing else needs.
 */
export type CounterLoader = (encoding: EncodingName, want?: 'ids') => Promise<TokenCounter>;

/** Gives the event loop one turn, so that messages from the page (a cancel) are read. */
export type Pause = () => Promise<void>;

const timerPause: Pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Every text's count, as steps (typed session texts can be long). */
function* countAll(counter: TokenCounter, texts: readonly string[]): Steps<number[]> {
  const counts: number[] = [];
  for (const text of texts) counts.push(yield* countInSteps(counter, text));
  return counts;
}

/**
 * The worker's logic without the worker (so it runs and is tested in Node): parses dropped files, keeps
 * them by source id, builds and counts ladders, posting progress to `post` before each answer. It pauses
 * every `sliceMs` for a `cancel`; a count is cached only once whole. `timing.now`: progress clock (ms).
 */
export function createEngine(
  loadCounter: CounterLoader,
  pause: Pause = timerPause,
  timing: { now?: () => number; sliceMs?: number } = {},
) {
  const { now = () => performance.now(), sliceMs = 12 } = timing;
  const readyEncodings = new Set<EncodingName>();
  const sessions = createSessionKeeper();
  const { load, datasetsOf } = createDatasetKeeper();

  // The schema response depends on the records only, not on the projection: one per data set.
  const schemaTexts = new WeakMap<readonly DataRecord[], string>();
  const running = new Set<number>();
  const cancelled = new Set<number>();

  /** Marks request `id` as no longer wanted; it stops at its next pause. A finished request is left alone. */
  function cancel(id: number): void {
    if (running.has(id)) cancelled.add(id);
  }

  async function handle(
    request: Exclude<WorkerRequest, { type: 'cancel' }>,
    post: (message: WorkerResponse) => void,
  ): Promise<WorkerResponse> {
    const isCancelled = () => cancelled.has(request.id);
    const meter = createMeter();
    const progress = progressReporter(now, (done) => post({ id: request.id, type: 'progress', ...done }));
    const tickThenPause = () => {
      progress.tick();
      return pause();
    };
    const drive = <T>(steps: Steps<T>) => driveSteps(steps, isCancelled, tickThenPause, sliceMs, meter);
    const lent = { drive, isCancelled, meter, progress };
    running.add(request.id);
    try {
      if (request.type === 'load') return load(request.id, request.files, request.options);
      if (request.type === 'models') return await countInTokenizers(request, datasetsOf, loadCounter, lent);
      if (!readyEncodings.has(request.encoding))
        post({ id: request.id, type: 'encoding-loading', encoding: request.encoding });
      const counter = await loadCounter(request.encoding, request.type === 'tokens' ? 'ids' : undefined);
      readyEncodings.add(request.encoding);
      if (isCancelled()) throw new Cancelled();
      if (request.type === 'count') {
        progress.measure(() => countProgress(request.texts, meter));
        return { id: request.id, type: 'counts', counts: await drive(countAll(counter, request.texts)) };
      }
      if (request.type === 'mcp-capture')
        return { id: request.id, type: 'mcp-capture', ...captureCounts(request.capture, request.host, counter) };
      if (request.type === 'session') {
        const tracker = createSessionTracker();
        progress.measure(() => sessionProgress(request.text.length, tracker));
        try {
          const opened = await drive(
            sessions.open(request.name, request.text, request.thread, counter, tracker, request.run),
          );
          return { id: request.id, type: 'session', ...opened };
        } catch (error) {
          if (error instanceof Cancelled) throw error;
          return {
            id: request.id,
            type: 'error',
            message: `${request.name} could not be read as a session`,
            problems: [problemOf(error, request.name)],
          };
        }
      }
      if (request.type === 'session-replay') {
        const { sessionId, strategy, firstSteps, loggedOnly, prices, compareWith } = request;
        const options = { firstSteps, loggedOnly, prices, ...(compareWith !== undefined && { compareWith }) };
        const replayed = await drive(sessions.replay(sessionId, strategy, options, counter));
        return { id: request.id, type: 'session-replay', ...replayed };
      }
      if (request.type === 'profile') {
        try {
          return {
            id: request.id,
            type: 'profile',
            name: request.name,
            profile: profileTrace(parseRequestBody(request.text, request.name), counter),
          };
        } catch (error) {
          return {
            id: request.id,
            type: 'error',
            message: `${request.name} could not be profiled`,
            problems: [problemOf(error, request.name)],
          };
        }
      }
      const datasets = datasetsOf(request.source);
      if (request.type === 'field-costs') {
        const dataset = datasets.find((d) => d.label === request.label);
        if (!dataset) throw new Error(`no data set named ${request.label}`);
        const representation = representationById(request.representation);
        const { total, costs, overBudget } = await drive(
          fieldCostSteps(dataset.records, request.fields, representation, counter),
        );
        return {
          id: request.id,
          type: 'field-costs',
          label: dataset.label,
          rows: dataset.records.length,
          representation: request.representation,
          total,
          costs,
          ...(overBudget ? { overBudget } : {}),
        };
      }
      if (request.type === 'tokens') {
        const dataset = datasets.find((d) => d.label === request.label);
        if (!dataset) throw new Error(`no data set named ${request.label}`);
        const text = representationById(request.representation).build(dataset.records, request.fields);
        return {
          id: request.id,
          type: 'tokens',
          label: dataset.label,
          rows: dataset.records.length,
          representation: request.representation,
          ...inspectText(text, counter),
        };
      }
      const whole = request.whole ?? [];
      progress.measure(() => ladderProgress(datasets.length, request.formats.length + whole.length, meter));
      const ladder = await drive(
        ladderSteps(datasets, request.fields, counter, request.formats.map(formatById), request.calls, whole),
      );
      const legendText = aliasLegend(request.fields, assignAliases(request.fields));
      // The schema and tool list describe the largest data set, which shows every field and type the others do.
      const largest = largestDataset(datasets).records;
      let schemaText = schemaTexts.get(largest);
      if (schemaText === undefined) schemaTexts.set(largest, (schemaText = defaultSchemaResponse(largest)));
      const answer: WorkerResponse = {
        id: request.id,
        type: 'ladder',
        ladder,
        legend: { text: legendText, tokens: counter.count(legendText) },
        schema: { text: schemaText, tokens: counter.count(schemaText) },
      };
      if (request.calls) {
        answer.toolsLists = toolsListsFor(largest, request.calls.settings.tool, counter);
        // The contract's tools (the minimal 2025 list's) as every host injects them, and deferred.
        answer.toolSet = countToolSet(toolsOfListText(answer.toolsLists[0]!.text), counter);
      }
      return answer;
    } catch (error) {
      if (error instanceof Cancelled) return { id: request.id, type: 'cancelled' };
      return {
        id: request.id,
        type: 'error',
        message: error instanceof Error ? error.message : String(error),
        problems: [],
      };
    } finally {
      running.delete(request.id);
      cancelled.delete(request.id);
    }
  }

  return { handle, cancel };
}
