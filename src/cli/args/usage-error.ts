/** A command line that cannot be run: unknown option, bad value, no file. The message is one line. */
export class UsageError extends Error {
  /** An error whose `message` says what is wrong with the command line. */
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
