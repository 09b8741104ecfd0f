/** Errors of the command line with their exit codes (FORMATS.md §5): 1 game or input error, 2 bad usage. */

/** A failure the user should read: printed to stderr, exit code 1 (input) or 2 (usage). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
    readonly json: unknown = undefined,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** A usage error (exit 2), e.g. `usage('--games must be a positive integer')`. */
export function usage(message: string): CliError {
  return new CliError(message, 2);
}
