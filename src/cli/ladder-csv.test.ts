import { describe, expect, test } from 'vitest';
import { ROLL_CALL, commandTests, fixture } from './commands.fixture.ts';
import { runLadderCli } from './ladder.ts';

const { run } = commandTests('ladder', runLadderCli);

describe('npm run ladder: --csv', () => {
  test('should print the ladder table as CSV: tokens, bytes and characters per file, raw numbers', () => {
    const { status, stdout, stderr } = run('--csv', '--fields', ROLL_CALL.join(','), fixture(5));
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(stdout).toBe(
      [
        'Rung,"5 rows, tasks-5.json (tokens)","5 rows, tasks-5.json (bytes)","5 rows, tasks-5.json (characters)"',
        'As received,473,1594,1594',
        '"L0 Pretty JSON, full",473,1593,1593',
        '"L1 Minified JSON, full",334,1322,1322',
        '"L2 Pretty JSON, projected",188,527,527',
        '"L3 Minified JSON, projected",109,376,376',
        'L4 Header + value rows,64,173,173',
        'L5 Aliased header,62,153,153',
        '',
      ].join('\r\n'),
    );
  });
});
