import { describe, expect, test } from 'vitest';
import { claudeCodeLog } from '../../testing/generated-logs/claude-code.ts';
import { codexLog } from '../../testing/generated-logs/codex.ts';
import { sessionScript } from '../../testing/generated-logs/script.ts';
import { readSession } from './readers/read-session.ts';

const script = sessionScript(10, 7);
const calls = script.turns.flatMap((t) => t.calls);
const tasks = (i: number) => ({ tasks: JSON.parse(calls[i]!.result) as unknown });

describe('the Codex reader keeps each MCP call’s server result beside its function_call_output', () => {
  const session = readSession(codexLog(script, 'taskdemo'), 'rollout.jsonl');
  const kept = session.mcpCalls ?? [];

  test('one per mcp_tool_call_end, in the order the model got them, with its step’s item', () => {
    expect(kept).toHaveLength(10);
    expect(kept.map((c) => c.tool).sort()).toEqual(calls.map((c) => `mcp__taskdemo__${c.name}`).sort());
    // Each kept item is the function_call_output the model read, as the window holds it.
    for (const c of kept) expect(session.items[c.item]).toMatchObject({ part: 'toolResults', text: c.modelGot });
    expect(session.warnings).toEqual([]);
  });

  test('result.Ok is the server’s CallToolResult; the header’s wall time is read', () => {
    expect(kept[0]!.server).toEqual({ content: [{ type: 'text', text: calls[0]!.result }] });
    expect(kept[0]!.wallTimeSeconds).toBe(0.5371);
    expect(kept[0]!.modelGot).toBe(`Wall time: 0.5371 seconds\nOutput:\n${JSON.stringify(kept[0]!.server.content)}`);
    // The third call sends structuredContent: Codex forwards it, compact, instead of the content.
    // (Its parallel partner's output comes first: kept[3] is the third call.)
    expect(kept[3]!.server.structuredContent).toEqual(tasks(2));
    expect(kept[3]!.modelGot).toBe(`Wall time: 0.8113 seconds\nOutput:\n${JSON.stringify(tasks(2))}`);
  });

  test('result.Err is a failed call: its message as one error block', () => {
    const error = 'tool call failed for `mcp__taskdemo__tasks_get`: request timed out';
    expect(kept[2]).toMatchObject({
      failed: true,
      server: { content: [{ type: 'text', text: error }], isError: true },
      modelGot: `err: ${JSON.stringify(error)}`,
    });
    expect(kept.filter((c) => c.failed)).toHaveLength(1);
  });

  test('the event after its output pairs the same; an event without an output is said, not compared', () => {
    const lines = codexLog(script, 'taskdemo').trimEnd().split('\n');
    for (let i = lines.length - 2; i >= 0; i--)
      if (lines[i]!.includes('"mcp_tool_call_end"')) [lines[i], lines[i + 1]] = [lines[i + 1]!, lines[i]!];
    const swapped = readSession(lines.join('\n'), 'rollout.jsonl');
    expect(swapped.mcpCalls).toEqual(kept);
    const lost = lines.filter((l) => !l.includes(`"call_id":"${calls[1]!.id}","output"`)).join('\n');
    const read = readSession(lost, 'rollout.jsonl');
    expect(read.mcpCalls).toHaveLength(9);
    expect(read.warnings).toEqual(['1 MCP call with a logged result but no function_call_output: not compared']);
  });

  test('a rollout without MCP calls keeps none', () => {
    expect(readSession(codexLog(script), 'rollout.jsonl').mcpCalls).toBeUndefined();
  });
});

describe('the Claude Code reader keeps an MCP tool’s toolUseResult and mcpMeta beside its tool_result', () => {
  const session = readSession(claudeCodeLog(script, undefined, 'taskdemo'), 'session.jsonl');
  const kept = session.mcpCalls ?? [];

  test('one per mcp__ tool result, its content blocks as the server sent them', () => {
    expect(kept).toHaveLength(10);
    // Parallel results come on their own lines in reverse order: kept as the model got them.
    expect(kept.map((c) => c.tool).slice(2, 4)).toEqual(['mcp__taskdemo__tasks_get', 'mcp__taskdemo__tasks_get']);
    expect(kept[0]!.server).toEqual({ content: [{ type: 'text', text: calls[0]!.result }] });
    expect(kept[0]!.modelGot).toBe(calls[0]!.result);
    for (const c of kept) expect(session.items[c.item]).toMatchObject({ part: 'toolResults', text: c.modelGot });
  });

  test('mcpMeta.structuredContent is the server’s structuredContent; is_error marks the result', () => {
    const third = kept.find((c) => c.server.structuredContent !== undefined);
    expect(third?.server.structuredContent).toEqual(tasks(2));
    const failed = kept.filter((c) => c.server.isError);
    expect(failed.map((c) => c.modelGot)).toEqual([
      'Error: tool call failed for `mcp__taskdemo__tasks_get`: request timed out',
    ]);
  });

  test('a built-in tool’s toolUseResult (the client’s own copy) is never read as a server result', () => {
    expect(readSession(claudeCodeLog(script), 'session.jsonl').mcpCalls).toBeUndefined();
  });
});
