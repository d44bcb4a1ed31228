import { hostCallTexts } from '../hosts/call-texts.ts';
import type { HostSpec } from '../hosts/types.ts';
import type { JsonValue } from '../json-value.ts';
import type { TokenCounter } from '../tokenizer/tokenizer.ts';
import { callRequestText, callResultText } from './call.ts';
import type { ClientInfo } from './call.ts';
import { countQuotes } from './json-text.ts';
import type { Transport } from './revisions.ts';
import { TRANSPORT_INFO } from './revisions.ts';

/** The settings every call shares: tool, id, command line, client, escaping. */
export interface CallSettings {
  tool: string;
  id: number | string;
  /** The command line that makes the same call, e.g. `taskdemo q 'list() { id status assignee priority }' --format compact`. */
  commandLine: string;
  client: ClientInfo;
  ascii: boolean;
  /** The host whose forwarding is counted; absent: the JSON-RPC wire (the article's messages). */
  host?: HostSpec;
}

/** One call's tokens over MCP against the same call as a command line. */
export interface CallCost {
  /** Tokens of the tools/call request. */
  request: number;
  /** Tokens of the result: envelope plus the escaped payload (plus structuredContent if sent). */
  result: number;
  /** Tokens of the command line. */
  commandLine: number;
  /** Tokens of the payload as the command line prints it. */
  payload: number;
  /** `"` characters in the payload: each is escaped inside the MCP text block. */
  quotes: number;
  /** (request + result) − (command line + payload), in tokens; 0 for the command line itself. */
  overhead: number;
  /** What the call costs in the window over the chosen transport: request + result, or command line + payload. */
  total: number;
}

/**
 * The cost of one call of `payload` (a rung's or format's exact text) over `transport` against the command
 * line, as the seed article's per-call table accounts it; `structured` is what `structuredContent` carries,
 * and with `settings.host` the request and result are that host's (`core/hosts/call-texts.ts`).
 */
export function callCost(
  transport: Transport,
  payload: string,
  fields: readonly string[],
  structured: JsonValue,
  settings: CallSettings,
  counter: TokenCounter,
  /** The payload's tokens when the caller has already counted them. */
  knownPayloadTokens?: number,
): CallCost {
  const info = TRANSPORT_INFO[transport];
  const payloadTokens = knownPayloadTokens ?? counter.count(payload);
  const commandLine = counter.count(settings.commandLine);
  const quotes = countQuotes(payload);
  const cliTotal = commandLine + payloadTokens;
  if (!info.revision)
    return { request: 0, result: 0, commandLine, payload: payloadTokens, quotes, overhead: 0, total: cliTotal };
  const spec = {
    revision: info.revision,
    id: settings.id,
    tool: settings.tool,
    fields,
    client: settings.client,
    ascii: settings.ascii,
  };
  const sent = info.structured ? structured : undefined;
  // A host other than the wire hands the model its own text of the call (core/hosts); the
  // revision's envelope then stays between client and server, only structuredContent matters.
  const texts =
    settings.host && settings.host.id !== 'wire'
      ? hostCallTexts(settings.host, spec, payload, sent)
      : { request: callRequestText(spec), result: callResultText(spec, payload, sent) };
  const request = counter.count(texts.request);
  const result = counter.count(texts.result);
  return {
    request,
    result,
    commandLine,
    payload: payloadTokens,
    quotes,
    overhead: request + result - cliTotal,
    total: request + result,
  };
}
