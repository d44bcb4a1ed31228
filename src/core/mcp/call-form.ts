import { articleShaped } from '../builtin-data/article-shape.ts';
import type { CallSettings } from './per-call.ts';

/** The call settings as the user edits them; the command line is a template over the projection. */
export interface CallForm {
  tool: string;
  id: number;
  /** `{fields}` stands for the kept fields, space-separated, in the caller's order. */
  commandTemplate: string;
  clientName: string;
  clientVersion: string;
  /** Escape non-ASCII as `\uXXXX` in MCP messages (Python's default, the reference's). */
  ascii: boolean;
}

/** The seed article's call: tool `tasks_list`, id 2, its command line, ASCII escaping. */
export const DEFAULT_CALL: CallForm = {
  tool: 'tasks_list',
  id: 2,
  commandTemplate: "taskdemo q 'list() { {fields} }' --format compact",
  clientName: 'ExampleClient',
  clientVersion: '1.0.0',
  ascii: true,
};

/**
 * The call for the user's own data while the call settings are untouched: neutral names (`records_list`,
 * a `records` command), not the fixture's, nor the file's name, since a link carries the call.
 */
export const OWN_DATA_CALL: CallForm = {
  ...DEFAULT_CALL,
  tool: 'records_list',
  commandTemplate: "records q 'list() { {fields} }' --format compact",
};

/** Whether `call` is still the article's example call, as nobody edited it. */
export function isDefaultCall(call: CallForm): boolean {
  return (Object.keys(DEFAULT_CALL) as (keyof CallForm)[]).every((k) => call[k] === DEFAULT_CALL[k]);
}

/**
 * The call counted for data with `fields`: `call` as the user set it, or, while it is the untouched
 * example and the data is the user's own (not `articleShaped`), {@link OWN_DATA_CALL}.
 */
export function callFor(call: CallForm, fields: readonly string[]): CallForm {
  return isDefaultCall(call) && !articleShaped(fields) ? OWN_DATA_CALL : call;
}

/** The call settings for a projection: the template's `{fields}` replaced by the kept fields. */
export function callSettingsOf(form: CallForm, fields: readonly string[]): CallSettings {
  return {
    tool: form.tool,
    id: form.id,
    commandLine: form.commandTemplate.replaceAll('{fields}', fields.join(' ')),
    client: { name: form.clientName, version: form.clientVersion },
    ascii: form.ascii,
  };
}
