/**
 * Type-checks every layer with its own tsconfig (see docs/ARCHITECTURE.md, "Layers"): core with no
 * DOM, Node or WebWorker types; the worker with WebWorker; state and ui with the DOM; node, cli and
 * bench with Node; e2e and tests with what they drive. Two at a time (the CI machine has 2 cores).
 * Exits 1 when any project fails, after printing its errors.
 */
import { spawn } from 'node:child_process';

const PROJECTS = ['core', 'worker', 'app', 'node', 'e2e', 'test'].map((layer) => `tsconfig.${layer}.json`);
const CONCURRENCY = 2;

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], { stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${project}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);
if (results.some((ok) => !ok)) process.exit(1);
