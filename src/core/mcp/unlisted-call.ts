/**
 * A `tools/call` of a tool the server does not list: when the server refused it (a JSON-RPC error or
 * a result with `isError`), the command says so with the server's own words instead of counting it.
 */
import type { JsonObject } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';

/** Tool names named in the words before "and N more". */
const NAMES_SHOWN = 10;

/** The texts of a result's text blocks, joined by a space: what a server says in an `isError` result. */
export function errorResultText(result: JsonObject): string {
  const content = Array.isArray(result.content) ? result.content : [];
  const texts = content.flatMap((block) => (isJsonObject(block) && typeof block.text === 'string' ? [block.text] : []));
  return texts.join(' ').trim() || '(no text)';
}

/** True when `name` is one of `tools`' names. */
export function isListed(tools: readonly JsonObject[], name: string): boolean {
  return tools.some((tool) => tool.name === name);
}

/** `the server has no tool NAME (it lists 3: a, b, c); it answered: WORDS`. */
export function unlistedCallWords(tools: readonly JsonObject[], name: string, answer: string): string {
  const names = tools.map((tool) => String(tool.name));
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const more = names.length > NAMES_SHOWN ? ` and ${names.length - NAMES_SHOWN} more` : '';
  const listed = names.length === 0 ? 'it lists no tool' : `it lists ${names.length}: ${shown}${more}`;
  return `the server has no tool ${name} (${listed}); it answered: ${answer}`;
}
