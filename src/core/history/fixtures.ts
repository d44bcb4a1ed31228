/**
 * Generated agent logs for the history's tests and bench (never real logs): Claude Code with a subagent
 * and a resumed session, Codex, Gemini. Pure functions of their arguments, so a test knows every text
 * and the bench can make gigabytes.
 */

/** One tool call of a generated session: the tool, its input and the result text. */
export interface FixtureCall {
  tool: string;
  input: Record<string, unknown>;
  result: string;
}

/** One turn: a prompt, then model requests each making one call (the last answers in text). */
export interface FixtureTurn {
  prompt: string;
  calls: FixtureCall[];
  answer: string;
}

/** What a generated session is made of; ids are derived from `id` so files of one history never clash. */
export interface FixtureSession {
  id: string;
  model: string;
  /** The working folder (`/home/dev/shop`): its last name is the project. */
  cwd: string;
  /** Start time, ms since the epoch; each line is a second later. */
  start: number;
  turns: FixtureTurn[];
  /** Recorded input of the first request (the unseen baseline plus the first prompt); each later adds `growth`. */
  baseInput: number;
  growth: number;
  /** Claude Code `version` (default 2.0.14). */
  version?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Claude Code lines of a session: `sidechain` makes a subagent's file (every line `isSidechain`, with `agentId`). */
export function claudeCodeLines(s: FixtureSession, sidechain?: { sessionId: string; agentId: string }): string[] {
  const lines: string[] = [];
  let t = s.start;
  let n = 0;
  let parent: string | null = null;
  let input = s.baseInput;
  const envelope = (type: string) => {
    const uuid = `${s.id}-u${++n}`;
    const e = {
      type,
      uuid,
      parentUuid: parent,
      sessionId: sidechain?.sessionId ?? s.id,
      timestamp: iso((t += 1000)),
      version: s.version ?? '2.0.14',
      cwd: s.cwd,
      isSidechain: sidechain !== undefined,
      ...(sidechain ? { agentId: sidechain.agentId } : {}),
    };
    parent = uuid;
    return e;
  };
  let request = 0;
  const assistant = (blocks: Record<string, unknown>[]) => {
    request++;
    const usage = {
      input_tokens: 3,
      cache_creation_input_tokens: 100,
      cache_read_input_tokens: input - 103,
      output_tokens: 10,
    };
    input += s.growth;
    // One response over several lines, one per content block, each with the same id and usage.
    for (const block of blocks)
      lines.push(
        JSON.stringify({
          ...envelope('assistant'),
          requestId: `req_${s.id}_${request}`,
          message: { id: `msg_${s.id}_${request}`, model: s.model, role: 'assistant', content: [block], usage },
        }),
      );
  };
  let call = 0;
  s.turns.forEach((turn, i) => {
    if (!(sidechain && i === 0))
      lines.push(JSON.stringify({ ...envelope('user'), message: { role: 'user', content: turn.prompt } }));
    for (const c of turn.calls) {
      const id = `toolu_${s.id}_${++call}`;
      assistant([
        { type: 'text', text: `Calling ${c.tool}.` },
        { type: 'tool_use', id, name: c.tool, input: c.input },
      ]);
      const content = [{ type: 'tool_result', tool_use_id: id, content: c.result }];
      lines.push(
        JSON.stringify({ ...envelope('user'), message: { role: 'user', content }, toolUseResult: { copy: c.result } }),
      );
    }
    assistant([{ type: 'text', text: turn.answer }]);
  });
  return lines;
}

/** A Codex CLI rollout of the session: meta, turn context, response items and `token_count` events. */
export function codexLines(s: FixtureSession): string[] {
  let t = s.start;
  const line = (type: string, payload: Record<string, unknown>) =>
    JSON.stringify({ timestamp: iso((t += 1000)), type, payload });
  const lines = [
    line('session_meta', {
      id: s.id,
      cwd: s.cwd,
      cli_version: s.version ?? '0.58.0',
      base_instructions: { text: 'You are Codex.' },
    }),
    line('turn_context', { model: s.model, effort: 'medium' }),
  ];
  let input = s.baseInput;
  let total = 0;
  const tokenCount = () => {
    total += input + 10;
    lines.push(
      line('event_msg', {
        type: 'token_count',
        info: {
          last_token_usage: { input_tokens: input, cached_input_tokens: 0, output_tokens: 10 },
          total_token_usage: { input_tokens: total, output_tokens: 10 },
        },
      }),
    );
    input += s.growth;
  };
  let call = 0;
  for (const turn of s.turns) {
    lines.push(
      line('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text: turn.prompt }] }),
    );
    for (const c of turn.calls) {
      const callId = `call_${s.id}_${++call}`;
      lines.push(
        line('response_item', {
          type: 'function_call',
          name: c.tool,
          arguments: JSON.stringify(c.input),
          call_id: callId,
        }),
      );
      tokenCount();
      lines.push(line('response_item', { type: 'function_call_output', call_id: callId, output: c.result }));
      lines.push(line('event_msg', { type: 'exec_command_end', call_id: callId, aggregated_output: c.result }));
    }
    lines.push(
      line('response_item', {
        type: 'message',
        role: 'assistant',
        content: [{ type: 'output_text', text: turn.answer }],
      }),
    );
    tokenCount();
  }
  return lines;
}

/** A Gemini CLI session (one JSON object) of the session. */
export function geminiSession(s: FixtureSession): string {
  let t = s.start;
  let n = 0;
  let input = s.baseInput;
  const messages: Record<string, unknown>[] = [];
  const gemini = (extra: Record<string, unknown>) => {
    messages.push({
      id: `${s.id}-m${++n}`,
      timestamp: iso((t += 1000)),
      type: 'gemini',
      model: s.model,
      thoughts: [],
      tokens: { input, output: 10, cached: 0, thoughts: 0, tool: 0, total: input + 10 },
      ...extra,
    });
    input += s.growth;
  };
  let call = 0;
  for (const turn of s.turns) {
    messages.push({ id: `${s.id}-m${++n}`, timestamp: iso((t += 1000)), type: 'user', content: turn.prompt });
    for (const c of turn.calls) {
      const id = `${s.id}-call${++call}`;
      const result = [{ functionResponse: { id, name: c.tool, response: { output: c.result } } }];
      gemini({ content: '', toolCalls: [{ id, name: c.tool, args: c.input, result, status: 'success' }] });
    }
    gemini({ content: turn.answer });
  }
  return JSON.stringify({
    sessionId: s.id,
    projectHash: `hash-${s.cwd}`,
    startTime: iso(s.start),
    lastUpdated: iso(t),
    messages,
  });
}
