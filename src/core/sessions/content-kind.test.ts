import { expect, test } from 'vitest';
import { contentKind } from './content-kind.ts';

test('JSON objects and arrays are json, even pretty-printed; broken JSON is judged by its lines', () => {
  expect(contentKind('{"ok":true,"files":["a.ts"]}')).toBe('json');
  expect(contentKind('  [\n  1,\n  2\n]\n')).toBe('json');
  expect(contentKind('{"ok": tru')).toBe('prose');
});

test('source is code; sentences, logs and a single code-like line are prose', () => {
  expect(contentKind('import { x } from "./x";\nexport function f() {\n  return x;\n}\n')).toBe('code');
  expect(contentKind('def add(a, b):\n    return a + b\n')).toBe('code');
  expect(contentKind('The tests passed. Two files changed and the build is green.')).toBe('prose');
  expect(contentKind('done: 3 files (2 skipped)')).toBe('prose');
  expect(contentKind('')).toBe('prose');
});

test('a numbered file (Claude Code Read, cat -n) and a grep -n over code are code; numbered prose stays prose', () => {
  const numbered = ['import { db } from "./db"', "const id = 'Zoë 李'", 'export default db', 'Reads the “tasks” table.']
    .map((l, i) => `${String(i + 1).padStart(6)}→${l}`)
    .join('\n');
  expect(contentKind(numbered)).toBe('code');
  expect(contentKind('     1\timport x from "y"\n     2\texport const z = x\n')).toBe('code');
  expect(contentKind('src/db.ts:12:import { Pool } from "pg"\nsrc/app.ts:3:const app = express()\n')).toBe('code');
  expect(
    contentKind('     1→The tests passed — all of them.\n     2→Two files changed 😀\n     3→The build is green.'),
  ).toBe('prose');
});
