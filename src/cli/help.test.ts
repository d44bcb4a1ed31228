import { describe, expect, test } from 'vitest';
import { knownModelIds } from '../core/models/model-match.ts';
import { wrapHelp } from './args/help.ts';
import { SUBCOMMANDS, runCceCli } from './cce.ts';
import { captured } from './history/history.fixture.ts';

/** `cce ARGS` in-process: status and what it printed. */
async function cce(...argv: string[]) {
  const o = captured();
  const status = await runCceCli(argv, o);
  return { status, stdout: o.out, stderr: o.err };
}

describe('every command: --help and -h', () => {
  test.each(Object.keys(SUBCOMMANDS))(
    'cce %s: Usage, Options, Example and Exit status, ≤ 100 columns',
    async (name) => {
      const help = await cce(name, '--help');
      expect([help.status, help.stderr]).toEqual([0, '']);
      expect(await cce(name, '-h')).toEqual(help);
      const text = help.stdout;
      expect(text).toMatch(new RegExp(`^Usage: cce ${name} `));
      expect(text).toMatch(/\n\nOptions:\n {2}-/);
      expect(text).toMatch(new RegExp(`\\n\\nExample:\\n {2}(?:.* \\| )?cce ${name} \\S`));
      expect(text).toMatch(/\n\nExit status: 0 on success/);
      expect(text.split('\n').filter((line) => line.length > 100)).toEqual([]);
      // The model ids are cce models' list, not every command's.
      expect(text).not.toContain(knownModelIds().slice(0, 60));
    },
  );
});

describe('wrapHelp', () => {
  test("wraps an option's description under its column, joining what spills into the next line", () => {
    const option = `  --model ID   ${'word '.repeat(20).trim()}`;
    expect(wrapHelp(`${option}\n               last\n  --json       x`, 40)).toBe(
      [
        '  --model ID   word word word word word',
        '               word word word word word',
        '               word word word word word',
        '               word word word word word',
        '               last',
        '  --json       x',
      ].join('\n'),
    );
    expect(wrapHelp('short\n  --a   b', 40)).toBe('short\n  --a   b');
  });
});
