// The shape of a ladder (the page renders it, `npm run ladder -- --json` prints it), apart from the
// engine that computes it (ladder.ts) so that modules the engine uses can name these types.
import type { HostId } from '../hosts/types.ts';
import type { CallCost, CallSettings } from '../mcp/per-call.ts';
import type { Transport } from '../mcp/revisions.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import type { WholeFormatId } from '../whole/formats.ts';
import type { RungId } from './rungs.ts';

/** One rung's size at one scale: tokens (of the encoding), UTF-8 bytes, characters (code points). */
export interface RungSize {
  tokens: number;
  bytes: number;
  chars: number;
}

/** One column of the ladder: a data set's row count and every rung's size. */
export interface LadderScale {
  label: string;
  rows: number;
  /** The record count of the data set whose first `rows` records this scale is; absent for a whole data set. */
  firstOf?: number;
  rungs: Record<RungId, RungSize>;
  /** Sizes of the added formats, by format id; present only when formats were asked for. */
  formats?: Record<string, RungSize>;
  /**
   * Each shown row's call over {@link Ladder.transport}, by its ladder row id (rungs, formats, the
   * text as received, `whole-<id>`: the payload sent as the one text block); present only when asked for.
   */
  calls?: Record<string, CallCost>;
  /** The text exactly as received (BOM stripped); present only when the scale is a whole file or paste. */
  asReceived?: RungSize;
  /** The text as received less the dropped fields, in its own layout (JSON, JSON Lines); present only when a field is dropped. */
  asReceivedProjected?: RungSize;
  /** The whole-response formats (wrapper included, fields kept in place), by id; present only when asked for and the data has a source. */
  whole?: Partial<Record<WholeFormatId, RungSize>>;
  /** Whole-response formats asked for that could not write this data, with the library's reason. */
  wholeProblems?: Partial<Record<WholeFormatId, string>>;
  /** Added formats that cannot write this data (not in {@link formats}), by id, with why; present only when some are. */
  omitted?: Record<string, string>;
}

/** The transport a ladder's calls were costed over, and the call settings used. */
export interface LadderCalls {
  transport: Transport;
  settings: CallSettings;
}

/** The whole ladder: the shape the page renders and `npm run ladder -- --json` prints. */
export interface Ladder {
  encoding: EncodingName;
  fields: string[];
  scales: LadderScale[];
  /** The transport the scales' `calls` use, when calls were asked for. */
  transport?: Transport;
  /** The host whose forwarding the `calls` count, when one other than the JSON-RPC wire was asked for (absent: the wire). */
  host?: HostId;
}
