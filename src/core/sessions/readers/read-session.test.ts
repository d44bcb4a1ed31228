import { describe, expect, test } from 'vitest';
import { claudeCodeLog } from '../../../testing/generated-logs/claude-code.ts';
import { codexLog } from '../../../testing/generated-logs/codex.ts';
import { geminiLog } from '../../../testing/generated-logs/gemini.ts';
import { expectedWindows } from '../../../testing/generated-logs/oracle.fixture.ts';
import { sessionScript } from '../../../testing/generated-logs/script.ts';
import type { ParsedSession } from '../model.ts';
import { readSession } from './read-session.ts';

const script = sessionScript(8, 7, 6);
const windowsOf = (s: ParsedSession) =>
  s.steps.map((step) => s.items.slice(step.start, step.end).map(({ part, text }) => ({ part, text })));

describe('Claude Code session JSONL', () => {
  const session = readSession(claudeCodeLog(script), 'session.jsonl');

  test('one step per response, though each response is split over one line per block', () => {
    expect(session.format).toBe('claude-code');
    expect(session.steps).toHaveLength(8);
    expect(session.steps.map((s) => s.recorded)).toEqual(script.turns.map((t) => t.recorded));
  });

  test('every window holds exactly the texts sent: results paired by id, toolUseResult and progress lines ignored', () => {
    expect(windowsOf(session)).toEqual(expectedWindows(script, 'claude-code'));
    const results = session.items.filter((i) => i.part === 'toolResults');
    expect(results.every((r) => r.tool !== undefined && r.callId !== undefined)).toBe(true);
    expect(session.items.some((i) => i.text.includes('Subagent here.'))).toBe(false);
  });

  test('compaction restarts the window at the summary; the subagent is kept apart', () => {
    expect(session.compactions).toEqual([5]);
    expect(session.steps[5]!.afterCompaction).toBe(true);
    expect(session.items[session.steps[5]!.start]!.part).toBe('summary');
    expect(session.sidechains).toEqual([{ id: 'agent-a1', lines: 1, steps: 1 }]);
    expect(session.thread).toEqual({ id: null, mainSteps: 8 });
    expect(session.model).toBe('claude-sonnet-4-5');
  });

  test('the subagent thread can be read on its own', () => {
    const sub = readSession(claudeCodeLog(script), 'session.jsonl', 'agent-a1');
    expect(sub.steps).toHaveLength(1);
    expect(sub.items.map((i) => i.text)).toEqual(['Subagent here.']);
    expect(sub.thread).toEqual({ id: 'agent-a1', mainSteps: 8 });
  });

  test("a subagent's own file (every line isSidechain) opens that thread, no thread asked", () => {
    const own = sessionScript(5, 11);
    const sub = readSession(claudeCodeLog(own, 'a7f3c2'), 'agent-a7f3c2.jsonl');
    expect(sub.thread).toEqual({ id: 'a7f3c2', mainSteps: 0 });
    // 23 lines: 22 of the conversation and one progress line (not a thread's).
    expect(sub.sidechains).toEqual([{ id: 'a7f3c2', lines: 22, steps: 5 }]);
    expect(sub.steps.map((s) => s.recorded)).toEqual(own.turns.map((t) => t.recorded));
    expect(windowsOf(sub)).toEqual(expectedWindows(own, 'claude-code'));
    expect(sub.warnings).toEqual([
      "the file holds only subagent a7f3c2's thread (every line has isSidechain: true): that thread is shown",
    ]);
  });

  test('two subagents and no main thread: none is chosen for the user, both are listed with their steps', () => {
    const a = claudeCodeLog(sessionScript(2, 3), 'a1');
    const b = claudeCodeLog(sessionScript(3, 4), 'b2');
    const both = readSession(`${a}\n${b}`, 'two.jsonl');
    expect(both.steps).toHaveLength(0);
    expect(both.thread).toEqual({ id: null, mainSteps: 0 });
    expect(both.sidechains.map(({ id, steps }) => ({ id, steps }))).toEqual([
      { id: 'a1', steps: 2 },
      { id: 'b2', steps: 3 },
    ]);
  });

  test('a log of one line, without its final newline, is read', () => {
    const line = claudeCodeLog(sessionScript(1)).split('\n')[2]!;
    expect(readSession(line, 'one.jsonl').steps).toHaveLength(1);
  });
});

describe('Codex CLI rollout JSONL', () => {
  const session = readSession(codexLog(script), 'rollout.jsonl');

  test('one step per token_count with info; null info and repeated totals are not steps', () => {
    expect(session.format).toBe('codex');
    expect(session.steps.map((s) => s.recorded)).toEqual(script.turns.map((t) => t.recorded));
    expect(session.model).toBe('gpt-5.1-codex');
  });

  test('windows: the system prompt, then items; event_msg copies and user_instructions not counted twice', () => {
    expect(windowsOf(session)).toEqual(expectedWindows(script, 'codex'));
    expect(session.items.some((i) => i.text.startsWith('AGENTS.md'))).toBe(false);
  });

  test('a compacted line restarts the window with the system prompt and the summary', () => {
    expect(session.compactions).toEqual([5]);
    const start = session.steps[5]!.start;
    expect(session.items.slice(start, start + 2).map((i) => i.part)).toEqual(['system', 'summary']);
  });
});

describe('Gemini CLI session JSON', () => {
  const session = readSession(geminiLog(script), 'session-gem.jsonl');

  test('one step per model turn, windows as sent; info notices never sent', () => {
    expect(session.format).toBe('gemini');
    expect(windowsOf(session)).toEqual(expectedWindows(script, 'gemini'));
    expect(session.items.some((i) => i.text === 'Logged in.')).toBe(false);
  });

  test('an all-zero tokens record is no measurement', () => {
    expect(session.steps[1]!.recorded).toBeNull();
    expect(session.steps[2]!.recorded).toBe(script.turns[2]!.recorded);
    expect(session.warnings).toEqual(['1 model turn with all-zero tokens: no recorded size']);
  });
});

describe('what is not a session log', () => {
  const formats =
    'Claude Code session JSONL, Codex CLI rollout JSONL, Gemini CLI session JSON, OpenAI Chat Completions request bodies, OpenAI Responses request bodies and Anthropic Messages request bodies (one body, a JSON array or JSON Lines of bodies)';
  test.each([
    ['[{"id": 1}]', `data.json: not a session log this page reads (it reads ${formats})`],
    ['{"id": 1}\n{"id": 2}\n', `data.json: not a session log this page reads (it reads ${formats})`],
    ['id,title\n1,x\n', 'data.json, line 1: not JSON (Unexpected token'],
    ['{"type":"user","uuid":"a"}\n{"type":\n', 'data.json, line 2: not JSON ('],
  ])('%j', (text, message) => {
    expect(() => readSession(text, 'data.json')).toThrow(message);
  });
});

describe('a live log cut off mid-line', () => {
  test.each([
    ['Claude Code', claudeCodeLog(script)],
    ['Codex', codexLog(script)],
  ])('%s: the cut last line is left out with a warning, the rest read as before', (_, text) => {
    const whole = readSession(text, 'log.jsonl');
    const lines = text.trimEnd().split('\n');
    // The file as a writer leaves it mid-line: the last line's first half, no newline after it.
    const last = lines.at(-1)!;
    const cut = `${lines.slice(0, -1).join('\n')}\n${last.slice(0, Math.floor(last.length / 2))}`;
    const read = readSession(cut, 'log.jsonl');
    expect(read.warnings).toContain(
      `line ${lines.length} is cut off (the log was still being written?): left out, the rest read`,
    );
    expect(read.steps.length).toBeGreaterThan(0);
    expect(read.steps.length).toBeLessThanOrEqual(whole.steps.length);
    // A bad line that is not the last, or a last line ended by a newline, is still an error.
    expect(() => readSession(`${cut}\n`, 'log.jsonl')).toThrow(/line \d+: not JSON/);
  });
});
