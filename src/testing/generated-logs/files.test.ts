import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { sessionFixtureFiles } from './files.ts';

test.each(sessionFixtureFiles())(
  'the checked-in fixtures/$name is the generator’s, byte for byte',
  ({ name, text }) => {
    expect(readFileSync(new URL(`../../../fixtures/${name}`, import.meta.url), 'utf8')).toBe(text);
  },
);
