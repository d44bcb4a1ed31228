import type { DataRecord, JsonValue } from '../json-value.ts';
import { AS_RECEIVED_ID, carriesEveryField, wholeRowId } from '../ladder-rows.ts';
import { textSize, type TextSize } from '../text-stats.ts';
import { callCost } from '../mcp/per-call.ts';
import { projectRecords } from '../records.ts';
import type { Representation } from '../representation.ts';
import { countInSteps, type TokenCounter } from '../tokenizer/tokenizer.ts';
import { runSteps, type Steps } from '../steps.ts';
import type { RungId } from './rungs.ts';
import { RUNGS } from './rungs.ts';
import type { WholeSource } from '../whole/document.ts';
import type { WholeFormatId } from '../whole/formats.ts';
import { asReceivedSize, receivedProjectedText, wholeSizes } from './whole-sizes.ts';
import { UnwritableError } from '../serializers/unwritable.ts';
import { formatRows } from '../format/numbers.ts';
import type { FormatId } from '../formats.ts';
import { formatById } from '../formats.ts';
import type { Ladder, LadderCalls, LadderScale, RungSize } from './ladder-shape.ts';

// The ladder's shape lives in ladder-shape.ts (so the row and size helpers need not import this
// engine); its names stay importable from here.
export type { Ladder, LadderCalls, LadderScale, RungSize } from './ladder-shape.ts';

/**
 * One data set of the ladder: a label (file name or fixture name), its records, and for a file or
 * a paste its whole source (the text as received and the document around the records).
 */
export interface LadderDataset {
  label: string;
  records: readonly DataRecord[];
  whole?: WholeSource;
  /** The record count of the data set whose first records these are; absent for a whole data set. */
  firstOf?: number;
}

/**
 * The data set with the most records, the first of equals: the schema response and tools/list
 * results are generated from it, as it shows every field and type the smaller ones do.
 * @throws TypeError when `datasets` is empty.
 */
export function largestDataset<T extends LadderDataset>(datasets: readonly T[]): T {
  return datasets.reduce((a, b) => (b.records.length > a.records.length ? b : a));
}

// Texts (and their byte and character sizes) of full-record representations (L0, L1) by data set:
// they ignore the projection, so a field toggle reuses them instead of serializing and measuring
// every record again. Records are never mutated.
const fullTexts = new WeakMap<readonly DataRecord[], Map<string, { text: string; size: TextSize }>>();

function fullText(
  representation: Representation,
  records: readonly DataRecord[],
  fields: readonly string[],
): { text: string; size: TextSize } {
  let texts = fullTexts.get(records);
  if (!texts) fullTexts.set(records, (texts = new Map()));
  let entry = texts.get(representation.id);
  if (entry === undefined) {
    const text = representation.build(records, fields);
    texts.set(representation.id, (entry = { text, size: textSize(text) }));
  }
  return entry;
}

/** `representation`'s text of `records` under `fields`; full-record texts are built once per records array. */
export function buildText(
  representation: Representation,
  records: readonly DataRecord[],
  fields: readonly string[],
): string {
  return representation.fullRecords
    ? fullText(representation, records, fields).text
    : representation.build(records, fields);
}

/** The text and its sizes (bytes, characters), kept for full-record representations. */
function buildMeasured(
  representation: Representation,
  records: readonly DataRecord[],
  fields: readonly string[],
): { text: string; size: TextSize } {
  if (representation.fullRecords) return fullText(representation, records, fields);
  const text = representation.build(records, fields);
  return { text, size: textSize(text) };
}

/**
 * {@link buildMeasured}, or for an added format that cannot write these records (an
 * UnwritableError: TOON and a lone surrogate) the reason, so the ladder leaves it out and counts
 * the rest. A rung never is: every rung writes any JSON value.
 */
function buildOrOmit(
  representation: Representation,
  records: readonly DataRecord[],
  fields: readonly string[],
): { text: string; size: TextSize } | string {
  try {
    return buildMeasured(representation, records, fields);
  } catch (error) {
    if (error instanceof UnwritableError && representation.kind === 'format') return error.message;
    throw error;
  }
}

/**
 * Why each added format is missing at some scale of `ladder`, one line per format and reason:
 * `TOON left out at 1 row, tasks.json: TOON cannot write a lone surrogate (U+DC00 in record 1,
 * field k); the other rungs and formats are counted`.
 */
export function omittedNotices(ladder: Pick<Ladder, 'scales'>): string[] {
  const byReason = new Map<string, { id: string; reason: string; at: string[] }>();
  for (const scale of ladder.scales) {
    for (const [id, reason] of Object.entries(scale.omitted ?? {})) {
      const key = `${id}\n${reason}`;
      const entry = byReason.get(key) ?? { id, reason, at: [] };
      entry.at.push(`${formatRows(scale.rows)}, ${scale.label}`);
      byReason.set(key, entry);
    }
  }
  return [...byReason.values()].map(
    ({ id, reason, at }) =>
      `${formatById(id as FormatId).name} left out at ${at.join('; ')}: ${reason}; the other rungs and formats are counted`,
  );
}

/** The exact texts of every rung for one data set. */
export function buildRungTexts(records: readonly DataRecord[], fields: readonly string[]): Record<RungId, string> {
  return Object.fromEntries(RUNGS.map((rung) => [rung.id, buildText(rung, records, fields)])) as Record<RungId, string>;
}

/**
 * The ladder of `datasets` (one scale each, in the order given) under the projection `fields`,
 * counted by `counter`, with added `formats` at the same projection. Takes {@link ladderSteps}'s
 * arguments.
 */
export function computeLadder(...args: Parameters<typeof ladderSteps>): Ladder {
  return runSteps(ladderSteps(...args));
}

/**
 * {@link computeLadder} in steps: it yields after each text and while counting long ones, so the
 * worker can pause and drop a ladder a newer request replaced. A whole source adds `asReceived`
 * and the `whole` formats asked for.
 */
export function* ladderSteps(
  datasets: readonly LadderDataset[],
  fields: readonly string[],
  counter: TokenCounter,
  formats: readonly Representation[] = [],
  calls?: LadderCalls,
  whole: readonly WholeFormatId[] = [],
): Steps<Ladder> {
  const scales: LadderScale[] = [];
  for (const { label, records, whole: source, firstOf } of datasets) {
    const texts: Record<string, string> = {};
    const sizes: Record<string, RungSize> = {};
    const omitted: Record<string, string> = {};
    for (const representation of [...RUNGS, ...formats]) {
      const built = buildOrOmit(representation, records, fields);
      yield;
      if (typeof built === 'string') {
        omitted[representation.id] = built;
        continue;
      }
      const { text, size } = built;
      texts[representation.id] = text;
      sizes[representation.id] = { tokens: yield* countInSteps(counter, text), ...size };
    }
    const rungs = Object.fromEntries(RUNGS.map((r) => [r.id, sizes[r.id]!])) as Record<RungId, RungSize>;
    const scale: LadderScale = { label, rows: records.length, rungs, ...(firstOf === undefined ? {} : { firstOf }) };
    if (formats.length > 0)
      scale.formats = Object.fromEntries(formats.filter((f) => sizes[f.id]).map((f) => [f.id, sizes[f.id]!]));
    if (Object.keys(omitted).length > 0) scale.omitted = omitted;
    // Every payload this scale shows, for its call: the text, its tokens, what structuredContent carries.
    const payloads = Object.entries(texts).map(([id, text]) => ({
      id,
      text,
      tokens: sizes[id]!.tokens,
      // structuredContent carries the records the payload shows: full for L0/L1, projected otherwise.
      structured: (carriesEveryField(id) ? [...records] : undefined) as JsonValue | undefined,
    }));
    const received = source ? yield* asReceivedSize(source, counter) : undefined;
    if (received) {
      scale.asReceived = received;
      payloads.push({ id: AS_RECEIVED_ID, text: source!.text!, tokens: received.tokens, structured: source!.document });
      const projected = receivedProjectedText(source!, records, fields);
      if (projected !== undefined)
        scale.asReceivedProjected = { tokens: yield* countInSteps(counter, projected), ...textSize(projected) };
    }
    if (source && whole.length > 0) {
      const {
        sizes: wholeSized,
        problems,
        texts: wholeText,
        document,
      } = yield* wholeSizes(source, records, fields, whole, counter);
      scale.whole = wholeSized;
      if (Object.keys(problems).length > 0) scale.wholeProblems = problems;
      for (const [id, size] of Object.entries(wholeSized))
        payloads.push({
          id: wholeRowId(id),
          text: wholeText[id as WholeFormatId]!,
          tokens: size.tokens,
          structured: document,
        });
    }
    if (calls) {
      const projected = projectRecords(records, fields);
      scale.calls = {};
      for (const { id, text, tokens, structured } of payloads) {
        scale.calls[id] = callCost(
          calls.transport,
          text,
          fields,
          structured ?? projected,
          calls.settings,
          counter,
          tokens,
        );
        yield;
      }
    }
    scales.push(scale);
  }
  const host = calls?.settings.host;
  return {
    encoding: counter.encoding,
    fields: [...fields],
    scales,
    ...(calls ? { transport: calls.transport } : {}),
    ...(host && host.id !== 'wire' ? { host: host.id } : {}),
  };
}
