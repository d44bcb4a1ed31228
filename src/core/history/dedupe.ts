/**
 * How a history counts an entry once when a resumed session logs it again (the tools'
 * own threads report entries counted twice). Entries are recognised by the logs' own ids, never by
 * their text (two equal prompts are two entries):
 * - a request (step): Claude Code `message.id` + `requestId` (one response is split over lines
 *   sharing them), Codex the `token_count` event's timestamp + cumulative `total_token_usage`,
 *   Gemini the model message's `id`;
 * - a tool result: its call id (Claude Code `tool_use_id`, Codex `call_id`, Gemini the call's `id`).
 * Ids are kept per host. A request or result without an id is never taken for a duplicate.
 * A resumed session's new requests still carry the earlier history in their windows (it was sent
 * again); only the re-logged requests and results themselves are not counted twice.
 */
export class SeenEntries {
  private readonly steps = new Set<string>();
  private readonly calls = new Set<string>();
  /** Requests and results found again and not counted. */
  duplicateSteps = 0;
  duplicateResults = 0;

  /** True the first time a request with this id is seen (and remembers it); always true without an id. */
  firstStep(host: string, id: string | undefined): boolean {
    return this.first(this.steps, host, id, () => this.duplicateSteps++);
  }

  /** True the first time a tool result with this call id is seen; always true without an id. */
  firstResult(host: string, callId: string | undefined): boolean {
    return this.first(this.calls, host, callId, () => this.duplicateResults++);
  }

  private first(set: Set<string>, host: string, id: string | undefined, dup: () => void): boolean {
    if (id === undefined || id === '') return true;
    const key = `${host}\u0000${id}`;
    if (set.has(key)) {
      dup();
      return false;
    }
    set.add(key);
    return true;
  }
}
