import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[]; needs?: string }>;
}

const read = (name: string) =>
  parse(readFileSync(new URL(`../.github/workflows/${name}`, import.meta.url), 'utf8')) as Workflow;
const actions = (steps: Step[]) => steps.flatMap((s) => (s.uses ? [s.uses.split('@')[0]] : []));
const runs = (steps: Step[]) => steps.flatMap((s) => (s.run ? [s.run] : []));

test('the Pages workflow builds as the README says and deploys with the official actions', () => {
  const pages = read('pages.yml');
  expect(Object.keys(pages.on)).toContain('push');
  const { build, deploy } = pages.jobs;
  expect(actions(build!.steps)).toEqual([
    'actions/checkout',
    'actions/setup-node',
    'actions/configure-pages',
    'actions/upload-pages-artifact',
  ]);
  expect(runs(build!.steps)).toEqual(['npm ci', 'npm run build']);
  expect(build!.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))!.with).toEqual({ path: 'dist' });
  expect(deploy!.needs).toBe('build');
  expect(actions(deploy!.steps)).toEqual(['actions/deploy-pages']);
  // The README's build command is the one the workflow runs.
  const publishing = readFileSync(new URL('../docs/publishing.md', import.meta.url), 'utf8');
  expect(publishing).toContain('npm run build');
  expect(publishing).toContain('.github/workflows/pages.yml');
});

test('the tests workflow runs .ci/run on pushes and pull requests', () => {
  const ci = read('ci.yml');
  expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
  expect(runs(ci.jobs.test!.steps)).toEqual(['sudo bash .ci/run']);
});
