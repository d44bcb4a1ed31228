/**
 * The page's "Connect to your server" form, read (URL, headers, an optional call), each problem saying
 * what and where; and the `npm run mcp` command doing the same, for when the browser cannot (CORS, CSP).
 */
import type { JsonObject } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';

/** The form as typed. */
export interface LiveForm {
  url: string;
  /** One `Name: value` a line; blank lines are skipped. */
  headers: string;
  /** The tool to call after listing (empty: none). */
  tool: string;
  /** The call's arguments, a JSON object (empty: `{}`). */
  args: string;
}

/** The form read: where to connect, with what, and the call asked for. */
export interface LiveTarget {
  url: string;
  headers: Record<string, string>;
  call: { name: string; arguments: JsonObject } | null;
}

/** A header name as RFC 9110 allows it (a token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** `form` read, or every problem found, each naming its field (and line). */
export function readLiveForm(form: LiveForm): { target: LiveTarget } | { problems: string[] } {
  const problems: string[] = [];
  const url = form.url.trim();
  if (url === '') problems.push('URL: type the address of your server’s MCP endpoint (http://127.0.0.1:3001/mcp)');
  else if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    problems.push(`URL: “${url}” is not an http:// or https:// address`);
  const headers: Record<string, string> = {};
  form.headers.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const colon = line.indexOf(':');
    const name = colon === -1 ? '' : line.slice(0, colon).trim();
    if (!HEADER_NAME.test(name))
      problems.push(`Headers, line ${i + 1}: needs “Name: value” (a header name before “:”)`);
    else headers[name] = line.slice(colon + 1).trim();
  });
  let call: LiveTarget['call'] = null;
  const tool = form.tool.trim();
  if (tool !== '') {
    let args: unknown = {};
    if (form.args.trim() !== '') {
      try {
        args = JSON.parse(form.args);
      } catch (error) {
        problems.push(`Arguments: not JSON (${(error as Error).message.split('\n', 1)[0]})`);
      }
    }
    if (!isJsonObject(args)) problems.push('Arguments: must be a JSON object, such as {"message": "hi"}');
    else call = { name: tool, arguments: args };
  } else if (form.args.trim() !== '') problems.push('Arguments: name the tool to call them with');
  return problems.length > 0 ? { problems } : { target: { url, headers, call } };
}

/** `text` as one POSIX shell word: single-quoted unless it is plain. */
export function shellWord(text: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The placeholder the command writes for a header's value, which the page never prints. */
export const HEADER_VALUE_PLACEHOLDER = '<value>';

/**
 * The `npm run mcp` command that captures the same server from a terminal (no CORS there): the URL,
 * each header by name with {@link HEADER_VALUE_PLACEHOLDER} for its value, the call asked for, and
 * `--save capture.json`, whose file the page opens.
 */
export function cliCommandFor(target: LiveTarget): string {
  const words = ['npm', 'run', '-s', 'mcp', '--', '--url', shellWord(target.url)];
  for (const name of Object.keys(target.headers))
    words.push('--header', shellWord(`${name}: ${HEADER_VALUE_PLACEHOLDER}`));
  if (target.call)
    words.push('--call', shellWord(target.call.name), '--args', shellWord(JSON.stringify(target.call.arguments)));
  words.push('--save', 'capture.json');
  return words.join(' ');
}

/** Where the page's Content-Security-Policy lets it connect, in words (`vite.config.ts` `CONNECT_SOURCES`). */
export const CONNECT_WORDS =
  'its own origin, http://localhost and http://127.0.0.1 on any port, and any https:// address';

/** How a connection from the page failed (see {@link liveFailureWords}). */
export type LiveFailureKind = 'cors' | 'csp' | 'unreachable' | 'server';

/**
 * Why the page could not connect to `url`, in words, ending with what to do (the command of
 * {@link cliCommandFor} is shown beneath): `reason` is the browser's or the server's own message.
 */
export function liveFailureWords(kind: LiveFailureKind, url: string, reason: string, pageOrigin: string): string {
  const origin = URL.canParse(url) ? new URL(url).origin : url;
  switch (kind) {
    case 'cors':
      return `Cannot connect: CORS. The server at ${origin} answered, but does not let this page (${pageOrigin}) read its answers: it sends no CORS headers for this origin (Access-Control-Allow-Origin, with Access-Control-Expose-Headers: mcp-session-id). A page can connect only where the server allows it; a terminal is not bound by CORS. Run this command and open the capture it writes here:`;
    case 'csp':
      return `Cannot connect: this page's Content-Security-Policy allows connections only to ${CONNECT_WORDS}; ${origin} is outside it. Use the server's https:// address, or run this command and open the capture it writes here:`;
    case 'unreachable':
      return `Cannot connect: nothing answered at ${origin} (${reason}): the connection was refused, the host is unknown, its certificate is not trusted, or the browser kept this page from reaching your own machine. Is the server running on that port? From a terminal, this command connects to the same URL:`;
    case 'server':
      return `The server at ${origin} failed: ${reason}. A server that speaks only the older SSE transport refuses Streamable HTTP with a 4xx; this command falls back to SSE:`;
  }
}
