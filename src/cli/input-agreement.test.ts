/**
 * The same input gets the same answer from the page and the command line: every file below is
 * read as the page reads a dropped file (`decodeBytes`, then the worker engine's load and ladder)
 * and by `npm run ladder -- --json`, and the two give the same message or the same ladder.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { decodeBytes } from '../core/input/decode.ts';
import type { Ladder } from '../core/ladder/ladder.ts';
import { RUNG_IDS } from '../core/ladder/rungs.ts';
import { nodeCounter } from '../node/counter.ts';
import { createEngine } from '../worker/engine.ts';
import { runLadderCli } from './ladder/run.ts';

const scratch = mkdtempSync(join(tmpdir(), 'input-agreement-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const GOOD = '[{"id":"x1","status":"open"},{"id":"x2","status":"done"}]';
const GOOD_TOKENS = [40, 21, 40, 21, 13, 13];

/** `text` as UTF-16 or UTF-32 bytes, with the byte-order mark first. */
function encode(text: string, encoding: 'UTF-16LE' | 'UTF-16BE' | 'UTF-32LE' | 'UTF-32BE'): Uint8Array {
  const units: number[] = [];
  const marked = `\uFEFF${text}`;
  if (encoding.startsWith('UTF-16')) {
    for (let i = 0; i < marked.length; i++) {
      const u = marked.charCodeAt(i);
      units.push(...(encoding === 'UTF-16LE' ? [u & 0xff, u >> 8] : [u >> 8, u & 0xff]));
    }
  } else {
    for (const char of marked) {
      const cp = char.codePointAt(0)!;
      const be = [cp >>> 24, (cp >> 16) & 0xff, (cp >> 8) & 0xff, cp & 0xff];
      units.push(...(encoding === 'UTF-32BE' ? be : be.reverse()));
    }
  }
  return Uint8Array.from(units);
}

/** The page's answer for a dropped file: the load's first problem, or the ladder over every field. */
async function pageAnswer(name: string, bytes: Uint8Array): Promise<{ message: string } | { ladder: Ladder }> {
  const engine = createEngine(async (encoding) => nodeCounter(encoding), undefined, { now: () => 0 });
  const { text, ...decoded } = decodeBytes(bytes);
  const loaded = await engine.handle(
    { id: 1, type: 'load', files: [{ name, text, decoded }], options: { path: null, flatten: false } },
    () => {},
  );
  if (loaded.type === 'error') return { message: loaded.problems[0]!.message };
  if (loaded.type !== 'loaded') throw new Error(`unexpected answer ${loaded.type}`);
  const answer = await engine.handle(
    {
      id: 2,
      type: 'ladder',
      encoding: 'cl100k_base',
      fields: loaded.fields,
      formats: [],
      source: { kind: 'files', sourceId: loaded.sourceId },
    },
    () => {},
  );
  if (answer.type !== 'ladder') throw new Error(`unexpected answer ${answer.type}`);
  return { ladder: answer.ladder };
}

/** The command line's answer for the same file: its one error line's message, or the --json ladder. */
function cliAnswer(path: string): { message: string } | { ladder: Ladder } {
  let stdout = '';
  let stderr = '';
  const status = runLadderCli(['--json', path], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  if (status !== 0) return { message: stderr.replace(/^ladder: /, '').replace(/\n$/, '') };
  return { ladder: JSON.parse(stdout) as Ladder };
}

/** Both answers for `bytes` under the file name `name` (the CLI's source is its path, the page's its name). */
async function both(name: string, bytes: Uint8Array) {
  const path = join(scratch, name);
  writeFileSync(path, bytes);
  const page = await pageAnswer(name, bytes);
  const cli = cliAnswer(path);
  if ('message' in cli) cli.message = cli.message.replaceAll(path, name);
  if ('ladder' in cli) for (const scale of cli.ladder.scales) scale.label = name;
  return { page, cli };
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const tokensOf = (answer: { ladder: Ladder } | { message: string }) =>
  'ladder' in answer ? RUNG_IDS.map((id) => answer.ladder.scales[0]!.rungs[id].tokens) : answer.message;

describe('page and command line agree', () => {
  test.each([
    ['UTF-8', 'tasks.json', utf8(GOOD)],
    ['UTF-16LE with its byte-order mark', 'tasks.json', encode(GOOD, 'UTF-16LE')],
    ['UTF-16BE with its byte-order mark', 'tasks.json', encode(GOOD, 'UTF-16BE')],
    ['UTF-32LE with its byte-order mark', 'tasks.json', encode(GOOD, 'UTF-32LE')],
    ['UTF-32BE with its byte-order mark', 'tasks.json', encode(GOOD, 'UTF-32BE')],
    ['CSV with a header row', 'tasks.csv', utf8('id,status\r\nx1,open\r\nx2,done\r\n')],
    ['TSV with a header row', 'tasks.tsv', utf8('id\tstatus\nx1\topen\nx2\tdone\n')],
    ['pasted-like CSV in a .txt file', 'tasks.txt', utf8('id,status\nx1,open\nx2,done\n')],
    ['a YAML list', 'tasks.yaml', utf8('- id: x1\n  status: open\n- id: x2\n  status: done\n')],
    [
      'a YAML object holding the list',
      'tasks.yml',
      utf8('total: 2\nitems:\n  - {id: x1, status: open}\n  - {id: x2, status: done}\n'),
    ],
  ])('should count %s the same: the ladder of the two records', async (_name, file, bytes) => {
    const { page, cli } = await both(file, bytes);
    expect(cli).toEqual(page);
    expect(tokensOf(page)).toEqual(GOOD_TOKENS);
  });

  test('should count a YAML object with no list in it as one record, the same', async () => {
    const { page, cli } = await both('get.yaml', utf8('id: 7\ntitle: Crash on save\nuser:\n  login: ana\n'));
    expect(cli).toEqual(page);
    // As the same object written as JSON counts: {"id":7,"title":"Crash on save","user":{"login":"ana"}},
    // every field of its tree kept (id, title, user.login: L4 and L5 write user.login as a column).
    expect(tokensOf(page)).toEqual([37, 20, 37, 20, 14, 13]);
  });

  test('should count a lone surrogate in a key the same', async () => {
    const { page, cli } = await both('key.json', utf8('[{"\\udc00k":1}]'));
    expect(cli).toEqual(page);
    expect(tokensOf(page)).toEqual([16, 10, 16, 10, 5, 4]);
  });

  test.each([
    ['[]', 'empty.json', '[]', 'empty.json holds no records (an empty array); nothing to count'],
    ['[{}]', 'fieldless.json', '[{}]', 'fieldless.json: its records have no fields (1 empty object); nothing to count'],
    [
      'CSV without a header row',
      'nohead.csv',
      '1,ana,open\n2,bo,done\n',
      'nohead.csv: this looks like CSV without a header row: its first row (1, ana, open) holds a number in column 1, as in every row below; add a header row naming the fields',
    ],
    [
      '[[[…]]] 100,000 levels deep',
      'deep.json',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      'deep.json is nested 100,000 levels deep (arrays and objects inside one another); the limit is 256 levels',
    ],
    [
      '{"a":{"a":…}} 100,000 levels deep',
      'deep-object.json',
      `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
      'deep-object.json is nested 100,000 levels deep (arrays and objects inside one another); the limit is 256 levels',
    ],
    [
      'plain text',
      'notes.txt',
      'Not found\n',
      'notes.txt: this looks like plain text ("Not found"), not data; give JSON (an array of records, or an object), JSON Lines, CSV or TSV with a header row, or YAML',
    ],
  ])('should refuse %s with the same message', async (_name, file, text, message) => {
    const { page, cli } = await both(file, utf8(text));
    expect(page).toEqual({ message });
    expect(cli).toEqual({ message });
  });
});
