/** An OpenAI Chat Completions request body read into a trace. */
import type { JsonObject } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import type { Component } from './model.ts';
import type { TraceBuilder, TraceText } from './request-trace.ts';
import { stringField, typedObject } from './request-trace.ts';

const OPENAI_ROLES = ['system', 'developer', 'user', 'assistant', 'tool'] as const;
type OpenAiRole = (typeof OPENAI_ROLES)[number];

/** The texts of an OpenAI `content` (string or parts), each added as `component`. */
function openAiContent(
  b: TraceBuilder,
  content: unknown,
  path: string,
  component: Component,
  message: number,
  nullable: boolean,
): TraceText[] {
  const texts: TraceText[] = [];
  const push = (t: TraceText | undefined) => t && texts.push(t);
  if (typeof content === 'string') push(b.add(component, content, message));
  else if (Array.isArray(content)) {
    content.forEach((raw, j) => {
      const at = `${path}[${j}]`;
      const part = typedObject(b, raw, at, 'an object (a content part)');
      if (part.type === 'text') push(b.add(component, stringField(b, part, 'text', at), message));
      else if (part.type === 'refusal') push(b.add(component, stringField(b, part, 'refusal', at), message));
      else b.skip(part.type);
    });
  } else if (!(nullable && (content === null || content === undefined)))
    b.fail(path, 'a string or an array of content parts', content);
  return texts;
}

/**
 * The texts of an OpenAI Chat Completions `body` (checked by `detectFormat`) added to `b` in window order:
 * leading system/developer messages, tools, then every other message.
 * @throws InputError naming the first field of the wrong shape.
 */
export function parseOpenAi(body: JsonObject, b: TraceBuilder): void {
  const messages = body.messages as unknown[];
  // Leading system/developer messages come before the tool definitions, as in the trace's order.
  let leading = 0;
  while (leading < messages.length) {
    const m = messages[leading];
    if (!isJsonObject(m) || (m.role !== 'system' && m.role !== 'developer')) break;
    leading++;
  }
  messages.forEach((message, i) => {
    if (i === leading) b.addTools(body.tools);
    const path = `messages[${i}]`;
    if (!isJsonObject(message)) b.fail(path, 'an object', message);
    const role = message.role;
    if (typeof role !== 'string' || !(OPENAI_ROLES as readonly string[]).includes(role)) {
      b.fail(`${path}.role`, `one of ${OPENAI_ROLES.map((r) => `"${r}"`).join(', ')}`, role);
    }
    switch (role as OpenAiRole) {
      case 'system':
      case 'developer':
        openAiContent(b, message.content, `${path}.content`, 'system', i, false);
        break;
      case 'user':
        openAiContent(b, message.content, `${path}.content`, 'user', i, false);
        break;
      case 'assistant': {
        openAiContent(b, message.content, `${path}.content`, 'assistant', i, true);
        if (message.refusal !== undefined && message.refusal !== null)
          b.add('assistant', stringField(b, message, 'refusal', path), i);
        const calls = message.tool_calls;
        if (Array.isArray(calls)) {
          calls.forEach((raw, j) => {
            const at = `${path}.tool_calls[${j}]`;
            if (!isJsonObject(raw)) b.fail(at, 'an object', raw);
            const id = stringField(b, raw, 'id', at);
            if (raw.type === 'custom' && isJsonObject(raw.custom)) {
              b.addCall(
                id,
                stringField(b, raw.custom, 'name', `${at}.custom`),
                stringField(b, raw.custom, 'input', `${at}.custom`),
                i,
                at,
              );
              return;
            }
            const fn = raw.function;
            if (!isJsonObject(fn)) b.fail(`${at}.function`, 'an object', fn);
            b.addCall(
              id,
              stringField(b, fn, 'name', `${at}.function`),
              stringField(b, fn, 'arguments', `${at}.function`),
              i,
              at,
            );
          });
        } else if (calls !== undefined && calls !== null) b.fail(`${path}.tool_calls`, 'an array', calls);
        b.endMessage();
        break;
      }
      case 'tool': {
        const id = stringField(b, message, 'tool_call_id', path);
        b.addResult(id, openAiContent(b, message.content, `${path}.content`, 'toolResults', i, false), path);
        break;
      }
    }
  });
  if (leading === messages.length) b.addTools(body.tools);
}
