/** An Anthropic Messages request body read into a trace. */
import type { JsonObject } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import type { Component } from './model.ts';
import type { TraceBuilder, TraceText } from './request-trace.ts';
import { stringField, typedObject } from './request-trace.ts';

/**
 * The texts of an Anthropic Messages `body` (checked by `detectFormat`) added to `b` in window order:
 * `system`, tools, then each message's blocks (others counted as skipped).
 * @throws InputError naming the first field of the wrong shape.
 */
export function parseAnthropic(body: JsonObject, b: TraceBuilder): void {
  const system = body.system;
  if (typeof system === 'string') b.add('system', system, -1);
  else if (Array.isArray(system)) {
    system.forEach((block, i) => {
      const path = `system[${i}]`;
      const typed = typedObject(b, block, path, 'a text block');
      if (typed.type !== 'text') b.fail(`${path}.type`, '"text"', typed.type);
      b.add('system', stringField(b, typed, 'text', path), -1);
    });
  } else if (system !== undefined && system !== null) b.fail('system', 'a string or an array of text blocks', system);
  b.addTools(body.tools);

  (body.messages as unknown[]).forEach((message, i) => {
    const path = `messages[${i}]`;
    if (!isJsonObject(message)) b.fail(path, 'an object', message);
    const role = message.role;
    if (role !== 'user' && role !== 'assistant') b.fail(`${path}.role`, '"user" or "assistant"', role);
    const textComponent: Component = role === 'user' ? 'user' : 'assistant';
    const content = message.content;
    if (typeof content === 'string') b.add(textComponent, content, i);
    else if (Array.isArray(content)) {
      content.forEach((raw, j) => {
        const at = `${path}.content[${j}]`;
        const block = typedObject(b, raw, at, 'an object (a content block)');
        switch (block.type) {
          case 'text':
            b.add(textComponent, stringField(b, block, 'text', at), i);
            break;
          case 'thinking':
            b.add('assistant', stringField(b, block, 'thinking', at), i, true);
            break;
          case 'tool_use': {
            const id = stringField(b, block, 'id', at);
            const name = stringField(b, block, 'name', at);
            if (block.input === undefined) b.fail(`${at}.input`, 'an object', undefined);
            b.addCall(id, name, JSON.stringify(block.input), i, at);
            break;
          }
          case 'tool_result': {
            const id = stringField(b, block, 'tool_use_id', at);
            const texts: TraceText[] = [];
            const push = (t: TraceText | undefined) => t && texts.push(t);
            const result = block.content;
            if (typeof result === 'string') push(b.add('toolResults', result, i));
            else if (Array.isArray(result)) {
              result.forEach((rawPart, k) => {
                const partAt = `${at}.content[${k}]`;
                const part = typedObject(b, rawPart, partAt, 'an object (a content block)');
                if (part.type === 'text') push(b.add('toolResults', stringField(b, part, 'text', partAt), i));
                else b.skip(part.type);
              });
            } else if (result !== undefined && result !== null)
              b.fail(`${at}.content`, 'a string or an array of blocks', result);
            b.addResult(id, texts, at);
            break;
          }
          default:
            // image, document, redacted_thinking, server tools' blocks: no text of their own to count.
            b.skip(block.type);
        }
      });
    } else b.fail(`${path}.content`, 'a string or an array of blocks', content);
    b.endMessage();
  });
}
