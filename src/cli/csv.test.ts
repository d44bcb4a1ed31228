import { describe, expect, test } from 'vitest';
import { ROLL_CALL, commandTests, fixture } from './commands.fixture.ts';
import { runLadderCli } from './ladder/run.ts';
import { runSavingsCli } from './savings/run.ts';

/** `--csv` of `npm run ladder` and `npm run savings`: the page's CSV of a table (see ui/export/tables-once.test.tsx). */
const { run } = commandTests('ladder', runLadderCli);
const savings = commandTests('savings', runSavingsCli);

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

describe('npm run savings: --csv TABLE', () => {
  test('should print the ordering comparison at the detail scale as CSV', () => {
    const { status, stdout, stderr } = savings.run('--csv', 'ordering', '--fields', ROLL_CALL.join(','), fixture(5));
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(stdout.split('\r\n')).toEqual([
      'Order,Step,Saved (tokens),Saved (%),Denominator,From (tokens),To (tokens)',
      '"minify, then project",L0 → L1 minify,139,29.38689217758985,L0,473,334',
      '"minify, then project",L1 → L3 project,225,67.36526946107784,L1,334,109',
      '"project, then minify",L0 → L2 project,285,60.25369978858352,L0,473,188',
      '"project, then minify",L2 → L3 minify,79,42.02127659574468,L2,188,109',
      'either order,L0 → L3 cumulative,364,76.95560253699789,L0,473,109',
      '',
    ]);
  });

  savings.testErrorLines([
    [
      'an unknown table',
      ['--csv', 'ladder', fixture(5)],
      /^savings: --csv: unknown table "ladder"; use savings, ordering, fits, break-even \(see --help\)$/,
    ],
    [
      '--csv with --json',
      ['--csv', 'savings', '--json', fixture(5)],
      /^savings: --csv and --json each choose the output; give one \(see --help\)$/,
    ],
    [
      'fitted lines of one row count',
      ['--csv', 'fits', fixture(5)],
      /^savings: --csv fits needs files of two or more row counts: a line needs two points$/,
    ],
  ]);
  savings.testUsage(['--csv TABLE', 'savings, ordering, fits, break-even']);
});
