/**
 * One field list, read the same way by the page's "Type or paste the fields to keep" and by
 * `--fields`: on an issues list where `assignee` is null in most records and `labels` an array of objects.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { readFieldList } from '../core/fields/field-list.ts';
import { fieldPathsOf } from '../core/fields/field-tree.ts';
import type { Ladder } from '../core/ladder/ladder.ts';
import { runLadderCli } from './ladder/run.ts';

const ISSUES = Array.from({ length: 12 }, (_, i) => ({
  number: i + 1,
  title: `Crash “${i}” <b>日本</b> 🚀`,
  state: i % 3 === 0 ? 'closed' : 'open',
  user: { login: `dev${i}`, id: 100 + i },
  labels: i % 4 === 0 ? [] : [{ id: i, name: `bug-${i}`, color: 'f00' }],
  assignee: i === 3 || i === 7 ? { login: `owner${i}`, id: i } : null,
  created_at: `2026-11-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
  comments: i,
}));
const TYPED = 'number,title,state,user.login,labels[].name,assignee.login,created_at,comments';

test('every name of the typed list is found, in its order, by the page and by --fields alike', () => {
  const page = readFieldList(TYPED, fieldPathsOf(ISSUES));
  expect(page).toEqual({ fields: TYPED.split(','), unknown: [] });
  const path = join(mkdtempSync(join(tmpdir(), 'field-list-')), 'issues.json');
  writeFileSync(path, JSON.stringify(ISSUES));
  let stdout = '';
  const status = runLadderCli(['--json', '--fields', TYPED, path], { stdout: (t) => (stdout += t), stderr: () => {} });
  expect(status).toBe(0);
  expect((JSON.parse(stdout) as Ladder).fields).toEqual(page.fields);
  // A group's name keeps its members, on the page and in the terminal.
  stdout = '';
  runLadderCli(['--json', '--fields', 'number,user', path], { stdout: (t) => (stdout += t), stderr: () => {} });
  expect((JSON.parse(stdout) as Ladder).fields).toEqual(readFieldList('number,user', fieldPathsOf(ISSUES)).fields);
  expect((JSON.parse(stdout) as Ladder).fields).toEqual(['number', 'user.login', 'user.id']);
});
