import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { NESTED_OBJECT, WRAPPED_LIST } from '../../core/whole/samples.fixture.ts';
import { runLadderCli } from './run.ts';

const scratch = mkdtempSync(join(tmpdir(), 'ladder-whole-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const list = join(scratch, 'list.json');
writeFileSync(list, WRAPPED_LIST);
const get = join(scratch, 'get.json');
writeFileSync(get, NESTED_OBJECT);

/** Run the CLI in-process; returns exit status and everything written to stdout and stderr. */
function run(...argv: string[]): { status: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const status = runLadderCli(argv, {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
  });
  return { status, stdout, stderr };
}

describe('npm run ladder --json: as received, --formats, --whole', () => {
  test('a wrapped list: asReceived at the whole file, formats and the four whole formats, exact', () => {
    const { status, stdout, stderr } = run('--json', '--whole', '--formats', 'toon,csv', list);
    expect(status).toBe(0);
    expect(stderr).toContain('a UTF-8 byte-order mark (U+FEFF) at the start was stripped');
    const scale = (JSON.parse(stdout) as Ladder).scales[0]!;
    expect(Object.keys(scale)).toEqual(['label', 'rows', 'rungs', 'formats', 'asReceived', 'whole']);
    expect(Object.keys(scale.formats!)).toEqual(['csv', 'toon']);
    expect(scale.asReceived).toEqual({ tokens: 135, bytes: 394, chars: 394 });
    expect(scale.whole).toEqual({
      'json-pretty': { tokens: 164, bytes: 505, chars: 504 },
      'json-min': { tokens: 90, bytes: 308, chars: 307 },
      yaml: { tokens: 108, bytes: 319, chars: 318 },
      toon: { tokens: 71, bytes: 199, chars: 198 },
    });
  });

  test('a nested single object is one record; its whole minified JSON is the text as received', () => {
    const scale = (JSON.parse(run('--json', '--whole', get).stdout) as Ladder).scales[0]!;
    expect(scale.rows).toBe(1);
    expect(scale.asReceived).toEqual({ tokens: 59, bytes: 174, chars: 174 });
    expect(scale.whole!['json-min']).toEqual(scale.asReceived);
    expect(scale.whole!.toon).toEqual({ tokens: 57, bytes: 137, chars: 137 });
  });

  test('--scales takes the first k records, each with its text as received in the file’s style', () => {
    const ladder = JSON.parse(run('--json', '--whole', '--scales', '1,3', list).stdout) as Ladder;
    expect(ladder.scales.map((s) => [s.label, s.rows, s.asReceived?.tokens])).toEqual([
      ['list.json, first 1', 1, 86],
      ['list.json', 3, 135],
    ]);
    expect(Object.keys(ladder.scales[0]!.whole!)).toEqual(['json-pretty', 'json-min', 'yaml', 'toon']);
    expect(ladder.scales[0]!.whole!['json-min']!.tokens).toBeLessThan(ladder.scales[1]!.whole!['json-min']!.tokens);
  });

  test('the Markdown table has the As received row first and the whole rows last', () => {
    const rows = run('--whole', '--fields', 'title,state', list)
      .stdout.split('\n')
      .filter((line) => /^\| [A-Z]/.test(line) && !line.startsWith('| Rung'));
    expect(rows.slice(0, 2)).toEqual(['| As received | 135 |', '| L0 Pretty JSON, full | 131 |']);
    expect(rows.slice(7, 11).map((row) => row.split(' | ')[0])).toEqual([
      '| Whole response, pretty JSON',
      '| Whole response, minified JSON',
      '| Whole response, YAML',
      '| Whole response, TOON',
    ]);
  });
});

describe('npm run ladder --emit with --whole and --formats', () => {
  test('writes the text as received, each format and each whole format byte for byte', () => {
    const dir = join(scratch, 'emit');
    const { status, stderr } = run('--whole', '--formats', 'csv', '--fields', 'title', '--emit', dir, list);
    expect(status).toBe(0);
    expect(stderr).toMatch(/wrote .*3\/L0\.txt … L5\.txt and 6 more\n$/);
    expect(readFileSync(join(dir, '3', 'as-received.txt'), 'utf8')).toBe(WRAPPED_LIST.slice(1));
    expect(readFileSync(join(dir, '3', 'csv.txt'), 'utf8')).toBe(
      'title\r\nFix café login\r\nTabs\tin names\r\nAdd YAML\r\n',
    );
    expect(readFileSync(join(dir, '3', 'whole-json-min.txt'), 'utf8')).toBe(
      '{"total_count":3,"incomplete_results":false,"items":[{"title":"Fix café login"},{"title":"Tabs\\tin names"},{"title":"Add YAML"}],"next":"/issues?page=2"}',
    );
    expect(readFileSync(join(dir, '3', 'whole-toon.txt'), 'utf8')).toBe(
      'total_count: 3\nincomplete_results: false\nitems[3]{title}:\n  Fix café login\n  "Tabs\\tin names"\n  Add YAML\nnext: /issues?page=2',
    );
  });
});

describe('npm run ladder: bad --scales and --formats', () => {
  test.each([
    [['--scales', '5', list], 'ladder: --scales: list.json has 3 records; a scale takes 1 to 3, not 5\n'],
    [['--scales', '0', list], 'ladder: --scales needs row counts of at least 1 (see --help)\n'],
    [['--scales', '1,x', list], 'ladder: --scales needs row counts (whole numbers), got "x" (see --help)\n'],
    [['--scales', '1', list, get], 'ladder: --scales takes the first records of one FILE; give one (see --help)\n'],
    [
      ['--formats', 'xml', list],
      'ladder: --formats: unknown format "xml"; use csv, yaml, toon, markdown, jsonl, json-source (see --help)\n',
    ],
  ])('%j', (argv, message) => {
    const { status, stderr } = run(...argv);
    expect(status).toBe(2);
    // The notices about the input come first; the error is the last line.
    expect(`${stderr.split('\n').at(-2)!}\n`).toBe(message);
  });
});
