/** Test support for `npm run session`: the checked-in session fixtures and the command run in-process. */
import { fileURLToPath } from 'node:url';
import { runSessionCli } from './run.ts';

/** The path of `fixtures/sessions/<name>`. */
export const sessionFixture = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/sessions/${name}`, import.meta.url));

/** `npm run session -- ARGS` in-process: its exit code and everything written to stdout and stderr. */
export function runSession(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = runSessionCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}
