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
