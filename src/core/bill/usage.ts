/**
 * What a request's usage record says, split as the provider bills it. Readers for each log's usage
 * object; the rules and their sources: docs/sessions.md, "The bill as logged".
 */
import { isJsonObject } from '../json-value.ts';
import type { JsonObject } from '../json-value.ts';

/** A request's recorded usage in the model's own tokens: every input token is read, written or uncached once. */
export interface RecordedUsage {
  /** Input neither read from nor written to the cache (Anthropic `input_tokens`; OpenAI input − cached). */
  uncached: number;
  /** Written to the 5-minute cache (all of `cache_creation_input_tokens` when {@link writeSplit} is false). */
  write5m: number;
  /** Written to the 1-hour cache. */
  write1h: number;
  /** Read from the cache. */
  read: number;
  /** Output, reasoning included. */
  output: number;
  /** False when the log gives the writes without their 5-minute / 1-hour split (older Claude Code). */
  writeSplit: boolean;
}

/** The request's total input: read + written + uncached (what the window held). */
export function usageInput(u: RecordedUsage): number {
  return u.read + u.write5m + u.write1h + u.uncached;
}

const num = (obj: JsonObject | undefined, key: string): number => {
  const v = obj?.[key];
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;
};

/**
 * An Anthropic `usage` object (Claude Code, Messages responses): `input_tokens`, the writes split by
 * `cache_creation.ephemeral_5m_input_tokens` / `ephemeral_1h_input_tokens` where present, reads,
 * and `output` as given (the caller keeps the largest of a response's lines). All input zero: none.
 */
export function anthropicUsage(usage: JsonObject | undefined, output: number): RecordedUsage | undefined {
  if (!usage) return undefined;
  const written = num(usage, 'cache_creation_input_tokens');
  const detail = isJsonObject(usage.cache_creation) ? usage.cache_creation : undefined;
  const w1h = num(detail, 'ephemeral_1h_input_tokens');
  const w5m = detail ? num(detail, 'ephemeral_5m_input_tokens') : written;
  const u: RecordedUsage = {
    uncached: num(usage, 'input_tokens'),
    // A split that does not add up to the total keeps the total: the remainder at the 5-minute rate.
    write5m: detail ? Math.max(w5m, written - w1h) : written,
    write1h: w1h,
    read: num(usage, 'cache_read_input_tokens'),
    output,
    writeSplit: detail !== undefined || written === 0,
  };
  return usageInput(u) > 0 ? u : undefined;
}

/**
 * An OpenAI usage (Codex `last_token_usage`): `input_tokens` includes `cached_input_tokens`
 * (`cached_tokens` in the API), no write is recorded; `output_tokens` includes reasoning.
 */
export function openaiUsage(usage: JsonObject | undefined): RecordedUsage | undefined {
  const input = num(usage, 'input_tokens');
  if (input === 0) return undefined;
  const read = Math.min(input, num(usage, 'cached_input_tokens') || num(usage, 'cached_tokens'));
  return {
    uncached: input - read,
    write5m: 0,
    write1h: 0,
    read,
    output: num(usage, 'output_tokens'),
    writeSplit: true,
  };
}

/** A Gemini CLI model turn's `tokens`: `input` includes `cached`; output is `output + thoughts`. */
export function geminiUsage(tokens: JsonObject | undefined): RecordedUsage | undefined {
  const input = num(tokens, 'input');
  if (input === 0) return undefined;
  const read = Math.min(input, num(tokens, 'cached'));
  return {
    uncached: input - read,
    write5m: 0,
    write1h: 0,
    read,
    output: num(tokens, 'output') + num(tokens, 'thoughts'),
    writeSplit: true,
  };
}
