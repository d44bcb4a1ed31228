import { describe, expect, test } from 'vitest';
import { dayFunction } from './days.ts';
import { readHistoryLog } from './read-log.ts';

describe('readHistoryLog', () => {
  test('files that are not agent logs are skipped with the reason', () => {
    const reasons = [
      ['', 'e.json'],
      ['[1, 2]', 'a.json'],
      ['{"model":"gpt-5","messages":[{"role":"user","content":"hi"}]}', 'body.json'],
      ['plain text\n', 'notes.jsonl'],
    ].map(([text, name]) => {
      const read = readHistoryLog(text!, name!);
      return read.kind === 'skipped' ? read.reason : read.kind;
    });
    expect(reasons).toEqual([
      'empty file',
      'a JSON value that is not a session log',
      'API request bodies, not an agent log (read them with npm run session)',
      'no line is a JSON object: not a JSON Lines log',
    ]);
  });

  test('a line in the middle that is not JSON is left out and said; a log without a session id is keyed by its file', () => {
    const line = (uuid: string, type: string, message: object) =>
      JSON.stringify({ type, uuid, timestamp: '2026-12-01T10:00:00Z', message });
    const text = [
      line('u1', 'user', { role: 'user', content: 'Hi.' }),
      'garbage',
      line('u2', 'assistant', {
        id: 'm1',
        role: 'assistant',
        content: [{ type: 'text', text: 'Hello.' }],
        usage: { input_tokens: 9 },
      }),
    ].join('\n');
    const read = readHistoryLog(text, 'x.jsonl');
    expect(read.kind === 'log' && [read.sessionKey, read.warnings, read.threads[0]!.session.steps.length]).toEqual([
      'claude-code:file:x.jsonl',
      ['1 line not a JSON object (line 2): left out'],
      1,
    ]);
  });
});

describe('dayFunction', () => {
  test('UTC by default; an IANA zone moves the day; a text that is no time has no day', () => {
    expect(dayFunction(null)('2026-11-30T23:30:00Z')).toBe('2026-11-30');
    expect(dayFunction('Europe/Paris')('2026-11-30T23:30:00Z')).toBe('2026-12-01');
    expect(dayFunction('America/Los_Angeles')('2026-12-01T07:59:59Z')).toBe('2026-11-30');
    expect(dayFunction(null)('yesterday')).toBeNull();
    expect(() => dayFunction('Mars/Base')).toThrow('unknown time zone "Mars/Base"');
  });
});
