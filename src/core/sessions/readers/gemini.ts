import { isJsonObject } from '../../json-value.ts';
import type { JsonObject } from '../../json-value.ts';
import { arrayAt, numberAt, objectAt, stringAt } from './json-lines.ts';
import { SessionBuilder } from '../model.ts';
import { geminiUsage } from '../../bill/usage.ts';
import type { ParsedSession } from '../model.ts';

/** A message's text: a string, or the text of its parts joined. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) => (isJsonObject(part) && typeof part.text === 'string' ? part.text : ''))
    .filter((t) => t !== '')
    .join('\n');
}

/** A function response's output as the model read it: a string as is, anything else as minified JSON. */
function responseText(result: unknown): string {
  const texts: string[] = [];
  for (const part of Array.isArray(result) ? result : []) {
    const response = objectAt(objectAt(isJsonObject(part) ? part : undefined, 'functionResponse'), 'response');
    if (!response) continue;
    const output = response.output;
    texts.push(typeof output === 'string' ? output : JSON.stringify(response));
  }
  return texts.join('\n');
}

/**
 * Reads a Gemini CLI session (one JSON object with `messages[]`) into a {@link ParsedSession}, one step per
 * `gemini` message; all-zero tokens mean no measurement. Rules: docs/sessions.md, "How a Codex rollout is
 * read" (Gemini's paragraph).
 */
export function parseGemini(session: JsonObject): ParsedSession {
  const b = new SessionBuilder();
  let zeroTokens = 0;
  for (const message of arrayAt(session, 'messages')) {
    if (!isJsonObject(message)) continue;
    if (message.type === 'user') {
      b.add('user', contentText(message.content));
      continue;
    }
    if (message.type !== 'gemini') continue;
    const tokens = objectAt(message, 'tokens');
    const input = numberAt(tokens, 'input');
    if (input === 0) zeroTokens++;
    const id = stringAt(message, 'id');
    const time = stringAt(message, 'timestamp');
    // Gemini records thoughts apart from output (candidates): output here is both, as for the others.
    const thoughts = numberAt(tokens, 'thoughts');
    const usage = input > 0 ? { output: numberAt(tokens, 'output') + thoughts, reasoning: thoughts } : {};
    const billed = geminiUsage(tokens);
    b.step(input > 0 ? input : null, stringAt(message, 'model'), undefined, {
      ...usage,
      ...(billed !== undefined ? { usage: billed } : {}),
      ...(id !== undefined ? { id } : {}),
      ...(time !== undefined ? { time } : {}),
    });
    for (const thought of arrayAt(message, 'thoughts')) {
      if (!isJsonObject(thought)) continue;
      b.add('thinking', [stringAt(thought, 'subject'), stringAt(thought, 'description')].filter(Boolean).join('\n'));
    }
    b.add('assistant', contentText(message.content));
    for (const call of arrayAt(message, 'toolCalls')) {
      if (!isJsonObject(call)) continue;
      const name = stringAt(call, 'name') ?? '';
      const callId = stringAt(call, 'id') ?? '';
      b.add('toolCalls', name, { tool: name, callId });
      b.add('toolCalls', JSON.stringify(call.args ?? {}), { tool: name, callId });
      b.add('toolResults', responseText(call.result), { tool: name, callId });
    }
  }
  if (zeroTokens > 0)
    b.warnings.push(`${zeroTokens} model turn${zeroTokens === 1 ? '' : 's'} with all-zero tokens: no recorded size`);
  return b.build('gemini');
}
