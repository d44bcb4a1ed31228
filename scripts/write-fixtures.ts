/**
 * `npm run fixtures`: write the built-in data files and generated session logs to `fixtures/`;
 * `-- --check` writes nothing and exits 1 if a checked-in file is missing or differs from the generator.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import { BUILTIN_SCALES, builtinDataFileName, builtinDataText } from '../src/core/builtin-data/generate.ts';
import { sessionFixtureFiles } from '../src/testing/generated-logs/files.ts';

const fixturesDir = new URL('../fixtures/', import.meta.url);
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const checkOnly = process.argv.slice(2).includes('--check');

const stale: string[] = [];
if (!checkOnly) mkdirSync(new URL('sessions/', fixturesDir), { recursive: true });

const files = [
  ...BUILTIN_SCALES.map((rows) => ({ name: builtinDataFileName(rows), text: builtinDataText(rows) })),
  ...sessionFixtureFiles(),
];

for (const { name, text } of files) {
  const url = new URL(name, fixturesDir);
  const shown = relative(repoRoot, fileURLToPath(url));
  const bytes = Buffer.byteLength(text, 'utf8');
  if (checkOnly) {
    const current = existsSync(url) ? readFileSync(url, 'utf8') : undefined;
    if (current === text) {
      console.log(`ok       ${shown} (${bytes} bytes)`);
    } else {
      stale.push(shown);
      console.error(`${current === undefined ? 'missing ' : 'differs '} ${shown}`);
    }
  } else {
    writeFileSync(url, text);
    console.log(`wrote ${shown} (${bytes} bytes)`);
  }
}

if (stale.length > 0) {
  console.error(`fixtures out of date: ${stale.join(', ')}. Run \`npm run fixtures\` to regenerate.`);
  process.exit(1);
}
