/**
 * How a history counts once an entry a resumed session logs again: by the logs' own ids per host (a
 * request's, a tool result's call id), never by text, so two equal prompts stay two entries; an entry
 * without an id is never a duplicate. Ids: docs/sessions.md, "History over many logs".
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
