// The link's call settings: `tool`, `callid`, `cmd`, `client` (name@version) and `ascii`.
import type { CallForm } from '../../core/mcp/call-form.ts';
import { DEFAULT_CALL } from '../../core/mcp/call-form.ts';

/** The link's `[key, value]` pairs for the call that carries the payload. */
export function callParams(call: CallForm): [string, string][] {
  return [
    ['tool', call.tool],
    ['callid', String(call.id)],
    ['cmd', call.commandTemplate],
    ['client', `${call.clientName}@${call.clientVersion}`],
    ['ascii', call.ascii ? 'yes' : 'no'],
  ];
}

/** The call settings of a link: absent when it names none; each part that is missing or unreadable keeps its default, named in `warnings`. */
export function readCall(params: URLSearchParams, warnings: string[]): CallForm | undefined {
  const keys = ['tool', 'callid', 'cmd', 'client', 'ascii'];
  if (!keys.some((k) => params.has(k))) return undefined;
  const call = { ...DEFAULT_CALL };
  const tool = params.get('tool');
  if (tool) call.tool = tool;
  const id = params.get('callid');
  if (id !== null) {
    if (/^\d+$/.test(id) && Number.isSafeInteger(Number(id))) call.id = Number(id);
    else warnings.push(`call id "${id}" in the link is not a whole number; using ${DEFAULT_CALL.id}`);
  }
  const cmd = params.get('cmd');
  if (cmd) call.commandTemplate = cmd;
  const client = params.get('client');
  if (client !== null) {
    const at = client.lastIndexOf('@');
    if (at > 0 && at < client.length - 1) {
      call.clientName = client.slice(0, at);
      call.clientVersion = client.slice(at + 1);
    } else
      warnings.push(
        `client "${client}" in the link is not name@version; using ${DEFAULT_CALL.clientName}@${DEFAULT_CALL.clientVersion}`,
      );
  }
  const ascii = params.get('ascii');
  if (ascii !== null) {
    if (ascii === 'yes' || ascii === 'no') call.ascii = ascii === 'yes';
    else warnings.push(`escaping "${ascii}" in the link is unknown; escaping non-ASCII`);
  }
  return call;
}
