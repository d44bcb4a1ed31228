import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { tableToMarkdown } from '../../core/report/table.ts';
import { forwardingTable } from '../../core/report/tables/forwarding.ts';
import { forwardingCalls } from '../../core/sessions/forwarding.ts';
import { readSession } from '../../core/sessions/readers/read-session.ts';
import { nodeCounter } from '../../node/counter.ts';
import { runSession, sessionFixture } from './session.fixture.ts';

const fixture = sessionFixture;

const run = (args: string[]) => runSession(['--tables', ...args]);

describe('npm run session: what the host forwarded', () => {
  test('--json forwarding: each logged MCP call against the chosen profile (default the wire)', () => {
    const { code, stdout } = run(['--json', '--strategy', 'none', fixture('codex-mcp.jsonl')]);
    expect(code).toBe(0);
    const { forwarding } = JSON.parse(stdout) as { forwarding: Record<string, unknown>[] };
    expect(forwarding).toHaveLength(10);
    expect(forwarding[0]).toEqual({
      step: 2,
      tool: 'mcp__taskdemo__tasks_list',
      server: 94,
      model: 129,
      predicted: 137,
      host: 'wire',
      matches: false,
      failed: false,
    });
    expect(forwarding.map((f) => f.predicted)).toEqual([137, 461, 47, 406, 256, 734, 256, 695, 406, 256]);
    expect(forwarding[2]).toMatchObject({ server: 17, model: 21, failed: true });
  });

  test('--host codex: the Codex profile predicts 8 of the 10 calls exactly', () => {
    const { stdout } = run(['--json', '--strategy', 'none', '--host', 'codex', fixture('codex-mcp.jsonl')]);
    const { forwarding } = JSON.parse(stdout) as { forwarding: { matches: boolean; predicted: number }[] };
    expect(forwarding.map((f) => f.matches)).toEqual([true, true, false, true, true, false, true, true, true, true]);
    expect(forwarding.map((f) => f.predicted)).toEqual([129, 453, 39, 159, 248, 282, 248, 687, 159, 248]);
  });

  test('--host custom --host-template: the template given is the one counted', () => {
    const args = ['--json', '--strategy', 'none', '--host', 'custom', '--host-template', '{tool}: {text}'];
    const { forwarding } = JSON.parse(run([...args, fixture('codex-mcp.jsonl')]).stdout) as {
      forwarding: { predicted: number; host: string }[];
    };
    expect(forwarding[0]).toMatchObject({ predicted: 103, host: 'custom' });
  });

  test('the Markdown prints core’s table, byte for byte; a log without MCP calls has none', () => {
    const path = fixture('claude-code-mcp.jsonl');
    const { stdout } = run(['--strategy', 'none', '--host', 'codex', path]);
    const session = readSession(readFileSync(path, 'utf8'), 'claude-code-mcp.jsonl');
    const calls = forwardingCalls(session, nodeCounter('cl100k_base'));
    const table = tableToMarkdown(forwardingTable(calls, { id: 'codex' }, 'cl100k_base'));
    expect(stdout).toContain(table);
    expect(table).toContain(
      '| 2 | mcp__taskdemo__tasks_list | 96 | 96 | 131 | Claude Code forwarded 96 tokens where the profile ‘Codex CLI’ predicts 131: choose host Claude Code |',
    );
    expect(run(['--strategy', 'none', fixture('claude-code.jsonl')]).stdout).not.toContain('What the host forwarded');
    expect(JSON.parse(run(['--json', '--strategy', 'none', fixture('gemini-session.json')]).stdout).forwarding).toEqual(
      [],
    );
  });

  test('an unknown --host is refused in one line', () => {
    const { code, stderr } = run(['--host', 'nope', fixture('codex-mcp.jsonl')]);
    expect(code).toBe(2);
    expect(stderr).toBe(
      'session: --host nope is not one of wire, claude-code, codex, responses, anthropic-api, custom (see --help)\n',
    );
  });
});
