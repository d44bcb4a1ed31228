import type { JsonObject } from '../json-value.ts';
import { parseJsonLocated } from '../input/json-syntax.ts';
import { parseAnthropic } from './request-anthropic.ts';
import { detectFormat } from './request-format.ts';
import { parseOpenAi } from './request-openai.ts';
import { parseResponses } from './request-responses.ts';
import type { RequestTrace } from './request-trace.ts';
import { TraceBuilder } from './request-trace.ts';

/**
 * Parse a pasted or dropped request body, OpenAI Chat Completions, OpenAI Responses or Anthropic
 * Messages (see {@link detectFormat}; Responses items: `request-responses.ts`), into the texts of its window and its tool steps.
 *
 * Components: system/developer messages and Anthropic `system` → `system`; each tool definition
 * (its minified JSON) → `tools`; user text → `user`; assistant text, refusals and Anthropic
 * `thinking` → `assistant` (marked `thinking`); each tool call's name and arguments (OpenAI's `arguments` string as
 * sent, Anthropic's `input` minified) → `toolCalls`; tool results' text, exactly as sent (a
 * result that is itself JSON is not re-serialized) → `toolResults`. Empty texts are dropped.
 * Each call becomes its own step, parallel ones included, and results find their call by
 * `tool_call_id` / `tool_use_id`; a result without a call, a call without a result, and content
 * without text (images, documents, redacted thinking, unknown block types) give warnings.
 * Fields other than these (model, temperature, response_format, …) are not counted.
 * @param source the input's name for messages, e.g. `request.json`.
 * @throws InputError for empty text, invalid JSON (with line and column), a body of neither
 *   format, or a field of the wrong shape (`request.json: messages[3].content must be a string or
 *   an array of blocks, found a number`).
 */
export function parseRequestBody(text: string, source = 'pasted text'): RequestTrace {
  // A leading byte-order mark dropped; empty text and invalid JSON give the located InputError
  // (`invalid JSON at line 3, column 5: …`), as data files get.
  return parseRequestValue(parseJsonLocated(text, source), source);
}

/**
 * {@link parseRequestBody} of a body already parsed from JSON (one of a session's successive bodies).
 * @throws InputError for a body of no known format or a field of the wrong shape.
 */
export function parseRequestValue(body: unknown, source = 'pasted text'): RequestTrace {
  const format = detectFormat(body, source);
  const builder = new TraceBuilder(source);
  if (format === 'anthropic-messages') {
    parseAnthropic(body as JsonObject, builder);
    return builder.finish(format, 'block');
  }
  if (format === 'openai-responses') {
    parseResponses(body as JsonObject, builder);
    return builder.finish(format, 'item');
  }
  parseOpenAi(body as JsonObject, builder);
  return builder.finish(format, 'part');
}
