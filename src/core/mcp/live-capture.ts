/**
 * A live server's capture assembled once for both clients (the command line's and the page's): every
 * page of its lists, then the versioned {@link McpCapture} with the target's secrets redacted.
 */
import type { JsonObject, JsonValue } from '../json-value.ts';
import type { McpCapture } from './capture.ts';
import { CAPTURE_TYPE, CAPTURE_VERSION, redactSecrets } from './capture.ts';

/** A list request's parameters and limit, as the SDK's `Client` takes them. */
type ListPage = (params: { cursor?: string }, options: { timeout: number }) => Promise<object>;

/** What listing needs of a connected client: the SDK's `Client` fits. */
export interface ListingClient {
  listTools: ListPage;
  listResources: ListPage;
  listPrompts: ListPage;
}

/** What a capture lists: the tools, and resources and prompts where the server offers them (else null). */
export type ServerLists = Pick<McpCapture, 'tools' | 'resources' | 'prompts'>;

/** Waits for one request, named (`tools/list`); the command line's adds its timeout and exit words. */
export type RequestGuard = <T>(what: string, request: Promise<T>) => Promise<T>;

/** Every page of each list the server offers (`nextCursor` followed), each request within `timeoutMs`. */
export async function listServer(
  client: ListingClient,
  capabilities: JsonObject,
  timeoutMs: number,
  guard: RequestGuard = (_what, request) => request,
): Promise<ServerLists> {
  const all = async (key: 'tools' | 'resources' | 'prompts', page: ListPage): Promise<JsonObject[]> => {
    const items: JsonObject[] = [];
    let cursor: string | undefined;
    do {
      const params = cursor === undefined ? {} : { cursor };
      const listed = (await guard(`${key}/list`, page.call(client, params, { timeout: timeoutMs }))) as Record<
        string,
        unknown
      >;
      items.push(...((listed[key] as JsonObject[] | undefined) ?? []));
      cursor = typeof listed.nextCursor === 'string' ? listed.nextCursor : undefined;
    } while (cursor !== undefined);
    return items;
  };
  return {
    tools: await all('tools', client.listTools),
    resources: capabilities.resources === undefined ? null : await all('resources', client.listResources),
    prompts: capabilities.prompts === undefined ? null : await all('prompts', client.listPrompts),
  };
}

/** What a capture records of one connection, less the type, version and time it is stamped with. */
export type LiveFacts = Omit<McpCapture, 'type' | 'version' | 'capturedAt'>;

/** The capture of `facts`, stamped now, with every value in `secrets` redacted wherever it was echoed. */
export function liveCapture(facts: LiveFacts, secrets: readonly string[]): McpCapture {
  const capture: McpCapture = {
    type: CAPTURE_TYPE,
    version: CAPTURE_VERSION,
    capturedAt: new Date().toISOString(),
    ...facts,
  };
  return redactSecrets(capture as unknown as JsonValue, secrets).value as unknown as McpCapture;
}
