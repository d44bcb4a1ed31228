/**
 * Logs whose usage exercises the prompt cache's bill: 5-minute and 1-hour writes, a write without its
 * split, idle gaps past each lifetime, the log's compaction, a model switch, a change to earlier
 * text, and a shortfall under the model's shortest cacheable prompt. All generated.
 */

/** One request's recorded usage as a Claude Code line writes it; `split: false` leaves out `cache_creation`. */
export interface ClaudeRequest {
  time: string;
  model: string;
  input: number;
  write5m: number;
  write1h: number;
  read: number;
  output: number;
  split?: boolean;
  /** The log's compaction comes before this request. */
  compactedBefore?: boolean;
}

const SONNET = 'claude-sonnet-4-5-20250929';
const OPUS = 'claude-opus-4-5-20251101';

/** The Claude Code log's requests, in order; the misses a reader must find are in the test beside it. */
export const CLAUDE_CACHE_REQUESTS: readonly ClaudeRequest[] = [
  { time: '10:00:00', model: SONNET, input: 3, write5m: 12_000, write1h: 0, read: 0, output: 100 },
  { time: '10:01:00', model: SONNET, input: 2, write5m: 1_500, write1h: 0, read: 12_000, output: 200, split: false },
  // 11 minutes idle: past the 5-minute lifetime.
  { time: '10:12:00', model: SONNET, input: 4, write5m: 15_000, write1h: 0, read: 0, output: 300 },
  { time: '10:13:00', model: SONNET, input: 5, write5m: 800, write1h: 0, read: 15_000, output: 400 },
  {
    time: '10:14:00',
    model: SONNET,
    input: 6,
    write5m: 9_000,
    write1h: 0,
    read: 4_000,
    output: 500,
    compactedBefore: true,
  },
  { time: '10:15:00', model: OPUS, input: 3, write5m: 14_000, write1h: 0, read: 0, output: 600 },
  { time: '10:15:30', model: OPUS, input: 3, write5m: 0, write1h: 1_000, read: 14_003, output: 700 },
  // 29.5 minutes after a 1-hour write: the entries live; a shortfall here is earlier text changed.
  { time: '10:45:00', model: OPUS, input: 4, write5m: 0, write1h: 6_000, read: 10_000, output: 800 },
  // 75 minutes idle: past the 1-hour lifetime.
  { time: '12:00:00', model: OPUS, input: 5, write5m: 0, write1h: 16_500, read: 0, output: 900 },
  { time: '12:00:20', model: OPUS, input: 2, write5m: 300, write1h: 0, read: 16_505, output: 1_000 },
  // 2,503 tokens short: under Opus 4.5's shortest cacheable prompt (4,096), no miss.
  { time: '12:00:40', model: OPUS, input: 3, write5m: 2_500, write1h: 0, read: 14_000, output: 1_100 },
];

/**
 * {@link CLAUDE_CACHE_REQUESTS} as a Claude Code session JSONL: each response split over two lines (text,
 * then a tool call) whose first line holds a partial output count, results on user lines between.
 */
export function claudeCacheLog(requests: readonly ClaudeRequest[] = CLAUDE_CACHE_REQUESTS): string {
  const lines: object[] = [];
  let n = 0;
  const envelope = (type: string, time: string, extra: object) => ({
    type,
    uuid: `c-${++n}`,
    parentUuid: n === 1 ? null : `c-${n - 1}`,
    sessionId: 'session-cache',
    timestamp: `2026-11-23T${time}.000Z`,
    version: '2.1.100',
    isSidechain: false,
    ...extra,
  });
  lines.push(envelope('user', '09:59:58', { message: { role: 'user', content: 'Tidy the retry module.' } }));
  requests.forEach((r, k) => {
    if (r.compactedBefore) {
      lines.push(
        envelope('system', r.time, {
          subtype: 'compact_boundary',
          parentUuid: null,
          compactMetadata: { trigger: 'auto', preTokens: 15_805 },
        }),
      );
      lines.push(
        envelope('user', r.time, {
          isCompactSummary: true,
          message: { role: 'user', content: 'Summary: the retry module was read; tests pass.' },
        }),
      );
    }
    const usage = (output: number) => ({
      input_tokens: r.input,
      cache_creation_input_tokens: r.write5m + r.write1h,
      cache_read_input_tokens: r.read,
      ...(r.split !== false && {
        cache_creation: { ephemeral_5m_input_tokens: r.write5m, ephemeral_1h_input_tokens: r.write1h },
      }),
      output_tokens: output,
      service_tier: 'standard',
    });
    const blocks = [
      { type: 'text', text: `Reading part ${k + 1}.` },
      { type: 'tool_use', id: `toolu_c${k}`, name: 'Read', input: { file_path: `src/retry-${k}.ts` } },
    ];
    blocks.forEach((block, b) =>
      lines.push(
        envelope('assistant', r.time, {
          requestId: `req_c${k}`,
          message: {
            id: `msg_c${k}`,
            model: r.model,
            role: 'assistant',
            content: [block],
            stop_reason: null,
            usage: usage(b === 0 ? 1 : r.output),
          },
        }),
      ),
    );
    lines.push(
      envelope('user', r.time, {
        message: {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: `toolu_c${k}`, content: `export const retries${k} = ${k};` }],
        },
      }),
    );
  });
  return lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
}

/** One Codex request: its time and `last_token_usage` figures. */
export interface CodexRequest {
  time: string;
  input: number;
  cached: number;
  output: number;
}

/** The Codex rollout's requests: a cold start, cached reads in multiples of 128, an idle gap, a change. */
export const CODEX_CACHE_REQUESTS: readonly CodexRequest[] = [
  { time: '09:00:00', input: 9_000, cached: 0, output: 100 },
  { time: '09:00:30', input: 10_200, cached: 8_960, output: 150 },
  // 19.5 minutes idle.
  { time: '09:20:00', input: 11_000, cached: 0, output: 200 },
  { time: '09:20:10', input: 11_900, cached: 10_880, output: 250 },
  { time: '09:20:20', input: 12_500, cached: 4_096, output: 300 },
];

/** {@link CODEX_CACHE_REQUESTS} as a Codex CLI rollout of `gpt-5.1-codex`, one `token_count` a request. */
export function codexCacheLog(requests: readonly CodexRequest[] = CODEX_CACHE_REQUESTS): string {
  const lines: object[] = [];
  const at = (time: string, type: string, payload: object) =>
    lines.push({ timestamp: `2026-11-23T${time}.000Z`, type, payload });
  at('08:59:59', 'session_meta', {
    id: 'rollout-cache',
    cwd: '/work/app',
    base_instructions: { text: 'You are a coding agent.' },
  });
  at('08:59:59', 'turn_context', { model: 'gpt-5.1-codex', effort: 'medium' });
  at('08:59:59', 'response_item', {
    type: 'message',
    role: 'user',
    content: [{ type: 'input_text', text: 'Fix the build.' }],
  });
  const total = {
    input_tokens: 0,
    cached_input_tokens: 0,
    output_tokens: 0,
    reasoning_output_tokens: 0,
    total_tokens: 0,
  };
  requests.forEach((r, k) => {
    at(r.time, 'response_item', {
      type: 'function_call',
      name: 'shell',
      arguments: JSON.stringify({ command: ['bash', '-lc', `make step${k}`] }),
      call_id: `call_c${k}`,
    });
    const last = {
      input_tokens: r.input,
      cached_input_tokens: r.cached,
      output_tokens: r.output,
      reasoning_output_tokens: 10,
      total_tokens: r.input + r.output,
    };
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += last[key];
    at(r.time, 'event_msg', {
      type: 'token_count',
      info: { last_token_usage: last, total_token_usage: { ...total }, model_context_window: 272_000 },
    });
    at(r.time, 'response_item', { type: 'function_call_output', call_id: `call_c${k}`, output: `ok ${k}` });
  });
  return lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
}
