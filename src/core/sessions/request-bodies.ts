import { parseRequestValue } from '../conversation/request-body.ts';
import type { RequestFormat, TraceText } from '../conversation/request-trace.ts';
import { REQUEST_FORMAT_NAMES } from '../conversation/request-trace.ts';
import { InputError } from '../input/input-error.ts';
import { isJsonObject } from '../json-value.ts';
import { anthropicInputTokens } from './readers/claude-code.ts';
import { numberAt, objectAt, stringAt } from './readers/json-lines.ts';
import { SessionBuilder } from './model.ts';
import type { ParsedSession, SessionItem, SessionPart } from './model.ts';

/** One request body of a session and where it is, for messages (`api.json, body 3`). */
export interface SourcedBody {
  body: unknown;
  source: string;
}

/**
 * True for a value shaped like a request body: an object with a `messages` array (Chat
 * Completions, Anthropic Messages) or, with no `type` of its own (a log line's), an `input`
 * string or array (Responses). Only a guess for detection; `parseRequestValue` checks the rest.
 */
export function isRequestBody(value: unknown): boolean {
  if (!isJsonObject(value)) return false;
  if (Array.isArray(value.messages)) return true;
  return value.type === undefined && (typeof value.input === 'string' || Array.isArray(value.input));
}

/** The part a trace text is in a session. */
function partOf(text: TraceText): SessionPart {
  return text.thinking ? 'thinking' : (text.component as SessionPart);
}

/**
 * The request's input size when the body carries its response's `usage` (a logger that stored
 * both): Chat Completions `prompt_tokens`, Responses `input_tokens`, Anthropic input + cache
 * creation + cache read. A body alone has none: null, as is an all-zero record.
 */
function recordedOf(body: unknown, format: RequestFormat): number | null {
  const usage = objectAt(isJsonObject(body) ? body : undefined, 'usage');
  if (!usage) return null;
  if (format === 'anthropic-messages') return anthropicInputTokens(usage);
  const input = numberAt(usage, format === 'openai-chat' ? 'prompt_tokens' : 'input_tokens');
  return input > 0 ? input : null;
}

/** The format of the whole session: a body without evidence reads as Chat Completions, so Messages wins. */
function sessionFormat(seen: RequestFormat | undefined, next: RequestFormat, source: string): RequestFormat {
  if (seen === undefined || seen === next) return next;
  if (seen === 'openai-responses' || next === 'openai-responses')
    throw new InputError(
      `${source}: an ${REQUEST_FORMAT_NAMES[next]} body after ${REQUEST_FORMAT_NAMES[seen]} bodies; expected every body in one API’s format`,
      { source },
    );
  return 'anthropic-messages';
}

/**
 * Reads successive API request bodies (Chat Completions, Responses, Anthropic Messages) as a session,
 * one step per body; a body that does not extend the previous one restarts the window as a compaction.
 * @throws InputError for a body of no known format or a field of the wrong shape, naming the body.
 */
export function parseRequestBodies(bodies: readonly SourcedBody[]): ParsedSession {
  const b = new SessionBuilder();
  let format: RequestFormat | undefined;
  let previous: { part: SessionPart; text: string }[] = [];
  // A body's warnings hold for its whole window, which the next body repeats: only the warnings of
  // the bodies that end a window (the last, and each before a restart) are kept.
  let windowWarnings: string[] = [];
  let restarts = 0;
  for (const { body, source } of bodies) {
    const trace = parseRequestValue(body, source);
    format = sessionFormat(format, trace.format, source);
    const calls = new Map<TraceText, Pick<SessionItem, 'tool' | 'callId'>>();
    for (const step of trace.steps)
      for (const text of [...step.call, ...step.result]) calls.set(text, { tool: step.name, callId: step.id });
    const texts = trace.texts.map((t) => ({ part: partOf(t), text: t.text, extra: calls.get(t) ?? {} }));
    let common = 0;
    while (
      common < previous.length &&
      common < texts.length &&
      previous[common]!.part === texts[common]!.part &&
      previous[common]!.text === texts[common]!.text
    )
      common++;
    const extended = common === previous.length;
    if (!extended) {
      b.warnings.push(...windowWarnings);
      b.compact();
      restarts++;
    }
    for (const t of texts.slice(extended ? common : 0)) b.add(t.part, t.text, t.extra);
    b.step(recordedOf(body, trace.format), stringAt(isJsonObject(body) ? body : undefined, 'model'));
    previous = texts;
    windowWarnings = trace.warnings.map((w) => (bodies.length === 1 ? w : `${source}: ${w}`));
  }
  b.warnings.push(...windowWarnings);
  if (restarts > 0)
    b.warnings.push(
      `${restarts} ${restarts === 1 ? 'body does' : 'bodies do'} not repeat the previous body in full: read as a compaction (the window restarts)`,
    );
  return b.build(format ?? 'openai-chat');
}
