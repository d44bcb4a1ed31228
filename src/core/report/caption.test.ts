import { describe, expect, test } from 'vitest';
import { captionLines, captionParts, captionText, isoDate, sessionCaptionParts } from './caption.ts';
import type { CaptionSettings } from './caption.ts';

const FIXTURE: CaptionSettings = {
  data: 'built-in task-tracker fixture',
  scales: [5, 20, 100, 500],
  fields: ['id', 'status', 'assignee', 'priority'],
  encoding: 'cl100k_base',
  transport: 'cli',
};
const MADE = new Date('2026-12-01T23:59:30Z');

describe('chart caption', () => {
  test('the page as it opens: data, rows, fields kept, encoding, transport and the day, on one line', () => {
    expect(captionText(captionParts(FIXTURE, MADE))).toBe(
      'Data: built-in task-tracker fixture · 5, 20, 100 and 500 rows · 4 fields kept: id, status, assignee, priority · Encoding: cl100k_base · Transport: Command line · Made 2026-12-01',
    );
  });

  test('more than four fields: the first four names, then `…`; how many in all', () => {
    expect(captionParts({ ...FIXTURE, fields: ['id', 'name', 'status', 'assignee', 'description'] }, MADE)[2]).toBe(
      '5 fields kept: id, name, status, assignee, …',
    );
  });

  test("loaded files over MCP: the files' names, how many of their fields are kept (names are data)", () => {
    const parts = captionParts(
      {
        fieldsAreData: true,
        data: 'files tasks-5.json, tasks-20.json',
        scales: [5, 20],
        fields: ['id', 'name', 'status', 'assignee', 'description', 'priority'],
        encoding: 'o200k_base',
        transport: 'mcp-2026-structured',
      },
      MADE,
    );
    expect(parts).toEqual([
      'Data: files tasks-5.json, tasks-20.json',
      '5 and 20 rows',
      '6 fields of your data kept',
      'Encoding: o200k_base',
      'Transport: MCP 2026-07-28 + structuredContent on the JSON-RPC wire',
      'Made 2026-12-01',
    ]);
  });

  test('a chart at one scale says which, of the scales shown', () => {
    expect(captionParts({ ...FIXTURE, at: 100 }, MADE)[1]).toBe('At 100 rows (of 5, 20, 100 and 500 rows)');
  });

  test('one field, none, and a name that would reverse the text after it', () => {
    expect(captionParts({ ...FIXTURE, fields: ['id'], scales: [1] }, MADE).slice(1, 3)).toEqual([
      '1 row',
      '1 field kept: id',
    ]);
    expect(captionParts({ ...FIXTURE, fields: [] }, MADE)[2]).toBe('no fields kept');
    expect(captionParts({ ...FIXTURE, fields: ['\u202eexe.txt'] }, MADE)[2]).toBe('1 field kept: \\u202Eexe.txt');
    expect(captionParts({ ...FIXTURE, transport: 'mcp-2026' }, MADE)[4]).toBe(
      'Transport: MCP 2026-07-28 on the JSON-RPC wire',
    );
  });

  test('the date is the UTC day, whatever the time zone', () => {
    expect(isoDate(new Date('2026-01-02T00:30:00+02:00'))).toBe('2026-01-01');
  });
});

describe('session chart caption', () => {
  test('the log, its steps, the encoding, the strategy when replayed, the day', () => {
    const log = { name: 'claude-code.jsonl', format: 'claude-code', steps: 30, encoding: 'cl100k_base' } as const;
    expect(captionText(sessionCaptionParts(log, MADE))).toBe(
      'Data: claude-code.jsonl (Claude Code session JSONL) · 30 steps · Encoding: cl100k_base · Made 2026-12-01',
    );
    expect(sessionCaptionParts({ ...log, strategy: 'placeholder and notes' }, MADE)[3]).toBe(
      'Strategy: placeholder and notes',
    );
  });
});

describe('captionLines', () => {
  const within = (width: number) => (line: string) => line.length <= width;
  const parts = captionParts(FIXTURE, MADE);

  test('one line when it fits; else as many whole parts per line as fit', () => {
    expect(captionLines(parts, within(500))).toEqual([captionText(parts)]);
    expect(captionLines(parts, within(80))).toEqual([
      'Data: built-in task-tracker fixture · 5, 20, 100 and 500 rows',
      '4 fields kept: id, status, assignee, priority · Encoding: cl100k_base',
      'Transport: Command line · Made 2026-12-01',
    ]);
  });

  test('a part wider than a line stands alone', () => {
    expect(captionLines(['a', 'much too long', 'b', 'c'], within(6))).toEqual(['a', 'much too long', 'b · c']);
  });
});
