/** An OpenAI Responses API request body read into a trace. */
import type { JsonObject } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import type { Component } from './model.ts';
import type { TraceBuilder, TraceText } from './request-trace.ts';
import { stringField, typedObject } from './request-trace.ts';

/** Content part types that hold text, and the field it is in. */
const TEXT_PARTS: Record<string, string> = {
  input_text: 'text',
  output_text: 'text',
  text: 'text',
  refusal: 'refusal',
  summary_text: 'text',
  reasoning_text: 'text',
};

const ROLE_COMPONENTS: Record<string, Component> = {
  system: 'system',
  developer: 'system',
  user: 'user',
  assistant: 'assistant',
};

/** The texts of a `content` (a string or an array of parts), each added as `component`. */
function partsText(
  b: TraceBuilder,
  content: unknown,
  path: string,
  component: Component,
  message: number,
  thinking = false,
): TraceText[] {
  const texts: TraceText[] = [];
  const push = (t: TraceText | undefined) => t && texts.push(t);
  if (typeof content === 'string') push(b.add(component, content, message, thinking));
  else if (Array.isArray(content)) {
    content.forEach((raw, j) => {
      const at = `${path}[${j}]`;
      const part = typedObject(b, raw, at, 'an object (a content part)');
      const field = TEXT_PARTS[part.type];
      if (field !== undefined) push(b.add(component, stringField(b, part, field, at), message, thinking));
      else b.skip(part.type);
    });
  } else if (content !== undefined && content !== null) b.fail(path, 'a string or an array of content parts', content);
  return texts;
}

/** A call's id: `call_id` (what outputs answer), else the item's `id`. */
function callIdOf(b: TraceBuilder, item: JsonObject, path: string): string {
  return typeof item.call_id === 'string' ? item.call_id : stringField(b, item, 'call_id', path);
}

/**
 * The texts of an OpenAI Responses `body` (checked by `detectFormat`) added to `b` in window order:
 * instructions, tools, then the `input` items, others counted as skipped (docs/sessions.md).
 * @throws InputError naming the first field of the wrong shape.
 */
export function parseResponses(body: JsonObject, b: TraceBuilder): void {
  const instructions = body.instructions;
  if (typeof instructions === 'string') b.add('system', instructions, -1);
  else if (instructions !== undefined && instructions !== null) b.fail('instructions', 'a string', instructions);
  b.addTools(body.tools);
  const input = body.input;
  if (typeof input === 'string') {
    b.add('user', input, 0);
    return;
  }
  if (!Array.isArray(input)) b.fail('input', 'a string or an array of items', input);
  let inCalls = false;
  input.forEach((raw, i) => {
    const path = `input[${i}]`;
    if (!isJsonObject(raw)) b.fail(path, 'an object (an input item)', raw);
    const type = typeof raw.type === 'string' ? raw.type : raw.role !== undefined ? 'message' : undefined;
    if (type === undefined) b.fail(`${path}.type`, 'a string', raw.type);
    const isCall = type === 'function_call' || type === 'custom_tool_call';
    if (inCalls && !isCall) b.endMessage();
    inCalls = isCall;
    switch (type) {
      case 'message': {
        const component = typeof raw.role === 'string' ? ROLE_COMPONENTS[raw.role] : undefined;
        if (component === undefined) b.fail(`${path}.role`, '"system", "developer", "user" or "assistant"', raw.role);
        partsText(b, raw.content, `${path}.content`, component, i);
        break;
      }
      case 'function_call':
      case 'custom_tool_call': {
        // A custom tool's freeform `input` (a patch, say) is sent where a function's `arguments` is.
        const args = stringField(b, raw, type === 'function_call' ? 'arguments' : 'input', path);
        b.addCall(callIdOf(b, raw, path), stringField(b, raw, 'name', path), args, i, path);
        break;
      }
      case 'function_call_output':
      case 'custom_tool_call_output':
        b.addResult(callIdOf(b, raw, path), partsText(b, raw.output, `${path}.output`, 'toolResults', i), path);
        break;
      case 'reasoning':
        partsText(b, raw.summary, `${path}.summary`, 'assistant', i, true);
        partsText(b, raw.content, `${path}.content`, 'assistant', i, true);
        if (typeof raw.encrypted_content === 'string' && raw.encrypted_content !== '') b.skip('encrypted reasoning');
        break;
      default:
        b.skip(type);
    }
  });
  if (inCalls) b.endMessage();
}
