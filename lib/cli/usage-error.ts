/**
 * A misuse of a command line (an unknown option, a missing argument): both CLIs print its one-line
 * message (the jsonld check above its usage text) and exit with status 2.
 * @module
 */

/** A misuse of the command: exit status 2 with this one-line message. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
