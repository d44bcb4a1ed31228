import { describe, expect, test } from 'vitest';
import { callTarget, shortTarget, TARGET_MAX } from './call-target.ts';

describe('callTarget', () => {
  test.each([
    ['Claude Code Read', '{"file_path":"/repo/src/app.ts","limit":200}', '/repo/src/app.ts'],
    ['Claude Code Edit', '{"file_path":"src/a.ts","old_string":"x","new_string":"y"}', 'src/a.ts'],
    ['Bash, its first line', '{"command":"npm test\\nnpm run lint","description":"Run tests"}', 'npm test…'],
    ['WebFetch', '{"url":"https://example.org/docs","prompt":"Summarise"}', 'https://example.org/docs'],
    ['Grep: the pattern, not its path', '{"pattern":"TODO\\\\(","path":"src"}', 'TODO\\('],
    ['Codex shell argv', '{"command":["bash","-lc","rg -n retry src"],"timeout_ms":1000}', 'rg -n retry src'],
    ['Codex exec_command', '{"cmd":"cargo test","yield_time_ms":500}', 'cargo test'],
    ['a plain argv', '{"command":["git","status"]}', 'git status'],
    ['the first string argument', '{"limit":5,"id":"T-104"}', 'T-104'],
  ])('%s', (_, input, target) => {
    expect(callTarget(input)).toBe(target);
  });

  test('apply_patch: the files it changes', () => {
    const patch = '*** Begin Patch\n*** Update File: src/a.ts\n@@\n-x\n+y\n*** Add File: src/b.ts\n+z\n*** End Patch';
    expect(callTarget(patch)).toBe('src/a.ts, src/b.ts');
  });

  test('a freeform input without files: its first line; nothing to name: null', () => {
    expect(callTarget('SELECT * FROM tasks\nWHERE open')).toBe('SELECT * FROM tasks…');
    expect(callTarget('{}')).toBeNull();
    expect(callTarget('{"limit":5}')).toBeNull();
    expect(callTarget('')).toBeNull();
    expect(callTarget('[1,2]')).toBeNull();
  });
});

test('shortTarget cuts at TARGET_MAX characters with …', () => {
  const long = 'a'.repeat(100);
  expect(shortTarget(long)).toBe('a'.repeat(TARGET_MAX - 1) + '…');
  expect(shortTarget(long)).toHaveLength(TARGET_MAX);
  expect(shortTarget('  ls -la  ')).toBe('ls -la');
});
