// The CLI's own error and its file-system reasons, apart from the runner (ladder.ts) so that the
// modules the runner uses (emit.ts) can throw them without importing the runner back.

/** An error that ends the run with one line on stderr and exit status 2. */
export class CliError extends Error {}

/** A short reason for a file-system error: `no such file or directory`, else Node's message. */
export function fsReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOTDIR':
      return 'a parent is not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
