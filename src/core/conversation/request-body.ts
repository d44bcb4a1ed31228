import type { JsonObject } from '../json-value.ts';
import { parseJsonLocated } from '../input/json-syntax.ts';
import { parseAnthropic } from './request-anthropic.ts';
import { detectFormat } from './request-format.ts';
import { parseOpenAi } from './request-openai.ts';
import { parseResponses } from './request-responses.ts';
import type { RequestTrace } from './request-trace.ts';
import { TraceBuilder } from './request-trace.ts';

/**
 * A request body (Chat Completions, Responses or Anthropic Messages, see {@link detectFormat}) as its
 * window's texts and tool steps; mapping and warnings: docs/sessions.md, "Request bodies as a session".
 * @throws InputError for empty text, invalid JSON, neither format, or a field of the wrong shape.
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
