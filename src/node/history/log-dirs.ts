/** The folders `history` reads when it is given no PATH, and which of them exist. */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The environment variable that replaces the usual folders: a list separated by the path delimiter. */
export const LOG_DIRS_VARIABLE = 'CCE_LOG_DIRS';

/** The folders to read and where the list came from. */
export interface LogDirs {
  /** `CCE_LOG_DIRS`, or the agents' usual folders under the home folder. */
  source: 'variable' | 'home';
  found: string[];
  missing: string[];
}

/**
 * `$CCE_LOG_DIRS` when set and not empty, else Claude Code's `~/.claude/projects`, Codex CLI's
 * `~/.codex/sessions` and Gemini CLI's `~/.gemini/tmp`, split into those that exist and the rest.
 */
export function defaultLogDirs(env: NodeJS.ProcessEnv = process.env): LogDirs {
  const listed = (env[LOG_DIRS_VARIABLE] ?? '').split(delimiter).filter((dir) => dir.trim() !== '');
  const home = env.HOME || env.USERPROFILE || homedir();
  const dirs =
    listed.length > 0
      ? listed
      : [join(home, '.claude', 'projects'), join(home, '.codex', 'sessions'), join(home, '.gemini', 'tmp')];
  return {
    source: listed.length > 0 ? 'variable' : 'home',
    found: dirs.filter((dir) => existsSync(dir)),
    missing: dirs.filter((dir) => !existsSync(dir)),
  };
}
