/**
 * The CSV of every view's table on the built-in fixture (roll-call fields, cl100k_base), byte for
 * byte: raw numbers a spreadsheet can sum, one column per quantity, the unit in each header.
 */
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { currentBreakEvens, currentOrdering, currentSavings, currentScaling } from '../../analysis/current.ts';
import { generateTasks } from '../../builtin-data/generate.ts';
import { computeLadder } from '../../ladder/ladder.ts';
import { readyState } from '../../../testing/ready-state.ts';
import { nodeCounter } from '../../../node/counter.ts';
import { tableToCsv } from '../table.ts';
import { breakEvenTable } from './break-even.ts';
import { ladderTable } from './ladder.ts';
import { fitTable, orderingTable, savingsTable } from './savings.ts';
import { toolsListTable } from './transport.ts';

const FIELDS = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');
const ladderAt = (scales: number[]) =>
  computeLadder(
    scales.map((rows) => ({ label: `tasks-${rows}.json`, records: generateTasks(rows) })),
    FIELDS,
    counter,
  );
const ladder = ladderAt([5, 20]);
const state = readyState(ladder, FIELDS, 20);

/** CSV records from lines: each line ends with CRLF, the last one too. */
const records = (...lines: string[]) => lines.map((line) => `${line}\r\n`).join('');

describe('CSV of each table: raw numbers, one column per quantity', () => {
  test('the ladder at 5, 20, 100 and 500 rows: tokens, bytes and characters per scale', () => {
    const csv = tableToCsv(ladderTable(ladderAt([5, 20, 100, 500]), false, false));
    expect(csv).toBe(
      records(
        'Rung,' + [5, 20, 100, 500].map((n) => `${n} rows (tokens),${n} rows (bytes),${n} rows (characters)`).join(','),
        '"L0 Pretty JSON, full",473,1593,1593,1931,6599,6599,9683,32954,32954,48609,165807,165807',
        '"L1 Minified JSON, full",334,1322,1322,1372,5518,5518,6884,27553,27553,34610,138806,138806',
        '"L2 Pretty JSON, projected",188,527,527,749,2119,2119,3741,10577,10577,18702,52834,52834',
        '"L3 Minified JSON, projected",109,376,376,430,1518,1518,2142,7576,7576,10703,37833,37833',
        'L4 Header + value rows,64,173,173,241,625,625,1181,3003,3003,5845,14860,14860',
        'L5 Aliased header,62,153,153,239,605,605,1179,2983,2983,5843,14840,14840',
      ),
    );
    // A spreadsheet reads numbers: the 500-row column sums to the six rungs' tokens.
    const rows = Papa.parse<Record<string, unknown>>(csv, { header: true, dynamicTyping: true, skipEmptyLines: true });
    expect(rows.data.reduce((sum, row) => sum + (row['500 rows (tokens)'] as number), 0)).toBe(
      48609 + 34610 + 18702 + 10703 + 5845 + 5843,
    );
  });

  test('the savings: tokens saved, the percentage, its denominator, from and to, per scale', () => {
    const scale = (n: number) =>
      `${n} rows saved (tokens),${n} rows saved (%),${n} rows denominator,${n} rows from (tokens),${n} rows to (tokens)`;
    expect(tableToCsv(savingsTable(ladder, currentSavings(state), false))).toBe(
      records(
        `Move,${scale(5)},${scale(20)}`,
        'L0 → L1 minify,139,29.38689217758985,L0,473,334,559,28.948731227343345,L0,1931,1372',
        '"L1 → L3 projection, minified",225,67.36526946107784,L1,334,109,942,68.65889212827987,L1,1372,430',
        '"L0 → L2 projection, pretty",285,60.25369978858352,L0,473,188,1182,61.21180735370274,L0,1931,749',
        'L2 → L3 minify the projection,79,42.02127659574468,L2,188,109,319,42.590120160213615,L2,749,430',
        'L3 → L4 compact view,45,41.284403669724774,L3,109,64,189,43.95348837209303,L3,430,241',
        'L4 → L5 header aliases,2,3.125,L4,64,62,2,0.8298755186721992,L4,241,239',
        'L0 → L4 whole stack to the compact view,409,86.4693446088795,L0,473,64,1690,87.51941998964267,L0,1931,241',
        'L0 → L5 whole stack to aliases,411,86.89217758985201,L0,473,62,1692,87.62299326773693,L0,1931,239',
      ),
    );
    // Whole points round what the page shows, never the CSV's numbers.
    expect(tableToCsv(savingsTable(ladder, currentSavings(state), true))).toBe(
      tableToCsv(savingsTable(ladder, currentSavings(state), false)),
    );
  });

  test('the ordering comparison and the fitted lines', () => {
    expect(tableToCsv(orderingTable(currentOrdering(state)!, 20, false))).toBe(
      records(
        'Order,Step,Saved (tokens),Saved (%),Denominator,From (tokens),To (tokens)',
        '"minify, then project",L0 → L1 minify,559,28.948731227343345,L0,1931,1372',
        '"minify, then project",L1 → L3 project,942,68.65889212827987,L1,1372,430',
        '"project, then minify",L0 → L2 project,1182,61.21180735370274,L0,1931,749',
        '"project, then minify",L2 → L3 minify,319,42.590120160213615,L2,749,430',
        'either order,L0 → L3 cumulative,1501,77.73174520973589,L0,1931,430',
      ),
    );
    const scaling = currentScaling(state)!;
    expect(tableToCsv(fitTable(scaling.series, scaling.crossings))).toBe(
      records(
        'Rung or format,Per row (tokens per row),Fixed (tokens)',
        '"L0 Pretty JSON, full",97.2,-13',
        '"L1 Minified JSON, full",69.2,-12',
        '"L2 Pretty JSON, projected",37.4,1',
        '"L3 Minified JSON, projected",21.4,2',
        'L4 Header + value rows,11.8,5',
        'L5 Aliased header,11.8,3',
      ),
    );
  });

  test('the break-even at 20 rows: signed nets as plain numbers; words only where no number is', () => {
    const nets = [1, 5, 10, 20, 50, 100].map((n) => `Net after ${n} ${n === 1 ? 'query' : 'queries'} (tokens)`);
    expect(tableToCsv(breakEvenTable(ladder.scales[1]!, 'cl100k_base', currentBreakEvens(state)))).toBe(
      records(
        `Move,One-time cost (tokens),Saving per query (tokens),Break-even (queries),${nets.join(',')}`,
        'L0 → L1 minify,0,559,1,559,2795,5590,11180,27950,55900',
        '"L1 → L3 projection, minified",0,942,1,942,4710,9420,18840,47100,94200',
        '"L0 → L2 projection, pretty",0,1182,1,1182,5910,11820,23640,59100,118200',
        'L2 → L3 minify the projection,0,319,1,319,1595,3190,6380,15950,31900',
        'L3 → L4 compact view,0,189,1,189,945,1890,3780,9450,18900',
        'L4 → L5 header aliases,21,2,11,-19,-11,-1,19,79,179',
        'L0 → L4 whole stack to the compact view,0,1690,1,1690,8450,16900,33800,84500,169000',
        'L0 → L5 whole stack to aliases,21,1692,1,1671,8439,16899,33819,84579,169179',
      ),
    );
    const counting = tableToCsv(breakEvenTable(ladder.scales[1]!, 'cl100k_base', undefined));
    expect(counting.split('\r\n')[6]).toBe(
      'L4 → L5 header aliases,counting…,2,counting…,counting…,counting…,counting…,counting…,counting…,counting…',
    );
  });

  test('the tool definitions: the difference and the schema response it is taken from, each a column', () => {
    const table = toolsListTable([{ profile: 'minimal', revision: '2025', tokens: 1200 }], 1264);
    expect(tableToCsv(table)).toBe(
      records(
        'Profile,Shape,tools/list result (tokens),Against the schema response (tokens),Schema response (tokens)',
        'minimal,2025,1200,-64,1264',
      ),
    );
  });
});
