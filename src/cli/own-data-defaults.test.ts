import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fieldPathsOf } from '../core/fields/field-tree.ts';
import { NESTED_FIELD_COUNT, nestedIssues } from '../state/data/nested-list.fixture.ts';
import { commandTests } from './commands.fixture.ts';
import { runLadderCli } from './ladder/run.ts';
import type { SavingsJson } from './savings/run.ts';
import { runSavingsCli } from './savings/run.ts';

// The command line follows the page's defaults for the user's own data (a FILE always is).
const ladder = commandTests<{ fields: string[] }>('ladder', runLadderCli);
const savings = commandTests<SavingsJson>('savings', runSavingsCli);

describe('own data defaults on the command line', () => {
  const file = join(ladder.scratch, 'issues.json');
  writeFileSync(file, JSON.stringify(nestedIssues(3), null, 2));

  test('npm run ladder keeps all 78 fields of a nested list, in source order', () => {
    const json = ladder.runJson(file);
    expect(json.fields).toHaveLength(NESTED_FIELD_COUNT);
    expect(json.fields).toEqual(fieldPathsOf(nestedIssues(3)));
    expect(json.fields.slice(0, 3)).toEqual(['url', 'repository_url', 'labels_url']);
  });

  test('npm run savings keeps them too and takes percentages of the text as received', () => {
    const json = savings.runJson(file);
    expect(json.fields).toHaveLength(78);
    expect(json.baseline).toBe('as-received');
    // Every field kept: no text less the dropped fields, so one move from the text as received per rung.
    expect(json.savings[0]!.moves.map((m) => m.percent.denominator)).toEqual(Array(6).fill('as received'));
    expect(savings.runJson('--base', 'L0', file).savings[0]!.moves[0]!.percent.denominator).toBe('L0');
  });
});
